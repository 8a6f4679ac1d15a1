/**
 * One IntersectionObserver for every lazy thumbnail of a page: it reports an element once it comes
 * within 1.3 viewport heights (spec §9 "image lazy preload ratio 1.3"), then forgets it. Sharing one
 * observer keeps a 40-card grid at one observer instead of forty.
 * @see https://developer.mozilla.org/docs/Web/API/IntersectionObserver/rootMargin
 */
export const PRELOAD_ROOT_MARGIN = '130% 0px';

type Callback = () => void;

const callbacks = new WeakMap<Element, Callback>();
let observer: IntersectionObserver | undefined;

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = callbacks.get(entry.target);
        observer?.unobserve(entry.target);
        callbacks.delete(entry.target);
        callback?.();
      }
    },
    { rootMargin: PRELOAD_ROOT_MARGIN },
  );
  return observer;
}

/** Calls `callback` once when `element` nears the viewport; returns the cancel function. */
export function whenNearViewport(element: Element, callback: Callback): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  callbacks.set(element, callback);
  shared().observe(element);
  return () => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}

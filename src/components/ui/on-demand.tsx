/**
 * A part whose code loads the first time it renders (a click opens it, or it comes into view): React's
 * `lazy` in a Suspense boundary, its code asked for through `loadWhenOnline`. Next's `dynamic()` did
 * the same and pulled its loader (and a server-only bailout) into every page's first-load script,
 * ~1.2 KB gzip the floor page does not carry; every part here renders only after something happened
 * in the browser, so none needs the server render `dynamic` adds.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { loadWhenOnline } from '~/lib/load-when-online';

/** A part made by `onDemand`; `preload` asks for its code ahead, for a part the visitor is likely to open next. */
export type OnDemandPart<Props extends object> = ComponentType<Props> & { readonly preload: () => void };

export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>, loading: () => ReactNode = () => null): OnDemandPart<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<{ default: ComponentType<Props> }> | null = null;
  const code = () =>
    (pending ??= loadWhenOnline(load).then(
      (part) => {
        loaded = part;
        return { default: part };
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Code = lazy(code);
  function OnDemand(props: Props) {
    // Code already here renders at once, without a Suspense round; chosen once per mount, so a part
    // that mounted while its code loaded is never remounted (and never loses its state) when it lands.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={loading()}>
        <Code {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, {
    // A preload that fails is forgotten: rendering the part asks again (and fails there, where the page's guard handles it).
    preload: () => void code().catch(() => undefined),
  });
}

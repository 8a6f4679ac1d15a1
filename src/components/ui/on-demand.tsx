/**
 * A part whose code loads the first time it renders (a click opens it, or it comes into view): React's
 * `lazy` in a Suspense boundary, its code asked for through `loadWhenOnline`. Next's `dynamic()` did
 * the same and pulled its loader (and a server-only bailout) into every page's first-load script,
 * ~1.2 KB gzip the floor page does not carry; every part here renders only after something happened
 * in the browser, so none needs the server render `dynamic` adds.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadWhenOnline } from '~/lib/load-when-online';

export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>, loading: () => ReactNode = () => null): ComponentType<Props> {
  const Code = lazy(async () => ({ default: await loadWhenOnline(load) }));
  function OnDemand(props: Props) {
    return (
      <Suspense fallback={loading()}>
        <Code {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}

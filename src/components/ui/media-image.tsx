/**
 * The one plain image element of the app. Every picture comes from our media host, which already
 * resizes (360/720 px) and caches; next/image would resize a second time and add a loader route,
 * so images are plain <img> with their own width, height and loading hints.
 */
import type { ComponentProps } from 'react';

export function MediaImage(props: ComponentProps<'img'>) {
  // eslint-disable-next-line @next/next/no-img-element -- the one place (see above)
  return <img {...props} />;
}

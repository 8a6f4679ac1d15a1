/**
 * A media-host photo offered as WebP with the JPEG as fallback (issue #33: the WebP copy is about
 * half the bytes). The media host serves every resized copy also as `<url>.webp`. A card passes
 * its one copy (spec §9: 360 px, 720 when large), which keeps each card's HTML and flight data to
 * one more URL; the detail gallery passes its 360 and 720 px copies with the slot's `sizes` so a
 * phone takes the one its screen needs.
 */
import type { ComponentProps } from 'react';
import { css } from 'styled-system/css';
import { MediaImage } from './media-image';

export interface MediaSource {
  readonly url: string;
  readonly width: number;
}

interface MediaPictureProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> {
  /** The JPEG copy: the <img>'s own source, and `<src>.webp` the WebP one. */
  readonly src: string;
  /** Several copies of the photo and the width of its slot, for the browser to choose from. */
  readonly choice?: { readonly copies: readonly MediaSource[]; readonly sizes: string };
}

// The <picture> adds no box: the <img> keeps its place in grids, flex rows and aspect boxes.
const noBox = css({ display: 'contents' });

/** The site's own drawings (the default avatars) are SVGs: the media host never made a WebP of them. */
function hasWebpCopy(src: string): boolean {
  return !/\.svg(?:$|[?#])/i.test(src);
}

export function MediaPicture({ src, choice, ref, ...image }: MediaPictureProps) {
  // A `<src>.webp` source for an SVG would be a 404 the browser takes over the working <img>.
  if (!hasWebpCopy(src)) return <MediaImage ref={ref} src={src} {...image} />;
  return (
    <picture className={noBox}>
      {choice ? (
        <source type="image/webp" srcSet={choice.copies.map(({ url, width }) => `${url}.webp ${width}w`).join(', ')} sizes={choice.sizes} />
      ) : (
        <source type="image/webp" srcSet={`${src}.webp`} />
      )}
      {/* Every browser of our audience takes the WebP source; the fallback stays one URL to keep the HTML light. */}
      <MediaImage ref={ref} src={src} {...image} />
    </picture>
  );
}

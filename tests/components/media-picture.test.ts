/**
 * A seller without a photo has the default avatar, an SVG of the site's own: the public profile
 * showed its alt text in a broken frame because the picture offered `avatar-girl.svg.webp`, a 404
 * the browser prefers over the working <img>. Photos from the media host keep their WebP copy.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { MediaPicture } from '../../src/components/ui/media-picture';

vi.mock('styled-system/css', () => ({ css: () => 'no-box' }));

const render = (src: string) => renderToStaticMarkup(createElement(MediaPicture, { src, alt: 'Ảnh đại diện', width: 96, height: 96 }));

describe('MediaPicture', () => {
  test('a default avatar (SVG) is the plain image, with no WebP source', () => {
    const html = render('/images/avatar-girl.svg');
    expect(html).not.toContain('.webp');
    expect(html).toContain('src="/images/avatar-girl.svg"');
  });

  test('a media-host photo offers its WebP copy before the JPEG', () => {
    const html = render('https://media.example.vn/media/360/avatar/88.jpg');
    expect(html).toContain('<source type="image/webp" srcSet="https://media.example.vn/media/360/avatar/88.jpg.webp"/>');
    expect(html).toContain('src="https://media.example.vn/media/360/avatar/88.jpg"');
  });
});

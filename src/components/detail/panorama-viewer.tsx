'use client';
/**
 * The 360° viewer: pannellum 2.5 (MIT, ~18 KB gzip, no dependencies, no CDN), drag or arrow keys to
 * look around, full-screen button. Loaded on demand by panorama-section.tsx. Pannellum is a classic
 * script that puts `pannellum` on `window`; importing it for its side effect is how it is bundled.
 * The media host answers with CORS headers, which WebGL needs to use the image as a texture.
 * @see https://pannellum.org/documentation/reference/
 */
import { useEffect, useRef } from 'react';
import 'pannellum';
import 'pannellum/build/pannellum.css';
import { css } from 'styled-system/css';

const STRINGS = {
  loadButtonLabel: 'Bấm để<br>xem ảnh 360°',
  loadingLabel: 'Đang tải…',
  bylineLabel: 'của %s',
  noPanoramaError: 'Không có ảnh 360° để hiển thị.',
  fileAccessError: 'Không tải được ảnh 360°.',
  malformedURLError: 'Địa chỉ ảnh 360° không hợp lệ.',
  iOS8WebGLError: 'Trình duyệt trên thiết bị này không hiển thị được ảnh 360°.',
  genericWebGLError: 'Trình duyệt của bạn không hỗ trợ WebGL nên không xem được ảnh 360°.',
  textureSizeError: 'Ảnh 360° quá lớn so với thiết bị này.',
  unknownError: 'Có lỗi khi hiển thị ảnh 360°. Vui lòng thử lại.',
};

export function PanoramaViewer({ url, title }: { url: string; title: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    const library = window.pannellum;
    if (!element || !library) return;
    const viewer = library.viewer(element, {
      type: 'equirectangular',
      panorama: url,
      autoLoad: true,
      autoRotate: -2,
      compass: false,
      showZoomCtrl: true,
      showFullscreenCtrl: true,
      keyboardZoom: true,
      mouseZoom: false, // the page keeps scrolling under the wheel; zoom with the buttons or a pinch
      strings: STRINGS,
    });
    return () => viewer.destroy();
  }, [url]);

  return <div ref={container} className={viewerBox} role="application" aria-label={title} data-testid="panorama-viewer" />;
}

const viewerBox = css({ w: '100%', h: '100%' });

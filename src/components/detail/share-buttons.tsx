'use client';
/**
 * Share the listing: copy its link (with a toast), Facebook's sharer and Zalo's share page.
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { LinkIcon } from './icons';

interface ShareButtonsProps {
  /** The listing's path, for the copied link (the address the visitor is on). */
  readonly path: string;
  /** The canonical absolute URL, for the social networks. */
  readonly absoluteUrl: string;
  readonly title: string;
}

export function ShareButtons({ path, absoluteUrl, title }: ShareButtonsProps) {
  const [toast, setToast] = useState<string | null>(null);

  useEffect(() => {
    if (toast === null) return;
    const timer = window.setTimeout(() => setToast(null), 2500);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const copy = async () => {
    const link = new URL(path, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(link);
      setToast('Đã sao chép liên kết tin đăng');
    } catch {
      setToast('Không sao chép được, bạn hãy sao chép địa chỉ trên thanh trình duyệt.');
    }
  };

  const encoded = encodeURIComponent(absoluteUrl);
  return (
    <div className={box}>
      <span className={label}>Chia sẻ tin:</span>
      <div className={row}>
        <button type="button" className={share} onClick={() => void copy()}>
          <LinkIcon /> Sao chép
        </button>
        <a
          href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`}
          target="_blank"
          rel="noopener noreferrer"
          className={share}
          aria-label={`Chia sẻ "${title}" lên Facebook`}
        >
          Facebook
        </a>
        <a href={`https://sp.zalo.me/share_inline?url=${encoded}`} target="_blank" rel="noopener noreferrer" className={share} aria-label={`Chia sẻ "${title}" qua Zalo`}>
          Zalo
        </a>
      </div>
      <div role="status" aria-live="polite" className={toastBox} data-visible={toast !== null}>
        {toast}
      </div>
    </div>
  );
}

const box = card({ padding: 'sm', stack: 'sm' });
const label = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' });
const row = css({ display: 'grid', gridTemplateColumns: '4fr 3fr 3fr', gap: '2' });
const share = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  px: '2',
  whiteSpace: 'nowrap',
  h: '9',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  cursor: 'pointer',
  bg: 'bg.surface',
  color: 'fg.default',
  _hover: { borderColor: 'fg.accent', color: 'fg.accent' },
});
const toastBox = css({
  position: 'fixed',
  left: '50%',
  bottom: '6',
  transform: 'translateX(-50%)',
  zIndex: 50,
  px: '4',
  py: '2',
  borderRadius: 'md',
  bg: 'bg.inverse',
  color: 'fg.inverse',
  fontSize: 'sm',
  boxShadow: 'raised',
  pointerEvents: 'none',
  opacity: 0,
  transition: 'opacity 0.2s',
  '&[data-visible=true]': { opacity: 1 },
});

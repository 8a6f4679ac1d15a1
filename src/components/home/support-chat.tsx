'use client';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';

interface SupportChatProps {
  readonly hotline: string;
  readonly zaloUrl: string;
}

/**
 * Spec §2: the live-chat widget, on the home page only. A launcher that opens a small panel with the
 * newspaper's support channels — chat on Zalo, the hotline, the help centre — configured by
 * NEXT_PUBLIC_ZALO_URL and NEXT_PUBLIC_HOTLINE; it loads no third-party script.
 */
export function SupportChat({ hotline, zaloUrl }: SupportChatProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      launcher.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className={dock}>
      {open ? (
        <div id={panelId} role="dialog" aria-label="Hỗ trợ trực tuyến" className={panel}>
          <p className={title}>Bạn cần hỗ trợ?</p>
          <p className={lead}>Đội ngũ Rao vặt trả lời từ 8:00 đến 21:00 mỗi ngày.</p>
          <a href={zaloUrl} target="_blank" rel="noopener noreferrer" className={button({ variant: 'solid', size: 'sm' })}>
            Chat qua Zalo
          </a>
          <a href={`tel:${hotline.replace(/\s/g, '')}`} className={button({ variant: 'outline', size: 'sm' })}>
            Gọi hotline {hotline}
          </a>
          <Link href="/support-about" className={helpLink}>
            Xem trung tâm hỗ trợ
          </Link>
        </div>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className={launcherStyle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
        </svg>
        <span className={launcherLabel}>{open ? 'Đóng' : 'Hỗ trợ'}</span>
      </button>
    </div>
  );
}

// Bottom-left: the back-to-top button owns the bottom-right corner, and the cards' favourite hearts
// sit at the right of each photo, where a launcher on the right covered them (issue #20).
const dock = css({
  position: 'fixed',
  left: { base: '3', md: '6' },
  bottom: { base: '4', md: '6' },
  zIndex: 900,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '2',
});
const launcherStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '11',
  minW: '11',
  justifyContent: 'center',
  px: { base: '0', md: '4' },
  borderRadius: 'full',
  bg: 'fg.accent',
  color: 'white',
  fontWeight: 'semibold',
  fontSize: 'sm',
  boxShadow: 'lg',
  cursor: 'pointer',
  _hover: { opacity: 0.92 },
});
// Phones get the round icon alone: less of the list under it.
const launcherLabel = css({ srOnly: { base: true, md: false } });
const panel = css({
  w: '72',
  maxW: 'calc(100vw - token(spacing.8))',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'lg',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
});
const title = css({ fontWeight: 'bold', fontSize: 'md' });
const lead = css({ fontSize: 'sm', color: 'fg.muted', mb: '1' });
const helpLink = css({ fontSize: 'sm', color: 'fg.accent', textAlign: 'center', mt: '1', _hover: { textDecoration: 'underline' } });

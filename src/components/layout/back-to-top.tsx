'use client';
import { useEffect, useState } from 'react';
import { cva } from 'styled-system/css';

/** Spec §9: the button appears once the page is scrolled beyond 600 px. */
export const BACK_TO_TOP_OFFSET = 600;

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_OFFSET);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <button
      type="button"
      className={button()}
      data-visible={visible}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      aria-label="Lên đầu trang"
      title="Lên đầu trang"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

const button = cva({
  base: {
    position: 'fixed',
    right: { base: '4', md: '6' },
    bottom: { base: '4', md: '6' },
    // Above the listing page's contact bar on phones.
    'body:has([data-contact-bar]) &': { bottom: { base: '20', md: '6' } },
    zIndex: 900,
    w: '11',
    h: '11',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'full',
    bg: 'bg.accent',
    color: 'fg.inverse',
    boxShadow: 'raised',
    cursor: 'pointer',
    transition: 'opacity 0.2s, transform 0.2s',
    opacity: 0,
    transform: 'translateY(12px)',
    pointerEvents: 'none',
    _hover: { bg: 'brand.700' },
    '&[data-visible=true]': { opacity: 1, transform: 'translateY(0)', pointerEvents: 'auto' },
  },
});

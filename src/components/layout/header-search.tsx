'use client';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { cva } from 'styled-system/css';

const MAX_QUERY_LENGTH = 200;

/**
 * Spec §2: the first click expands the input; a second click or Enter takes the text (the search
 * option "description") to /search.
 */
export function HeaderSearch() {
  const router = useRouter();
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!expanded) {
      setExpanded(true);
      requestAnimationFrame(() => input.current?.focus());
      return;
    }
    const description = text.trim().slice(0, MAX_QUERY_LENGTH);
    router.push(description ? `/search?q=${encodeURIComponent(description)}` : '/search');
  };

  return (
    <form role="search" action="/search" onSubmit={submit} className={form()} data-expanded={expanded}>
      <input
        ref={input}
        name="q"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => setExpanded(true)}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Tìm nhà đất, xe, việc làm…"
        aria-label="Từ khoá tìm kiếm"
        className={field()}
        tabIndex={expanded ? 0 : -1}
      />
      <button type="submit" className={trigger()} aria-label={expanded ? 'Tìm kiếm' : 'Mở ô tìm kiếm'} aria-expanded={expanded}>
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

const form = cva({
  base: {
    display: 'flex',
    alignItems: 'center',
    h: '10',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'transparent',
    bg: 'transparent',
    transition: 'background 0.2s, border-color 0.2s',
    '&[data-expanded=true]': { bg: 'bg.surface', borderColor: 'border.strong', flex: { base: '1', md: 'initial' } },
  },
});
const field = cva({
  base: {
    w: '0',
    px: '0',
    opacity: 0,
    bg: 'transparent',
    border: 'none',
    outline: 'none',
    fontSize: 'sm',
    transition: 'width 0.25s ease, opacity 0.2s',
    '[data-expanded=true] &': { w: { base: '100%', md: '260px', xl: '320px' }, px: '4', opacity: 1 },
  },
});
const trigger = cva({
  base: {
    flexShrink: 0,
    w: '10',
    h: '10',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'full',
    color: 'fg.default',
    cursor: 'pointer',
    _hover: { color: 'fg.accent' },
  },
});

'use client';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { css, cva } from 'styled-system/css';

const MAX_QUERY_LENGTH = 200;
/** Below the md breakpoint (768 px) the search opens as a modal (spec §2 "Modals"). */
const PHONE_QUERY = '(max-width: 767.98px)';

// The suggestion box (and its query client code) loads only when the modal first opens.
const SearchCombobox = dynamic(() => import('~/components/browse/search-combobox').then((module) => module.SearchCombobox), {
  ssr: false,
});

/**
 * Spec §2: the first click expands the input; a second click or Enter takes the text (the search
 * option "description") to /search. On phones the same button opens the search modal instead, with
 * suggestions while typing.
 */
export function HeaderSearch() {
  const router = useRouter();
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const [modalOpen, setModalOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  const openModal = () => {
    setModalOpen(true);
    dialog.current?.showModal();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!expanded && window.matchMedia(PHONE_QUERY).matches) {
      openModal();
      return;
    }
    if (!expanded) {
      setExpanded(true);
      requestAnimationFrame(() => input.current?.focus());
      return;
    }
    const description = text.trim().slice(0, MAX_QUERY_LENGTH);
    router.push(description ? `/search?q=${encodeURIComponent(description)}` : '/search');
  };

  return (
    <>
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
      <dialog
        ref={dialog}
        aria-label="Tìm kiếm"
        className={modal}
        onClose={() => setModalOpen(false)}
        // A click on the backdrop lands on the dialog element, outside its box: close, as users expect.
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
          if (event.target === event.currentTarget && outside) event.currentTarget.close();
        }}
      >
        <div className={modalHead}>
          <p className={modalTitle}>Tìm kiếm tin rao</p>
          <button type="button" className={trigger()} aria-label="Đóng tìm kiếm" onClick={() => dialog.current?.close()}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {modalOpen ? <SearchCombobox label="Từ khoá tìm kiếm" autoFocus onNavigate={() => dialog.current?.close()} /> : null}
      </dialog>
    </>
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
const modal = css({
  position: 'fixed',
  inset: '0 0 auto 0',
  m: '0',
  w: '100%',
  maxW: '100%',
  p: '4',
  pb: '6',
  bg: 'bg.surface',
  color: 'fg.default',
  borderBottomRadius: 'xl',
  boxShadow: 'raised',
  overflow: 'visible',
  _backdrop: { bg: 'bg.inverse/55' },
});
const modalHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '3' });
const modalTitle = css({ fontWeight: 'bold', fontSize: 'md' });

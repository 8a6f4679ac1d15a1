'use client';
import dynamic from 'next/dynamic';
import { useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { HeaderCombobox } from '~/components/browse/header-combobox';
import { iconButton, SearchIcon } from '~/components/browse/search-parts';

/** Below the md breakpoint (768 px) the search opens as a modal (spec §2 "Modals"). */
const PHONE_QUERY = '(max-width: 767.98px)';

// The suggestion box (and its query client code) loads only when the modal first opens.
const SearchCombobox = dynamic(() => import('~/components/browse/search-combobox').then((module) => module.SearchCombobox), {
  ssr: false,
});

/**
 * Spec §2: the first click expands the input; a second click or Enter takes the text (the search
 * option "description") to /search. Expanded (desktop widths) it suggests searches while typing;
 * on phones the same button opens the search modal instead, with the same suggestions.
 */
export function HeaderSearch() {
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const [modalOpen, setModalOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (window.matchMedia(PHONE_QUERY).matches) {
      setModalOpen(true);
      dialog.current?.showModal();
      return;
    }
    setExpanded(true);
  };

  return (
    <>
      {expanded ? (
        <HeaderCombobox label="Từ khoá tìm kiếm" variant="header" value={text} onValueChange={setText} autoFocus />
      ) : (
        // Without script this form still works: it opens the search page.
        <form role="search" action="/search" onSubmit={open}>
          <button type="submit" className={iconButton} aria-label="Mở ô tìm kiếm" aria-expanded={false}>
            <SearchIcon />
          </button>
        </form>
      )}
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
          <button type="button" className={iconButton} aria-label="Đóng tìm kiếm" onClick={() => dialog.current?.close()}>
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

'use client';
import { onDemand } from '~/components/ui/on-demand';
import { useRef, useState, type FormEvent } from 'react';
import { HeaderCombobox } from '~/components/browse/header-combobox';
import { iconButton, SearchIcon } from '~/components/browse/search-parts';
import { Dialog } from '~/components/ui/dialog';

/** Below the md breakpoint (768 px) the search opens as a modal (spec §2 "Modals"). */
const PHONE_QUERY = '(max-width: 767.98px)';

// The suggestion box (and its query client code) loads only when the modal first opens.
const SearchCombobox = onDemand(() => import('~/components/browse/search-combobox-live').then((module) => module.default));

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
      // Opened here, in the click, so the combobox mounts into a shown dialog and takes the focus.
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
      <Dialog
        ref={dialog}
        variant="sheet"
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        title="Tìm kiếm tin rao"
        aria-label="Tìm kiếm"
        closeLabel="Đóng tìm kiếm"
        closeOnBackdrop
      >
        {modalOpen ? <SearchCombobox label="Từ khoá tìm kiếm" autoFocus onNavigate={() => setModalOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';

/**
 * A modal <dialog> (focus trap and Escape for free) that is open while it is rendered: the parent
 * mounts it to open it and unmounts it in `onClose`.
 */
export function ModalDialog({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className={modal} aria-labelledby="modal-dialog-title" onClose={onClose} data-testid={testId}>
      <h2 id="modal-dialog-title" className={heading}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}

const modal = css({
  m: 'auto',
  w: 'min(94vw, 480px)',
  p: '6',
  borderRadius: 'lg',
  border: 'none',
  boxShadow: 'raised',
  bg: 'bg.surface',
  color: 'fg.default',
  '&::backdrop': { bg: 'rgba(22,23,27,0.5)' },
});
const heading = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' });

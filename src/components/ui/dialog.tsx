'use client';
import { useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { dialog, type DialogVariantProps } from 'styled-system/recipes/dialog';

interface DialogProps extends DialogVariantProps {
  /**
   * Whether the dialog is shown. Left out, it is open while it is rendered: the parent mounts it to
   * open it and unmounts it in `onClose`.
   * @default true
   */
  readonly open?: boolean;
  /** The dialog closed: Escape, the close button, a click on the backdrop (`closeOnBackdrop`) or `open` turned false. */
  readonly onClose: () => void;
  /** The heading (h2) that names the dialog; without one, name it with `aria-label`. */
  readonly title?: ReactNode;
  /** A line under the title, read as the dialog's description. */
  readonly description?: ReactNode;
  /** The dialog's name when it has no visible title, or a shorter one than the title. */
  readonly 'aria-label'?: string;
  /** The actions, at the end of the bottom row; inside the form with `onSubmit`. */
  readonly footer?: ReactNode;
  /** Makes the header, body and footer one <form noValidate>, so a submit button in the footer submits it. */
  readonly onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** A close button in the header, with this accessible name. */
  readonly closeLabel?: string;
  /**
   * The close button shows its name as words instead of ×.
   * @default false
   */
  readonly closeAsText?: boolean;
  /**
   * A click on the dimmed page outside the box closes the dialog.
   * @default false
   */
  readonly closeOnBackdrop?: boolean;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  readonly testId?: string;
  /**
   * Open in the server's HTML, so the page paints with it (a modal the page opens with, like the
   * posting wizard's drafts): drawn like the modal until the script makes it the modal, in place.
   * @default false
   */
  readonly openInHtml?: boolean;
  /** The <dialog> element, for a parent that must call showModal() itself in a click handler. */
  readonly ref?: Ref<HTMLDialogElement | null>;
  readonly children?: ReactNode;
}

/**
 * The one modal of the app: a native <dialog> shown with showModal(), so the focus trap, Escape and
 * the inert page come from the browser. Its look is the `dialog` slot recipe (src/theme/recipes/dialog.ts).
 */
export function Dialog({
  open = true,
  onClose,
  title,
  description,
  'aria-label': ariaLabel,
  footer,
  onSubmit,
  closeLabel,
  closeAsText = false,
  closeOnBackdrop = false,
  onKeyDown,
  testId,
  openInHtml = false,
  ref,
  size,
  variant,
  children,
}: DialogProps) {
  const element = useRef<HTMLDialogElement>(null);
  useImperativeHandle<HTMLDialogElement | null, HTMLDialogElement | null>(ref, () => element.current, []);
  const id = useId();
  const classes = dialog({ size, variant });
  // The attribute is written once, for the HTML; from then on showModal() and close() decide.
  const [openAttribute] = useState(openInHtml && open ? true : undefined);

  useEffect(() => {
    const current = element.current;
    if (!current) return;
    if (open && current.open && !current.matches(':modal')) {
      // The HTML's open dialog becomes the modal one (focus trap, Escape, inert page) where it is.
      current.removeAttribute('open');
      current.showModal();
    }
    if (open && !current.open) current.showModal();
    if (!open && current.open) current.close();
  }, [open]);

  const parts = (
    <>
      {title || closeLabel ? (
        <div className={classes.header}>
          {title ? (
            <h2 id={`${id}-title`} className={classes.title}>
              {title}
            </h2>
          ) : null}
          {description ? (
            <p id={`${id}-description`} className={classes.description}>
              {description}
            </p>
          ) : null}
          {closeLabel ? (
            <button type="button" className={classes.closeTrigger} aria-label={closeAsText ? undefined : closeLabel} onClick={() => element.current?.close()}>
              {closeAsText ? closeLabel : <CloseIcon />}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className={classes.body}>{children}</div>
      {footer ? <div className={classes.footer}>{footer}</div> : null}
    </>
  );

  return (
    <dialog
      ref={element}
      className={classes.content}
      aria-label={ariaLabel}
      aria-labelledby={title && !ariaLabel ? `${id}-title` : undefined}
      aria-describedby={description ? `${id}-description` : undefined}
      open={openAttribute}
      // A close event while the dialog is open again is the one of its making modal, not a close.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={
        closeOnBackdrop
          ? (event) => {
              // A click on the backdrop lands on the dialog element, outside its box.
              const box = event.currentTarget.getBoundingClientRect();
              const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
              if (event.target === event.currentTarget && outside) event.currentTarget.close();
            }
          : undefined
      }
      data-testid={testId}
    >
      {onSubmit ? (
        <form className={classes.form} onSubmit={onSubmit} noValidate>
          {parts}
        </form>
      ) : (
        parts
      )}
    </dialog>
  );
}

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}

import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { trapTabKey } from './focus-trap.ts';
import { openDialogs } from './open-dialogs.ts';
import './dialog.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content; the first field or button gets the focus when the dialog opens. */
  footer?: ReactNode;
  size?: 'small' | 'medium';
}

/**
 * A modal dialog on the native <dialog> (showModal makes the rest of the page inert). Tab and Shift+Tab
 * cycle inside it, Escape closes it, and the focus goes back to what opened it (WCAG 2.4.3, 2.1.2).
 */
export function Modal({ open, title, onClose, children, footer, size = 'medium' }: ModalProps) {
  const { t } = useTranslation('common');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // A layout effect, so that opening moves the focus and closing gives it back in the same commit: no moment
  // with the focus on the page body, which a screen reader would announce (and a fast test would observe).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    openDialogs.add(dialog);
    const first = dialog.querySelector<HTMLElement>(
      '[data-autofocus], .dialog__body :is(input, select, textarea, button)',
    );
    (first ?? dialog.querySelector<HTMLElement>('.dialog__close') ?? dialog).focus();
    return () => {
      openDialogs.remove(dialog);
      if (dialog.open) dialog.close();
      // Back to the button that opened the dialog, if it is still on the page.
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      onKeyDown={(event) => trapTabKey(event, dialogRef.current)}
      onCancel={(event) => {
        // Escape: let React close it, so that state and focus restoration stay in one place.
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="dialog__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('action.close')}</span>
        </button>
      </div>
      <div className="dialog__body">{children}</div>
      {footer ? <div className="dialog__footer">{footer}</div> : null}
    </dialog>
  );
}

import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { Modal } from '../../../components/dialog/modal.tsx';
import { useErrorText } from '../../../components/error-message.tsx';

/**
 * A queue's answer dialog: a form (children) in a modal with Cancel and the submit button in its footer, and the
 * mutation's error said under the fields. Submitting never reloads the page; the screen's onSubmit does the rest.
 */
export function QueueFormDialog({
  title,
  submitLabel,
  onSubmit,
  onClose,
  mutation,
  submitDisabled = false,
  size,
  focusCancel = false,
  children,
}: {
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  /** Another reason to hold the submit back (what the form needs is still loading). */
  submitDisabled?: boolean;
  size?: 'small' | 'medium';
  /** Cancel takes the focus first, where submitting is hard to undo. */
  focusCancel?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open
      size={size}
      title={title}
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={onClose}
            data-autofocus={focusCancel || undefined}
          >
            {t('confirm.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button--primary"
            disabled={mutation.isPending || submitDisabled}
          >
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="queue__form">
        {children}
        {mutation.isError ? (
          <p className="notice notice--error" role="alert">
            {errorText(mutation.error)}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

/**
 * Asks before a queue action that cannot be undone (rejecting a comment, cancelling a request): open while an item
 * waits; confirming acts on it, and either button closes the dialog.
 */
export function QueueConfirmDialog<Item>({
  item,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
}: {
  item: Item | null;
  title: string;
  text: (item: Item) => string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: (item: Item) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      content={item !== null ? text(item) : ''}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onCancel={onClose}
      onConfirm={() => {
        if (item !== null) onConfirm(item);
        onClose();
      }}
    />
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults from spec 000 §2: Confirmacao, Confirmar, Cancelar. */
  title?: string;
  content?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** The generic confirmation dialog. Cancel comes first and gets the focus: a slip of Enter changes nothing. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title,
  content,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      size="small"
      title={title ?? t('confirm.title')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel} data-autofocus>
            {cancelLabel ?? t('confirm.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm}>
            {confirmLabel ?? t('confirm.confirm')}
          </button>
        </>
      }
    >
      {typeof content === 'string' ? <p>{content}</p> : content}
    </Modal>
  );
}

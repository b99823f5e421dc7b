import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useInnermostDialog } from '../dialog/open-dialogs.ts';
import { type Toast, toastStore } from './toast-store.ts';
import './toast.css';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common');
  return (
    <li
      className={`toast toast--${toast.kind}`}
      onMouseEnter={() => toastStore.pause(toast.id)}
      onMouseLeave={() => toastStore.resume(toast.id)}
      onFocus={() => toastStore.pause(toast.id)}
      onBlur={() => toastStore.resume(toast.id)}
    >
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close" onClick={() => toastStore.dismiss(toast.id)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('action.closeMessage')}</span>
      </button>
    </li>
  );
}

/** Problems are announced at once (alert, assertive), confirmations when the reader is idle (status, polite). */
function LiveRegion({ role, toasts }: { role: 'alert' | 'status'; toasts: readonly Toast[] }) {
  return (
    <div role={role} aria-live={role === 'alert' ? 'assertive' : 'polite'} aria-atomic="false">
      <ul className="toaster__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}

/**
 * Top-centre stack of toasts (spec 000 §9). The two live regions exist from the first render, empty, so that
 * screen readers announce what is added: problems assertively, confirmations politely.
 * While a modal dialog is open, the stack is rendered inside it: the dialog is in the top layer above any z-index,
 * and the page outside it is inert, so toasts left there would sit under the backdrop and go unannounced.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const problems = toasts.filter((toast) => toast.kind === 'warning' || toast.kind === 'danger');
  const confirmations = toasts.filter((toast) => toast.kind === 'success' || toast.kind === 'info');
  const dialog = useInnermostDialog();
  const stack = (
    <div className="toaster">
      {/* Each live region wraps its list: a role on the <ul> itself would take away its list semantics. */}
      <LiveRegion role="alert" toasts={problems} />
      <LiveRegion role="status" toasts={confirmations} />
    </div>
  );
  return dialog ? createPortal(stack, dialog) : stack;
}

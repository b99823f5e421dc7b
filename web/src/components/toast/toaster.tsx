import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * Top-centre stack of toasts (spec 000 §9). The two live regions exist from the first render, empty, so that
 * screen readers announce what is added: problems assertively, confirmations politely.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const problems = toasts.filter((toast) => toast.kind === 'warning' || toast.kind === 'danger');
  const confirmations = toasts.filter((toast) => toast.kind === 'success' || toast.kind === 'info');
  return (
    <div className="toaster">
      <ul className="toaster__list" role="alert" aria-live="assertive" aria-atomic="false">
        {problems.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
      <ul className="toaster__list" role="status" aria-live="polite" aria-atomic="false">
        {confirmations.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ul>
    </div>
  );
}

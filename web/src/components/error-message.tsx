import { ERROR_CODES } from '@estante/contracts/errors';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import './components.css';

/**
 * The translated text for an error: the server's code when the web knows it, else the server's own
 * message (it is already in the caller's language), else the generic unexpected-error text.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation('errors');
  return (error) => {
    if (error instanceof ApiError) {
      if (i18n.exists(`errors:${error.code}`)) return t(error.code as 'OcorreuErroInesperado');
      if (error.status !== 0 && error.message && error.message !== error.code) return error.message;
    }
    return t(ERROR_CODES.unexpected);
  };
}

interface ErrorMessageProps {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

/** An error box for a failed load, with an optional retry button; announced by screen readers. */
export function ErrorMessage({ error, title, onRetry, children }: ErrorMessageProps) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  return (
    <div className="notice notice--error" role="alert">
      {title ? <p className="notice__title">{title}</p> : null}
      <p>{errorText(error)}</p>
      {children}
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('action.retry')}
        </button>
      ) : null}
    </div>
  );
}

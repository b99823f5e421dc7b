import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { presentError } from './errors/error-presentation.ts';
import './components.css';

/**
 * The translated text for an error, by the central rules of spec 001 §8 (errors/error-presentation.ts):
 * the server's code when the web knows it, else the server's own message, else the generic text.
 */
export function useErrorText(): (error: unknown) => string {
  // Subscribes the caller to language changes.
  useTranslation('errors');
  return (error) => presentError(error).message;
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

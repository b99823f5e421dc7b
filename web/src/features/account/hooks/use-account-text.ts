import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A circulation message key in the visitor's language: the account namespace knows the refusals of the
 * circulation rules; otherwise the server's own text (already in the caller's language) is shown.
 */
export function useRefusalText(): (code: string | null | undefined, fallback?: string | null) => string {
  const { t, i18n } = useTranslation('account');
  return (code, fallback) => {
    if (code && i18n.exists(`account:errors.${code}`)) return t(`errors.${code}` as 'errors.LimiteRenovacoesAtingido');
    return fallback ?? code ?? '';
  };
}

/** The refusal text of a failed call: its code translated here, else the server message. */
export function useApiRefusal(): (error: unknown) => string | undefined {
  const refusal = useRefusalText();
  return (error) => (error instanceof ApiError ? refusal(error.code, error.message) : undefined);
}

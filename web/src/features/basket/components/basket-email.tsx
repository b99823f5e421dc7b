import type { ExportFormat } from '@estante/contracts';
import { splitRecipients } from '@estante/contracts/validation';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendBasket } from '../api/export-basket.ts';
import { EMAIL_FORMATS } from '../utils/export-formats.ts';

function invalidFromError(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const details = error.details as { invalidos?: unknown } | undefined;
  return Array.isArray(details?.invalidos) ? details.invalidos.map(String) : [];
}

/** Sends the basket's references, in the format the user picks, to one or more addresses separated by ';' (spec 000 §1). */
export function BasketEmail({ ids }: { ids: number[] }) {
  const { t } = useTranslation('basket');
  const send = useSendBasket();
  const [problem, setProblem] = useState<string>();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const recipients = String(form.get('destinatarios') ?? '');
    const { valid, invalid } = splitRecipients(recipients);
    // The spec's e-mail pattern (packages/contracts validation), checked before the call and again by the server.
    if (invalid.length > 0) {
      setProblem(t('email.invalid', { count: invalid.length, addresses: invalid.join('; ') }));
      return;
    }
    if (valid.length === 0) {
      setProblem(t('email.required'));
      return;
    }
    setProblem(undefined);
    send.mutate({
      tipo: String(form.get('tipo') ?? 'abnt') as ExportFormat,
      acervos: ids,
      destinatarios: recipients,
      mensagem: String(form.get('mensagem') ?? ''),
    });
  };

  const serverInvalid = invalidFromError(send.error);
  const message =
    problem ??
    (serverInvalid.length > 0
      ? t('email.invalid', { count: serverInvalid.length, addresses: serverInvalid.join('; ') })
      : undefined);

  return (
    <section className="basket-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="basket-panel__heading">
        {t('email.heading')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="basket-email">
        <label htmlFor={`${id}-to`}>{t('email.recipients')}</label>
        <input
          id={`${id}-to`}
          name="destinatarios"
          type="text"
          inputMode="email"
          autoComplete="email"
          maxLength={2000}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          aria-invalid={message ? true : undefined}
          onInput={() => setProblem(undefined)}
        />
        <p id={`${id}-hint`} className="basket-panel__hint">
          {t('email.recipientsHint')}
        </p>
        {message ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {message}
          </p>
        ) : null}
        <label htmlFor={`${id}-format`}>{t('email.format')}</label>
        <select id={`${id}-format`} name="tipo" defaultValue="abnt">
          {EMAIL_FORMATS.map((format) => (
            <option key={format} value={format}>
              {t(`format.${format}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-message`}>{t('email.message')}</label>
        <textarea id={`${id}-message`} name="mensagem" rows={3} maxLength={2000} />
        <div className="basket-panel__actions">
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? <Spinner size="small" /> : null}
            {t('email.send')}
          </button>
          <span role="status" className="basket-panel__status">
            {send.isSuccess ? t('email.sent', { count: send.data.destinatarios.length }) : ''}
          </span>
        </div>
        {send.isError && serverInvalid.length === 0 ? <ErrorMessage error={send.error} /> : null}
      </form>
    </section>
  );
}

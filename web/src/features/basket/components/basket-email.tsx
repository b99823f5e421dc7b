import { BASKET_MAIL_MAX_RECIPIENTS, ERROR_CODES, type ExportFormat, splitRecipients } from '@estante/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { CaptchaField, useSession } from '../../auth/index.ts';
import { useSendBasket } from '../api/export-basket.ts';
import { EMAIL_FORMATS } from '../utils/export-formats.ts';

// The captcha's own layout (.auth-captcha) lives with the sign-in screens.

/** Codes of the basket e-mail's refusals (server/src/catalogue/basket-mail.ts). */
const CAPTCHA_REFUSED = 'AuthCAPTCHAError';
const TOO_MANY_RECIPIENTS = 'CestaDestinatariosDemais';

function detailsOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError)) return {};
  return typeof error.details === 'object' && error.details !== null ? (error.details as Record<string, unknown>) : {};
}

/**
 * Sends the basket's references, in the format the user picks, to a few addresses separated by ';' (spec 000 §1).
 * Visitors solve the captcha first; the server also limits recipients and messages an hour (docs/security.md), and
 * each refusal is said here in words the patron can act on.
 */
export function BasketEmail({ ids }: { ids: number[] }) {
  const { t } = useTranslation('basket');
  const send = useSendBasket();
  const visitor = !useSession().user;
  const [problem, setProblem] = useState<string>();
  const [captcha, setCaptcha] = useState<string>();
  const [captchaRound, setCaptchaRound] = useState(0);
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
    if (valid.length > BASKET_MAIL_MAX_RECIPIENTS) {
      setProblem(t('email.tooManyRecipients', { limit: BASKET_MAIL_MAX_RECIPIENTS }));
      return;
    }
    if (visitor && !captcha) {
      setProblem(t('email.captchaRequired'));
      return;
    }
    setProblem(undefined);
    send.mutate(
      {
        tipo: String(form.get('tipo') ?? 'abnt') as ExportFormat,
        acervos: ids,
        destinatarios: recipients,
        mensagem: String(form.get('mensagem') ?? ''),
        captcha: visitor ? captcha : undefined,
      },
      {
        // A solution is good for one call: the widget starts over after each.
        onSettled: () => {
          setCaptcha(undefined);
          setCaptchaRound((round) => round + 1);
        },
      },
    );
  };

  const refusal = (() => {
    if (!(send.error instanceof ApiError)) return undefined;
    const details = detailsOf(send.error);
    if (Array.isArray(details.invalidos) && details.invalidos.length > 0) {
      const addresses = details.invalidos.map(String);
      return t('email.invalid', { count: addresses.length, addresses: addresses.join('; ') });
    }
    if (send.error.code === CAPTCHA_REFUSED) return t('email.captchaRequired');
    if (send.error.code === TOO_MANY_RECIPIENTS)
      return t('email.tooManyRecipients', { limit: Number(details.limite ?? BASKET_MAIL_MAX_RECIPIENTS) });
    if (send.error.code === ERROR_CODES.tooManyRequests && typeof details.tentarApos === 'string')
      return t('email.hourlyLimit', { limit: Number(details.limite), time: formatDateTime(details.tentarApos) });
    return undefined;
  })();
  const message = problem ?? refusal;

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
          {t('email.recipientsHint', { limit: BASKET_MAIL_MAX_RECIPIENTS })}
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
        <textarea
          id={`${id}-message`}
          name="mensagem"
          rows={3}
          maxLength={2000}
          aria-describedby={`${id}-message-hint`}
        />
        <p id={`${id}-message-hint`} className="basket-panel__hint">
          {t('email.messageHint')}
        </p>
        {visitor ? (
          <>
            <p className="basket-panel__hint">{t('email.captchaHint')}</p>
            <CaptchaField key={captchaRound} onChange={setCaptcha} invalid={problem === t('email.captchaRequired')} />
          </>
        ) : null}
        <div className="basket-panel__actions">
          <button type="submit" className="button button--primary" disabled={send.isPending}>
            {send.isPending ? <Spinner size="small" /> : null}
            {t('email.send')}
          </button>
          <span role="status" className="basket-panel__status">
            {send.isSuccess ? t('email.sent', { count: send.data.destinatarios.length }) : ''}
          </span>
        </div>
        {send.isError && !refusal ? <ErrorMessage error={send.error} /> : null}
      </form>
    </section>
  );
}

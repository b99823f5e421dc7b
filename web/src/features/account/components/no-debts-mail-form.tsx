import { isValidEmail } from '@estante/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/error-message.tsx';
import { useMailNoDebtsDeclaration } from '../api/no-debts-api.ts';
import { useSignedInEmail } from '../api/patron-notices-api.ts';

/**
 * Sends the declaration just issued by e-mail: to the address typed, or the patron's registered one, which fills the
 * field from GET /pessoas/email-pessoa-logada so the patron sees where it goes.
 */
export function NoDebtsMailForm({ code }: { code: string }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const send = useMailNoDebtsDeclaration();
  const [email, setEmail] = useState('');
  const registered = useSignedInEmail();
  const registeredEmail = registered.data?.email ?? '';
  // Fills the field once the address arrives, unless the patron has typed already.
  useEffect(() => {
    if (registeredEmail) setEmail((typed) => typed || registeredEmail);
  }, [registeredEmail]);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (address && !isValidEmail(address)) return setProblem(t('requestForm.invalidEmail'));
    setProblem(null);
    send.mutate({ codigo: code, ...(address ? { email: address } : {}) });
  };
  return (
    <form className="account-filter" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('noDebts.mailTo')}</label>
      <input
        id={id}
        type="email"
        value={email}
        placeholder={t('noDebts.mailToPlaceholder')}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="button button--secondary" disabled={send.isPending}>
        {t('noDebts.sendMail')}
      </button>
      <div role="status" aria-live="polite">
        {send.isSuccess ? (
          <p className="notice notice--success">{t('noDebts.mailSent', { email: send.data.email })}</p>
        ) : null}
      </div>
      {problem || send.isError ? (
        <p className="account-filter__problem" role="alert">
          {problem ?? errorText(send.error)}
        </p>
      ) : null}
    </form>
  );
}

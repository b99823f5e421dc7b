import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The institution's login message, collapsed to 100 px until opened (spec 000 §2, §9). */
export function LoginMessage({ message }: { message: string | null | undefined }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!message?.trim()) return null;
  return (
    <section className="auth-message" aria-label={t('message.label')}>
      <div id={id} className={`auth-message__text${open ? ' auth-message__text--open' : ''}`}>
        {message}
      </div>
      <button
        type="button"
        className="auth-message__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('message.collapse') : t('message.expand')}
      </button>
    </section>
  );
}

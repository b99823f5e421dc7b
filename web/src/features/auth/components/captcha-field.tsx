import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { CAPTCHA_CHALLENGE_URL } from '../api/captcha.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import '../auth.css';

/** The widget's own translations for our languages (its texts are not ours to translate). */
const WIDGET_LANGUAGE = { pt: 'pt-br', en: 'en', es: 'es-es', fr: 'fr-fr', it: 'it' } as const;

/** Compact captcha under this width (spec 000 §9). */
const COMPACT_QUERY = '(max-width: 575.98px)';

function loadWidget(): Promise<unknown> {
  // Only pages that need a captcha download the widget and its translations.
  return Promise.all([
    import('altcha'),
    import('altcha/i18n/pt-br'),
    import('altcha/i18n/es-es'),
    import('altcha/i18n/fr-fr'),
    import('altcha/i18n/it'),
  ]);
}

interface CaptchaFieldProps {
  /** The solved payload (sent as `recaptcha_token`), or undefined while unsolved or expired. */
  onChange(payload: string | undefined): void;
  invalid?: boolean;
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA): the browser solves a challenge from our own
 * server, nothing is sent to a third party (spec 000 §6, function 1120).
 */
export function CaptchaField({ onChange, invalid }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const compact = useMediaQuery(COMPACT_QUERY);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let live = true;
    loadWidget().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!ready || !element) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(detail.state === 'verified' ? detail.payload : undefined);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [ready]);

  return (
    <fieldset className={`auth-captcha${compact ? ' auth-captcha--compact' : ''}`} aria-invalid={invalid || undefined}>
      <legend className="visually-hidden">{t('captcha.legend')}</legend>
      {ready ? (
        <altcha-widget
          ref={ref}
          challenge={CAPTCHA_CHALLENGE_URL}
          language={WIDGET_LANGUAGE[currentLanguage()]}
          configuration={JSON.stringify({ hideLogo: compact, hideFooter: compact })}
        />
      ) : (
        <p className="auth-captcha__loading">{t('captcha.loading')}</p>
      )}
    </fieldset>
  );
}

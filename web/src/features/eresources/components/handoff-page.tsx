import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { requestSignIn } from '../../auth/index.ts';

type State = { step: 'working' } | { step: 'failed'; error: unknown } | { step: 'sign-in' } | { step: 'idle' };

/**
 * A page that hands the reader to somewhere else (a provider, a signed link's target): it says what is happening,
 * runs `go` once (after a sign-in in the dialog when `needsUser`), and shows the failure in the reader's language
 * (spec 001 §8: the e-book integration's MinhaBibliotecaEmail among them).
 */
export function HandoffPage({
  title,
  lead,
  working,
  needsUser,
  go,
  children,
}: {
  title: string;
  lead: string;
  working: string;
  needsUser: boolean;
  /** Undefined when the address lacks what the hand-off needs: the page explains instead. */
  go: (() => Promise<void>) | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('eresources');
  const { user } = useAuth();
  const [state, setState] = useState<State>({ step: 'idle' });
  const started = useRef(false);

  useEffect(() => {
    if (!go || started.current) return;
    if (needsUser && !user) {
      setState({ step: 'sign-in' });
      return;
    }
    started.current = true;
    setState({ step: 'working' });
    go().catch((error: unknown) => setState({ step: 'failed', error }));
  }, [go, needsUser, user]);

  return (
    <div className="container page handoff-page">
      <PageTitle title={title} />
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{lead}</p>
      {state.step === 'working' ? (
        <p role="status" className="loading-inline">
          <Spinner size="small" /> {working}
        </p>
      ) : null}
      {state.step === 'sign-in' ? (
        <div className="notice">
          <p>{t('handoff.signIn')}</p>
          <button type="button" className="button button--primary" onClick={() => void requestSignIn()}>
            {t('handoff.signInButton')}
          </button>
        </div>
      ) : null}
      {state.step === 'failed' ? <ErrorMessage error={state.error} title={t('handoff.failed')} /> : null}
      {children}
      <p>
        <Link to="/">{t('handoff.back')}</Link>
      </p>
    </div>
  );
}

import type { TokenResponse } from '@estante/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { readOidcHandoff } from '../session/oidc-handoff.ts';
import { startSession } from '../session/session.ts';
import { safeRedirectTarget } from '../utils/redirect-target.ts';
import '../auth.css';

const KNOWN_ERRORS = [
  'OidcNaoConfigurado',
  'ErroAutenticacao',
  'ErroValidacaoToken',
  'PermissoesAutenticacaoNegadas',
  'UsuarioNaoEncontrado',
  'ACESSO_BLOQUEADO',
  'AcessoBloqueadoBiblioteca',
] as const;
type OidcErrorCode = (typeof KNOWN_ERRORS)[number];

function errorCode(value: string | null): OidcErrorCode {
  return (KNOWN_ERRORS as readonly string[]).includes(value ?? '') ? (value as OidcErrorCode) : 'ErroAutenticacao';
}

interface InstitutionalResponsePageProps {
  /** Fragment parameter holding the one-time token: `nonce` (OIDC) or `saml`. */
  param: 'nonce' | 'saml';
  validate(ticket: string): Promise<TokenResponse>;
}

/**
 * /oauth-response and /saml-response: back from the institution's OpenID Connect or SAML provider. The
 * one-time token arrives in the URL fragment (never sent to a server) and is exchanged for the session
 * (POST /api/oidc/validar or /api/saml/validar).
 */
export function InstitutionalResponsePage({ param, validate }: InstitutionalResponsePageProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<OidcErrorCode>();
  /** The reason staff wrote when they blocked the patron (AcessoBloqueadoBiblioteca). */
  const [blockReason, setBlockReason] = useState<string>();
  const started = useRef(false);

  useEffect(() => {
    // Once, even under StrictMode: the one-time token can be exchanged only once.
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    // Out of the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname);
    const ticket = fragment.get(param);
    if (!ticket) {
      setFailure(errorCode(fragment.get('erro')));
      setBlockReason(fragment.get('motivo') || undefined);
      return;
    }
    const target = safeRedirectTarget(fragment.get('redirect'));
    validate(ticket)
      .then((tokens) => startSession(tokens, readOidcHandoff()?.keepLoggedIn === true))
      .then(() => navigate(target, { replace: true }))
      .catch(() => setFailure('ErroValidacaoToken'));
  }, [navigate, param, validate]);

  return (
    <div className="container page auth-page">
      <PageTitle title={t('oidc.title')} />
      <h1 className="page__title">{t('oidc.title')}</h1>
      {failure ? (
        <>
          <div className="auth-alert auth-alert--danger" role="alert">
            {t(`oidc.error.${failure}`)}
            {failure === 'AcessoBloqueadoBiblioteca' && blockReason ? ` ${blockReason}` : null}
          </div>
          <Link className="auth-back" to={paths.login.getHref()}>
            {t('oidc.backToLogin')}
          </Link>
        </>
      ) : (
        <p role="status">
          <Spinner size="small" /> {t('oidc.inProgress')}
        </p>
      )}
    </div>
  );
}

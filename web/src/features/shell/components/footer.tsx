import type { InstitutionResponse } from '@estante/contracts';
import { ACTIVITY, MIN_BROWSERS } from '@estante/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/dialog/modal.tsx';
import { Logo } from '../../../components/logo.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { LazyEmbeddedLogin } from '../../auth/index.ts';
import { useActivities } from '../api/get-activities.ts';
import { SignInToSend } from './sign-in-to-send.tsx';
import '../shell.css';
import { AcquisitionSuggestionForm, GeneralCommentForm } from './lazy-forms.ts';

/** The footer modal: C general comment, S acquisition suggestion, SP support message (spec 001 §2). */
type FooterModal = 'C' | 'S' | 'SP';

/** Institution parameters holding the URLs of the activity 57 and 87 links (docs/web.md). */
const EXTERNAL_DATABASE_LINK = '__link_bases_dados';
const NETWORK_CATALOGUE_LINK = '__link_catalogo_rede';

function parameterUrl(institution: InstitutionResponse | undefined, name: string): string | undefined {
  const value = institution?.parametros[name];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * Footer (spec 000 §2, 001 §2): links gated by the institution's activities (12 suggestion, 13 comments,
 * 57 external databases, 87 network catalogue, 88 system logo), the Support button, the library's pages and its
 * privacy page (docs/privacy.md), copyright with the current year and the minimum browsers.
 */
export function Footer({ institution }: { institution: InstitutionResponse | undefined }) {
  const { t } = useTranslation('shell');
  const { user } = useAuth();
  const activities = useActivities();
  const [modal, setModal] = useState<FooterModal>();
  const close = () => setModal(undefined);
  // Opens a form's dialog once its code (and, for a visitor, the access form's) has arrived, so that the dialog
  // moves the focus to its first field; on a failed download it opens anyway and the lazy part retries.
  const openForm = (kind: 'C' | 'S') => {
    const form = kind === 'C' ? GeneralCommentForm : AcquisitionSuggestionForm;
    void Promise.all([form.preload(), user ? undefined : LazyEmbeddedLogin.preload()])
      .catch(() => undefined)
      .then(() => setModal(kind));
  };
  const name = institution?.nome || t('brand.fallbackName');
  const year = new Date().getFullYear();
  const externalDatabases = activities.has(ACTIVITY.externalDatabase)
    ? parameterUrl(institution, EXTERNAL_DATABASE_LINK)
    : undefined;
  const networkCatalogue = activities.has(ACTIVITY.networkCatalogue)
    ? parameterUrl(institution, NETWORK_CATALOGUE_LINK)
    : undefined;
  const supportMessage = institution?.msg_suporte_consulta?.trim() || t('support.defaultMessage');

  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__name">{name}</p>
          <p>{t('footer.copyright', { year, name })}</p>
        </div>
        <nav className="site-footer__nav" aria-label={t('footer.linksLabel')}>
          <ul className="site-footer__links">
            {activities.has(ACTIVITY.suggestion) ? (
              <li>
                <button type="button" className="link-button" onClick={() => openForm('S')}>
                  {t('footer.suggestion')}
                </button>
              </li>
            ) : null}
            {activities.has(ACTIVITY.comments) ? (
              <li>
                <button type="button" className="link-button" onClick={() => openForm('C')}>
                  {t('footer.comment')}
                </button>
              </li>
            ) : null}
            {externalDatabases ? (
              <li>
                <a href={externalDatabases} target="_blank" rel="noopener">
                  {t('footer.externalDatabases')}
                  <span className="visually-hidden"> ({t('opensInNewTab', { ns: 'common' })})</span>
                </a>
              </li>
            ) : null}
            {networkCatalogue ? (
              <li>
                <a href={networkCatalogue} target="_blank" rel="noopener">
                  {t('footer.networkCatalogue')}
                  <span className="visually-hidden"> ({t('opensInNewTab', { ns: 'common' })})</span>
                </a>
              </li>
            ) : null}
            <li>
              <Link to={paths.libraryInformation.getHref()}>{t('footer.library')}</Link>
            </li>
            <li>
              <Link to={paths.faq.getHref()}>{t('footer.faq')}</Link>
            </li>
            <li>
              <Link to={paths.events.getHref()}>{t('footer.events')}</Link>
            </li>
            {/* The library's own privacy page, which links the institution's policy (link_lgpd) when there is one. */}
            <li>
              <Link to={paths.privacy.getHref()}>{t('footer.dataProtection')}</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => setModal('SP')}>
                {t('footer.support')}
              </button>
            </li>
          </ul>
        </nav>
        <div className="site-footer__meta">
          <p>{t('footer.browsers', MIN_BROWSERS)}</p>
          {activities.has(ACTIVITY.systemLogo) ? (
            <p className="site-footer__system" data-testid="system-logo">
              <Logo size={24} />
              <span>{t('footer.poweredBy', { product: 'Estante' })}</span>
            </p>
          ) : null}
        </div>
      </div>

      <Modal open={modal === 'SP'} title={t('support.title')} onClose={close} size="small">
        <p className="support-message">{supportMessage}</p>
      </Modal>
      <Modal open={modal === 'C'} title={t('footer.comment')} onClose={close}>
        {user ? (
          <GeneralCommentForm
            onCancel={close}
            onSent={() => {
              close();
              toast.success(t('toast.ComentarioGeralEnviadoSucesso'));
            }}
          />
        ) : (
          <SignInToSend embedded />
        )}
      </Modal>
      <Modal open={modal === 'S'} title={t('footer.suggestion')} onClose={close}>
        {user ? (
          <AcquisitionSuggestionForm
            institution={institution}
            onCancel={close}
            onSent={() => {
              close();
              toast.success(t('toast.SugestaoAquisicaoEnviadoSucesso'));
            }}
          />
        ) : (
          <SignInToSend embedded />
        )}
      </Modal>
    </footer>
  );
}

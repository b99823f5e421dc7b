import { isSitePath } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { continueGrupoA, getProviderLink, redeemRedirectLink } from '../api/eresources-api.ts';
import { HandoffPage } from './handoff-page.tsx';

/** Leaves the catalogue for a provider's page, replacing this one so Back returns to the title. */
function leaveFor(url: string): void {
  window.location.replace(url);
}

/**
 * /pearson (spec 001 §2, §7.14): opened in a new window for a link flagged pearson. It asks for the Pearson link with
 * a one-time token Pearson redeems once (token-redireciona) and goes there, with the book the title links to.
 */
export function PearsonPage() {
  const { t } = useTranslation('eresources');
  const [params] = useSearchParams();
  const target = params.get('url') ?? undefined;
  return (
    <HandoffPage
      title={t('pearson.title')}
      lead={t('pearson.lead')}
      working={t('pearson.working')}
      needsUser
      go={async () => leaveFor((await getProviderLink('pearson', target)).url)}
    />
  );
}

/**
 * /grupoa: Grupo A's platform (Minha Biblioteca) sends the reader here with `sessionid`; it is posted to
 * /vinculos/grupoa for the signed-in reader, and the platform's answer says where to continue.
 */
export function GrupoAPage() {
  const { t } = useTranslation('eresources');
  const [params] = useSearchParams();
  const session = params.get('sessionid');
  return (
    <HandoffPage
      title={t('grupoa.title')}
      lead={session ? t('grupoa.lead') : t('grupoa.noSession')}
      working={t('grupoa.working')}
      needsUser
      go={session ? async () => leaveFor((await continueGrupoA(session)).url) : undefined}
    />
  );
}

/**
 * /pergamum_redireciona?token=…: a link the library signed (an e-mail, a notice) is redeemed once by the server,
 * which refuses a tampered, expired, used or foreign-host one; a path of this site opens here, else the page leaves.
 */
export function RedirectHandlerPage() {
  const { t } = useTranslation('eresources');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  return (
    <HandoffPage
      title={t('redirect.title')}
      lead={token ? t('redirect.lead') : t('redirect.noToken')}
      working={t('redirect.working')}
      needsUser={false}
      go={
        token
          ? async () => {
              const { url } = await redeemRedirectLink(token);
              if (isSitePath(url)) navigate(url, { replace: true });
              else leaveFor(url);
            }
          : undefined
      }
    />
  );
}

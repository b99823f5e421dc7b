import type { LinkResponse } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { notifyError } from '../../../components/errors/notify-error.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { appLayerQrCodeUrl } from '../api/eresources-api.ts';

interface AppLayer {
  nome: string;
  descricao?: string | null;
  link: string;
}

/**
 * /meupergamum/app (spec 000 §2): the library's apps (the app-layers parameter), each with its link and a QR code a
 * phone scans to open it; signed in, a button opens the personal area in a new tab already signed in
 * (PUT /pessoas/meupergamum/redirect-base: the link's one-time token travels in the fragment).
 */
export function SelfServiceAppPage() {
  const { t, i18n } = useTranslation('eresources');
  const { user } = useAuth();
  const layers = useQuery({
    queryKey: ['site', 'app-layers', i18n.language],
    queryFn: () => api.get<AppLayer[] | null>('/parametros/app-layers'),
  });

  async function openSignedIn() {
    const opened = window.open('about:blank', '_blank');
    if (opened) opened.opener = null;
    try {
      const { url } = await api.put<LinkResponse>('/pessoas/meupergamum/redirect-base', { base: '/meupergamum' });
      // A link of this site: opened on the origin the reader is on (a site reachable under two names keeps theirs).
      const link = new URL(url);
      const local = `${link.pathname}${link.search}${link.hash}`;
      if (opened) opened.location.href = local;
      else window.location.assign(local);
    } catch (error) {
      opened?.close();
      notifyError(error);
    }
  }

  const list = layers.data ?? [];
  return (
    <div className="container page app-page">
      <PageTitle title={t('app.title')} />
      <h1 className="page__title">{t('app.title')}</h1>
      <p className="page__lead">{t('app.lead')}</p>
      {layers.isError ? <ErrorMessage error={layers.error} onRetry={() => void layers.refetch()} /> : null}
      {layers.isSuccess && list.length === 0 ? <p>{t('app.none')}</p> : null}
      <ul className="app-page__layers">
        {list.map((layer, index) => (
          <li key={layer.link} className="app-page__layer">
            <h2 className="app-page__name">{layer.nome}</h2>
            {layer.descricao ? <p>{layer.descricao}</p> : null}
            <img
              className="app-page__qr"
              src={appLayerQrCodeUrl(index)}
              width={160}
              height={160}
              alt={t('app.qrAlt', { name: layer.nome })}
            />
            <p>
              <a href={layer.link} target="_blank" rel="noopener noreferrer" className="external-link">
                {t('app.open', { name: layer.nome })}
                <span className="visually-hidden"> ({t('opensInNewTab')})</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
      {user ? (
        <section className="app-page__signed-in" aria-labelledby="app-page-tab">
          <h2 id="app-page-tab">{t('app.newTabTitle')}</h2>
          <p>{t('app.newTabText')}</p>
          <button type="button" className="button button--secondary" onClick={() => void openSignedIn()}>
            {t('app.newTabButton')}
          </button>
        </section>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthority } from '../api/browse.ts';
import { AUTHORITIES_GUIDE, searchUrlOfApiPath } from '../utils/browse-config.ts';
import '../browse.css';

/**
 * /autoridade/{id} and /autoridade/{id}/marc: the authority's heading, see-from and see-also forms, notes
 * and the records under it; the MARC view is given by the route (`marcView`).
 */
export function AuthorityScreen({ id, marcView }: { id: number; marcView?: ReactNode }) {
  const { t } = useTranslation('browse');
  const authority = useAuthority(id);
  const { pathname } = useLocation();
  const onMarc = pathname.endsWith('/marc');

  if (authority.isPending) {
    return (
      <div className="container page">
        <p role="status">
          <Spinner size="small" /> {t('loading')}
        </p>
      </div>
    );
  }
  if (authority.isError) {
    const missing = authority.error instanceof ApiError && authority.error.isNotFound;
    return (
      <div className="container page">
        <PageTitle title={t(missing ? 'authority.notFound' : 'authority.loadError')} />
        <h1 className="page__title">{t(missing ? 'authority.notFound' : 'authority.loadError')}</h1>
        {missing ? (
          <Link to={`/${AUTHORITIES_GUIDE}`}>{t('tabs.authorities')}</Link>
        ) : (
          <ErrorMessage error={authority.error} onRetry={() => authority.refetch()} />
        )}
      </div>
    );
  }
  const data = authority.data;
  return (
    <div className="container page browse-page">
      <PageTitle title={data.cabecalho} />
      <p className="record-page__back">
        <Link to={`/${AUTHORITIES_GUIDE}`}>← {t('tabs.authorities')}</Link>
      </p>
      <p className="authority__type">
        {t(`authorities.kind.${data.tipo}` as 'authorities.kind.todos', { defaultValue: data.tipo })}
      </p>
      <h1 className="page__title">{data.cabecalho}</h1>
      <nav className="browse-tabs" aria-label={t('authority.views')}>
        <Link to={paths.authority.getHref(id)} aria-current={onMarc ? undefined : 'page'}>
          {t('authority.details')}
        </Link>
        <Link to={paths.authorityMarc.getHref(id)} aria-current={onMarc ? 'page' : undefined}>
          MARC
        </Link>
      </nav>
      {onMarc ? (
        marcView
      ) : (
        <dl className="authority-fields">
          <div>
            <dt>{t('authority.records')}</dt>
            <dd>
              {data.total_acervos > 0 ? (
                <Link to={searchUrlOfApiPath(data.pesquisa)}>
                  {t('authority.recordsLink', { count: data.total_acervos })}
                </Link>
              ) : (
                t('authority.noRecords')
              )}
            </dd>
          </div>
          {data.remissivas.length > 0 ? (
            <div>
              <dt>{t('authority.seeFrom')}</dt>
              <dd>
                <ul>
                  {data.remissivas.map((form) => (
                    <li key={form}>{form}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          {data.ver_tambem.length > 0 ? (
            <div>
              <dt>{t('authority.seeAlso')}</dt>
              <dd>
                <ul>
                  {data.ver_tambem.map((heading) => (
                    <li key={heading}>
                      <Link to={`/${AUTHORITIES_GUIDE}?termo=${encodeURIComponent(heading)}`}>{heading}</Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          {data.notas.length > 0 ? (
            <div>
              <dt>{t('authority.notes')}</dt>
              <dd>
                <ul>
                  {data.notas.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      )}
    </div>
  );
}

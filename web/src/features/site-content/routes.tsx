import type { ServiceDesksResponse } from '@estante/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ErrorMessage } from '../../components/error-message.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import {
  useEventServerEvents,
  useFaq,
  useGeneralInformation,
  useInstitutionalEvents,
  useServiceDesks,
} from './api/library-pages.ts';
import { SiteEvents, SiteFaq, SiteGeneralInformation } from './components/site-sections.tsx';
import './site-content.css';

/**
 * The library's own pages (docs/staff-content.md "The library's pages"): what staff write in the content console,
 * shown to everyone. Each page loads its sections; one that staff have not written shows a sentence, not a gap.
 */

function Page({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('library');
  return (
    <div className="container page library-page">
      <PageTitle title={title} />
      <h1 className="page__title">{title}</h1>
      {children}
      <nav className="library-page__nav" aria-label={t('nav.label')}>
        <ul>
          <li>
            <NavLink to={paths.libraryInformation.getHref()}>{t('information.title')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.faq.getHref()}>{t('faq.title')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.events.getHref()}>{t('events.title')}</NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** Loading, failure or content of one query, the same way on every page. */
function Loaded<T>({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  empty: string;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  const { t } = useTranslation('library');
  if (query.isPending) return <p>{t('loading')}</p>;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => query.refetch()} />;
  const data = query.data;
  if (data === null || data === undefined || (Array.isArray(data) && data.length === 0)) return <p>{empty}</p>;
  return <>{children(data as NonNullable<T>)}</>;
}

/** /perguntas-frequentes: the FAQ section, each question opening its answer. */
export function FaqRoute() {
  const { t } = useTranslation('library');
  const faq = useFaq();
  return (
    <Page title={t('faq.title')}>
      <Loaded query={faq} empty={t('faq.empty')}>
        {(content) => <SiteFaq content={content} language={currentLanguage()} />}
      </Loaded>
    </Page>
  );
}

function ServiceDesks({ campuses }: { campuses: ServiceDesksResponse }) {
  const { t } = useTranslation('library');
  return (
    <>
      {campuses
        .filter((campus) => campus.bibliotecas.length > 0)
        .map((campus) => (
          <section key={campus.cod_campus} className="library-campus" aria-labelledby={`campus-${campus.cod_campus}`}>
            <h3 id={`campus-${campus.cod_campus}`}>{campus.nome_campus}</h3>
            <ul className="library-desks">
              {campus.bibliotecas.map((desk) => (
                <li key={desk.cod_biblioteca} className="library-desk">
                  <h4>{desk.desc_biblioteca}</h4>
                  <dl>
                    <div>
                      <dt>{t('desks.hours')}</dt>
                      <dd className="site-text__paragraph">{desk.horario ?? t('desks.none')}</dd>
                    </div>
                    <div>
                      <dt>{t('desks.email')}</dt>
                      <dd>{desk.email ? <a href={`mailto:${desk.email}`}>{desk.email}</a> : t('desks.none')}</dd>
                    </div>
                    <div>
                      <dt>{t('desks.phone')}</dt>
                      <dd>
                        {desk.telefone ? (
                          <a href={`tel:${desk.telefone.replace(/[^\d+]/g, '')}`}>{desk.telefone}</a>
                        ) : (
                          t('desks.none')
                        )}
                      </dd>
                    </div>
                    <div>
                      <dt>{t('desks.address')}</dt>
                      <dd>{desk.endereco ?? t('desks.none')}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}

/** /biblioteca: general information, then each campus's service desks with hours and contacts. */
export function LibraryInformationRoute() {
  const { t } = useTranslation('library');
  const information = useGeneralInformation();
  const desks = useServiceDesks();
  return (
    <Page title={t('information.title')}>
      <section aria-labelledby="library-general">
        <h2 id="library-general">{t('information.general')}</h2>
        <Loaded query={information} empty={t('information.empty')}>
          {(content) => <SiteGeneralInformation content={content} language={currentLanguage()} />}
        </Loaded>
      </section>
      <section aria-labelledby="library-desks">
        <h2 id="library-desks">{t('desks.title')}</h2>
        <Loaded query={desks} empty={t('desks.empty')}>
          {(campuses) => <ServiceDesks campuses={campuses} />}
        </Loaded>
      </section>
    </Page>
  );
}

/** /eventos: the institution's events and those of the events server, soonest first. */
export function EventsRoute() {
  const { t } = useTranslation('library');
  const institutional = useInstitutionalEvents();
  const eventServer = useEventServerEvents();
  return (
    <Page title={t('events.title')}>
      <section aria-labelledby="events-institutional">
        <h2 id="events-institutional">{t('events.institutional')}</h2>
        <Loaded query={institutional} empty={t('events.empty')}>
          {(content) => <SiteEvents content={content} language={currentLanguage()} />}
        </Loaded>
      </section>
      <section aria-labelledby="events-server">
        <h2 id="events-server">{t('events.server')}</h2>
        <Loaded query={eventServer} empty={t('events.empty')}>
          {(content) => <SiteEvents content={content} language={currentLanguage()} />}
        </Loaded>
      </section>
    </Page>
  );
}

import type { MatchingTitle } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { matchingTitlesQuery } from '../api/interest-profile-api.ts';
import { InterestHeadingsSection } from './interest-headings-section.tsx';
import { InterestSerialsSection } from './interest-serials-section.tsx';
import { InterestWorkTypesSection } from './interest-work-types-section.tsx';

/**
 * Interest profile (spec 001 §7.10, selective dissemination): authors, subjects and areas; serials; work types;
 * and the titles the catalogue received since the last notice that match the profile's valid items.
 */
export function InterestProfileScreen() {
  const { t, i18n } = useTranslation('services');
  const titles = useQuery(matchingTitlesQuery());
  const list = useQuery({ ...matchingTitlesQuery(), select: (data) => data.titulos });
  const columns: DataColumn<MatchingTitle>[] = [
    {
      header: t('interestProfile.colTitle'),
      cell: (row) => (
        <>
          <Link to={paths.record.getHref(row.cod_acervo)}>{row.titulo}</Link>
          {row.autor ? <span className="account-meta">{row.autor}</span> : null}
        </>
      ),
    },
    { header: t('interestProfile.colAdded'), cell: (row) => formatDate(row.incluido_em, i18n.language) },
    { header: t('interestProfile.colReasons'), cell: (row) => row.motivos.join('; ') },
  ];

  return (
    <section aria-labelledby="interest-profile-heading" className="account-section">
      <h2 id="interest-profile-heading">{t('interestProfile.title')}</h2>
      <p>{t('interestProfile.intro')}</p>
      <InterestHeadingsSection />
      <InterestSerialsSection />
      <InterestWorkTypesSection />
      <section aria-labelledby="interest-titles-heading" className="account-section">
        <h3 id="interest-titles-heading">{t('interestProfile.titlesTitle')}</h3>
        {titles.data ? (
          <p>{t('interestProfile.titlesSince', { date: formatDate(titles.data.desde, i18n.language) })}</p>
        ) : null}
        <DataList
          query={list}
          columns={columns}
          rowKey={(row) => row.cod_acervo}
          empty={t('interestProfile.noTitles')}
        />
      </section>
    </section>
  );
}

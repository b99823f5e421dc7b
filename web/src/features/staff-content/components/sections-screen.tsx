import { SUPPORTED_LANGUAGES } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { LANGUAGE_NATIVE_NAMES } from '../../../lib/i18n.ts';
import { type SiteConfiguration, useConfiguration } from '../api/content-api.ts';
import { sectionPath } from '../utils/content-paths.ts';
import { noticeActivity, SECTION_KEYS, savedLanguages, sectionKind } from '../utils/section-kinds.ts';

/** A section's name for staff: the home sections, FAQ, events… or an activity's notice by the activity's name. */
export function useSectionName(key: string, configuration: SiteConfiguration | undefined): string {
  const { t } = useTranslation('content');
  const activity = noticeActivity(key);
  if (activity === undefined) return t(`section.${key as 'faq'}`);
  const description = configuration?.atividades.find((item) => item.cod_atividade === activity)?.descricao;
  return t('section.notice', { activity: description ?? activity });
}

function SectionRow({ sectionKey, configuration }: { sectionKey: string; configuration: SiteConfiguration }) {
  const { t } = useTranslation('content');
  const name = useSectionName(sectionKey, configuration);
  const stored = savedLanguages(configuration.secoes, sectionKey);
  const missing = SUPPORTED_LANGUAGES.filter((language) => !stored.has(language));
  return (
    <tr>
      <th scope="row">
        <Link to={sectionPath(sectionKey, missing[0] ?? 'pt')}>{name}</Link>
        <span className="content-muted content-block">{t(`kind.${sectionKind(sectionKey) ?? 'text'}`)}</span>
      </th>
      <td data-label={t('sections.languages')}>
        <ul className="content-language-list">
          {SUPPORTED_LANGUAGES.map((language) => (
            <li key={language}>
              <Link
                to={sectionPath(sectionKey, language)}
                className={`content-language-chip content-language-chip--${stored.has(language) ? 'saved' : 'missing'}`}
              >
                {LANGUAGE_NATIVE_NAMES[language]}
                <span className="visually-hidden">
                  {' '}
                  ({t(`sections.state.${stored.has(language) ? 'saved' : 'missing'}`)})
                </span>
                {stored.has(language) ? null : <span aria-hidden="true"> ✕</span>}
              </Link>
            </li>
          ))}
        </ul>
      </td>
      <td data-label={t('sections.status')}>
        {missing.length === 0 ? t('sections.complete') : t('sections.missingCount', { count: missing.length })}
      </td>
    </tr>
  );
}

/** /equipe/conteudo: the site's sections, each with the languages it is written in and those still missing. */
export function SectionsScreen() {
  const { t } = useTranslation('content');
  const configuration = useConfiguration();
  return (
    <>
      <PageTitle title={t('sections.title')} />
      <h2>{t('sections.title')}</h2>
      <p className="content-muted">{t('sections.lead')}</p>
      {configuration.isPending ? (
        <Spinner size="large" />
      ) : configuration.isError ? (
        <ErrorMessage error={configuration.error} onRetry={() => configuration.refetch()} />
      ) : (
        <div className="data-table-wrap">
          <table className="data-table content-table">
            <caption className="visually-hidden">{t('sections.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sections.section')}</th>
                <th scope="col">{t('sections.languages')}</th>
                <th scope="col">{t('sections.status')}</th>
              </tr>
            </thead>
            <tbody>
              {SECTION_KEYS.map((key) => (
                <SectionRow key={key} sectionKey={key} configuration={configuration.data} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

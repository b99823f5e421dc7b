import type { RecordTotals } from '@estante/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BarChart, BarLegend } from '../../../components/chart/bar-chart.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { formatDate, formatInteger } from '../../../lib/format.ts';
import {
  type Period,
  useTitleLibraries,
  useTitleName,
  useTitleSearch,
  useTitleTotals,
} from '../api/acquisitions-api.ts';
import '../acquisitions.css';
import { LibraryPeriodForm } from './period-fields.tsx';
import { withTranslations } from './with-translations.tsx';

interface ChosenTitle {
  id: number;
  title: string;
}

const SERIES = [
  { key: 'loans', className: 'bar-chart__series--1', value: (row: RecordTotals) => row.emprestimos },
  { key: 'holds', className: 'bar-chart__series--2', value: (row: RecordTotals) => row.reservas },
  { key: 'copies', className: 'bar-chart__series--3', value: (row: RecordTotals) => row.exemplares },
] as const;

/**
 * Title totals (spec 000 §1 self-service "title totals"): choose a title, a period and a library; the title's loans
 * and holds in the period and its copies, per library as a chart (the statistics tab's BarChart) and as a table.
 * `?acervo=ID` opens it with a title chosen (the title page links here).
 */
function TitleTotalsScreenContent() {
  const { t } = useTranslation('acquisitions');
  const [params, setParams] = useSearchParams();
  const fromLink = Number(params.get('acervo'));
  const [chosen, setChosen] = useState<ChosenTitle | undefined>(
    Number.isInteger(fromLink) && fromLink > 0 ? { id: fromLink, title: '' } : undefined,
  );
  const choose = (title: ChosenTitle | undefined) => {
    setChosen(title);
    setParams(title ? { acervo: String(title.id) } : {}, { replace: true });
  };
  return (
    <section aria-labelledby="title-totals-heading" className="account-section acquisitions">
      <h2 id="title-totals-heading">{t('totals.title')}</h2>
      <p>{t('totals.intro')}</p>
      {chosen ? (
        <TitleTotals key={chosen.id} chosen={chosen} onChange={() => choose(undefined)} />
      ) : (
        <TitlePicker onChoose={choose} />
      )}
    </section>
  );
}

/** Words of a title, then the matching titles to choose from. */
function TitlePicker({ onChoose }: { onChoose: (title: ChosenTitle) => void }) {
  const { t } = useTranslation('acquisitions');
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const found = useTitleSearch(term);
  return (
    <>
      <form
        className="acquisitions__filters"
        onSubmit={(event) => {
          event.preventDefault();
          setTerm(text.trim());
        }}
      >
        <div className="acquisitions__field acquisitions__field--wide">
          <label htmlFor={id}>{t('totals.titleWords')}</label>
          <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        <button type="submit" className="button button--primary">
          {t('totals.find')}
        </button>
      </form>
      {found.isError ? <ErrorMessage error={found.error} title={t('totals.findFailed')} /> : null}
      {found.data ? (
        found.data.data.length === 0 ? (
          <p role="status">{t('totals.noTitles')}</p>
        ) : (
          <>
            <p role="status">{t('totals.found', { count: found.data.total })}</p>
            <ul className="acquisitions__titles">
              {found.data.data.map((hit) => (
                <li key={hit.cod_acervo}>
                  <span>
                    {hit.titulo}
                    {hit.autor ? <span className="account-meta">{hit.autor}</span> : null}
                  </span>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('totals.chooseTitle', { title: hit.titulo })}
                    onClick={() => onChoose({ id: hit.cod_acervo, title: hit.titulo })}
                  >
                    {t('totals.choose')}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </>
  );
}

function TitleTotals({ chosen, onChange }: { chosen: ChosenTitle; onChange: () => void }) {
  const { t, i18n } = useTranslation('acquisitions');
  const language = i18n.language;
  const libraries = useTitleLibraries(chosen.id);
  const [applied, setApplied] = useState<{ period: Period; library: string }>({ period: {}, library: '' });
  const shown = (libraries.data ?? []).filter((entry) => !applied.library || entry.cod_biblioteca === applied.library);
  const [overall, ...perLibrary] = useTitleTotals(
    chosen.id,
    applied.period,
    shown.map((entry) => entry.cod_biblioteca),
  );
  const fetched = useTitleName(chosen.id, chosen.title);
  const title = chosen.title || fetched.data;
  const rows = shown.map((entry, index) => ({ library: entry, totals: perLibrary[index]?.data }));
  const complete = rows.every((row) => row.totals);
  const { dataIni, dataFim } = applied.period;
  return (
    <>
      <p className="acquisitions__chosen">
        {t('totals.chosen')}{' '}
        <Link to={`/acervo/${chosen.id}`}>{title || t('totals.titleNumber', { id: chosen.id })}</Link>{' '}
        <button type="button" className="button button--secondary" onClick={onChange}>
          {t('totals.changeTitle')}
        </button>
      </p>
      <LibraryPeriodForm
        libraries={libraries.data ?? []}
        submitLabel={t('totals.show')}
        onApply={(library, period) => setApplied({ period, library })}
      />
      {overall?.isError ? <ErrorMessage error={overall.error} title={t('totals.failed')} /> : null}
      {libraries.isError ? <ErrorMessage error={libraries.error} title={t('totals.failed')} /> : null}
      {overall?.data && libraries.data && complete ? (
        <div className="acquisitions__results">
          <p className="acquisitions__summary" role="status">
            {dataIni && dataFim
              ? t('totals.periodOf', { from: formatDate(dataIni, language), to: formatDate(dataFim, language) })
              : t('totals.allTime')}
            {applied.library ? ` · ${shown[0]?.desc_biblioteca ?? applied.library}` : ''}
          </p>
          <dl className="acquisitions__facts acquisitions__facts--figures">
            {(
              [
                ['loans', applied.library ? rows[0]?.totals?.emprestimos : overall.data.emprestimos],
                ['holds', applied.library ? rows[0]?.totals?.reservas : overall.data.reservas],
                ['copies', applied.library ? rows[0]?.totals?.exemplares : overall.data.exemplares],
                ['available', applied.library ? rows[0]?.totals?.disponiveis : overall.data.disponiveis],
                ['onLoan', applied.library ? rows[0]?.totals?.emprestados : overall.data.emprestados],
                ['activeHolds', applied.library ? rows[0]?.totals?.reservas_ativas : overall.data.reservas_ativas],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt>{t(`totals.${key}`)}</dt>
                <dd>{formatInteger(value ?? 0, language)}</dd>
              </div>
            ))}
          </dl>
          {rows.length > 0 ? (
            <>
              <h3>{t('totals.byLibraryChart')}</h3>
              <BarLegend
                items={SERIES.map((series) => ({
                  key: series.key,
                  className: series.className,
                  label: t(`totals.${series.key}`),
                }))}
              />
              <BarChart
                labels={rows.map((row) => row.library.desc_biblioteca)}
                series={SERIES.map((series) => ({
                  key: series.key,
                  className: series.className,
                  values: rows.map((row) => (row.totals ? series.value(row.totals) : 0)),
                }))}
              />
              <div className="table-scroller">
                <table className="data-table">
                  <caption>{t('totals.byLibrary')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('statistics.library')}</th>
                      <th scope="col">{t('totals.loans')}</th>
                      <th scope="col">{t('totals.holds')}</th>
                      <th scope="col">{t('totals.copies')}</th>
                      <th scope="col">{t('totals.available')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.library.cod_biblioteca}>
                        <th scope="row">{row.library.desc_biblioteca}</th>
                        <td>{formatInteger(row.totals?.emprestimos ?? 0, language)}</td>
                        <td>{formatInteger(row.totals?.reservas ?? 0, language)}</td>
                        <td>{formatInteger(row.totals?.exemplares ?? 0, language)}</td>
                        <td>{formatInteger(row.totals?.disponiveis ?? 0, language)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          ) : (
            <p>{t('totals.noCopies')}</p>
          )}
        </div>
      ) : overall?.isPending || libraries.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : null}
    </>
  );
}

export const TitleTotalsScreen = withTranslations(TitleTotalsScreenContent);

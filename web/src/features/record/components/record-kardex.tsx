import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKardexData, useKardexOptions } from '../api/get-kardex.ts';
import { frequencyLabel } from './kardex-format.ts';
import { KardexGrid, type SelectedIssue } from './kardex-grid.tsx';
import { KardexIssueDetail } from './kardex-issue-detail.tsx';
import { KardexVolumes } from './kardex-volumes.tsx';
import { SectionFrame } from './section-frame.tsx';
import './kardex.css';

/**
 * /colecao-kardex: a periodical's collection read from its holdings records: for each library, a year-by-issue
 * grid (received, missing, not yet due), filters by library, periodicity and year, and the issue chosen.
 */
export function RecordKardex({ recordId }: { recordId: number }) {
  const { t } = useTranslation('kardex');
  const options = useKardexOptions(recordId);
  const [library, setLibrary] = useState('');
  const [periodicity, setPeriodicity] = useState('');
  const [year, setYear] = useState('');
  const [selected, setSelected] = useState<SelectedIssue>();
  const data = useKardexData(recordId, {
    codBib: library || undefined,
    codPeriod: periodicity || undefined,
    year: year ? Number(year) : undefined,
  });
  const libraryId = useId();
  const periodicityId = useId();
  const yearId = useId();
  const lastCell = useRef<HTMLElement | null>(null);

  function select(issue: SelectedIssue) {
    lastCell.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSelected(issue);
  }
  function close() {
    setSelected(undefined);
    // Back to the cell the issue was opened from.
    lastCell.current?.focus();
  }

  const choices = options.data;
  return (
    <SectionFrame title={t('title')} query={data}>
      {() => (
        <>
          {choices && choices.anos.length > 0 ? (
            <fieldset className="filters-row kardex-filters">
              <legend className="visually-hidden">{t('filters')}</legend>
              <span className="kardex-filters__field">
                <label htmlFor={libraryId}>{t('library')}</label>
                <select id={libraryId} value={library} onChange={(event) => setLibrary(event.target.value)}>
                  <option value="">{t('allLibraries')}</option>
                  {choices.bibliotecas.map((entry) => (
                    <option key={entry.cod_biblioteca} value={entry.cod_biblioteca}>
                      {entry.desc_biblioteca}
                    </option>
                  ))}
                </select>
              </span>
              <span className="kardex-filters__field">
                <label htmlFor={periodicityId}>{t('periodicity')}</label>
                <select id={periodicityId} value={periodicity} onChange={(event) => setPeriodicity(event.target.value)}>
                  <option value="">{t('allPeriodicities')}</option>
                  {choices.periodicidades.map((entry) => (
                    <option key={entry.cod_periodicidade} value={entry.cod_periodicidade}>
                      {frequencyLabel(t, entry.cod_periodicidade)}
                    </option>
                  ))}
                </select>
              </span>
              <span className="kardex-filters__field">
                <label htmlFor={yearId}>{t('year')}</label>
                <select id={yearId} value={year} onChange={(event) => setYear(event.target.value)}>
                  <option value="">{t('allYears')}</option>
                  {choices.anos.map((entry) => (
                    <option key={entry} value={entry}>
                      {entry}
                    </option>
                  ))}
                </select>
              </span>
            </fieldset>
          ) : null}
          {data.data!.colecoes.length === 0 ? (
            <>
              <p className="record-section__empty">{t('noIssues')}</p>
              {data.data!.fasciculos.length > 0 ? <KardexVolumes copies={data.data!.fasciculos} /> : null}
            </>
          ) : (
            <>
              <ul className="kardex-legend" aria-label={t('legend.title')}>
                <li>
                  <span className="kardex-legend__swatch kardex-legend__swatch--received" aria-hidden="true" />
                  {t('legend.received')}
                </li>
                <li>
                  <span className="kardex-legend__swatch kardex-legend__swatch--missing" aria-hidden="true">
                    ✕
                  </span>
                  {t('legend.missing')}
                </li>
                <li>
                  <span className="kardex-legend__swatch" aria-hidden="true" />
                  {t('legend.notDue')}
                </li>
              </ul>
              {data.data!.colecoes.map((collection) => (
                <KardexGrid key={collection.cod_par} collection={collection} selected={selected} onSelect={select} />
              ))}
            </>
          )}
          {selected ? <KardexIssueDetail recordId={recordId} issue={selected} onClose={close} /> : null}
          <h3 className="citation__label">{t('holdings')}</h3>
          {data.data!.resumo.length > 0 ? (
            <ul className="record-field__list">
              {data.data!.resumo.map((statement) => (
                <li key={statement}>{statement}</li>
              ))}
            </ul>
          ) : (
            <p className="record-section__empty">{t('noHoldings')}</p>
          )}
        </>
      )}
    </SectionFrame>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKardexData, useKardexOptions } from '../api/get-record-section.ts';
import { CopyStatus } from './copy-status.tsx';
import { SectionFrame } from './section-frame.tsx';

/** /colecao-kardex: a periodical's holdings statements and the issues held, by library and year. */
export function RecordKardex({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record');
  const options = useKardexOptions(recordId);
  const [library, setLibrary] = useState('');
  const [year, setYear] = useState('');
  const data = useKardexData(recordId, { codBib: library || undefined, year: year ? Number(year) : undefined });
  const libraryId = useId();
  const yearId = useId();
  return (
    <SectionFrame title={t('tab.kardex')} query={data}>
      {() => (
        <>
          {options.data && (options.data.bibliotecas.length > 1 || options.data.anos.length > 0) ? (
            <div className="filters-row">
              <label htmlFor={libraryId}>{t('kardex.library')}</label>
              <select id={libraryId} value={library} onChange={(event) => setLibrary(event.target.value)}>
                <option value="">{t('kardex.allLibraries')}</option>
                {options.data.bibliotecas.map((entry) => (
                  <option key={entry.cod_biblioteca} value={entry.cod_biblioteca}>
                    {entry.desc_biblioteca}
                  </option>
                ))}
              </select>
              <label htmlFor={yearId}>{t('kardex.year')}</label>
              <select id={yearId} value={year} onChange={(event) => setYear(event.target.value)}>
                <option value="">{t('kardex.allYears')}</option>
                {options.data.anos.map((entry) => (
                  <option key={entry} value={entry}>
                    {entry}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <h3 className="citation__label">{t('kardex.holdings')}</h3>
          {data.data!.resumo.length > 0 ? (
            <ul className="record-field__list">
              {data.data!.resumo.map((statement) => (
                <li key={statement}>{statement}</li>
              ))}
            </ul>
          ) : (
            <p className="record-section__empty">{t('kardex.noHoldings')}</p>
          )}
          <h3 className="citation__label">{t('kardex.issues')}</h3>
          {data.data!.fasciculos.length === 0 ? (
            <p className="record-section__empty">{t('kardex.noIssues')}</p>
          ) : (
            <div className="table-scroller">
              <table className="data-table">
                <caption className="visually-hidden">{t('kardex.issues')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('copies.library')}</th>
                    <th scope="col">{t('copies.volume')}</th>
                    <th scope="col">{t('copies.part')}</th>
                    <th scope="col">{t('copies.availability')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.data!.fasciculos.map((issue) => (
                    <tr key={issue.cod_exemplar}>
                      <td>{issue.desc_biblioteca}</td>
                      <td>{issue.volume || '—'}</td>
                      <td>{issue.parte || '—'}</td>
                      <td>
                        <CopyStatus copy={issue} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </SectionFrame>
  );
}

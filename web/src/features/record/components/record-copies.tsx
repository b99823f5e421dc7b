import type { RecordCopy } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { useRecordSection } from '../api/get-record-section.ts';
import { CopyStatus } from './copy-status.tsx';
import { SectionFrame } from './section-frame.tsx';

function groupByLibrary(copies: RecordCopy[]): { code: string; name: string; copies: RecordCopy[] }[] {
  const groups = new Map<string, { code: string; name: string; copies: RecordCopy[] }>();
  for (const copy of copies) {
    const group = groups.get(copy.cod_biblioteca) ?? {
      code: copy.cod_biblioteca,
      name: copy.desc_biblioteca,
      copies: [],
    };
    group.copies.push(copy);
    groups.set(copy.cod_biblioteca, group);
  }
  return [...groups.values()];
}

const dash = (value: string | undefined) => value || '—';

/** /exemplares: the copies of the title, one table per library, with availability and expected return. */
export function RecordCopies({ recordId }: { recordId: number }) {
  const { t } = useTranslation(['record', 'common']);
  const copies = useRecordSection(recordId, 'exemplares');
  const links = useRecordSection(recordId, 'links');
  return (
    <SectionFrame title={t('tab.copies')} query={copies}>
      {() => {
        const data = copies.data!;
        const libraries = groupByLibrary(data.exemplares);
        return (
          <>
            <p className="record-section__summary">
              {t('copies.summary', { count: data.total, available: data.disponiveis })}
            </p>
            {libraries.length === 0 ? <p className="record-section__empty">{t('copies.none')}</p> : null}
            {libraries.map((library) => {
              const available = library.copies.filter((copy) => copy.situacao === 'available').length;
              return (
                <div key={library.code} className="copies-library">
                  <h3 className="copies-library__name">
                    {library.name}{' '}
                    <span className="copies-library__count">
                      {t('copies.libraryCount', { count: library.copies.length, available })}
                    </span>
                  </h3>
                  <div className="table-scroller">
                    <table className="data-table data-table--stacked">
                      <caption className="visually-hidden">{t('copies.caption', { library: library.name })}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('copies.callNumber')}</th>
                          <th scope="col">{t('copies.volume')}</th>
                          <th scope="col">{t('copies.tome')}</th>
                          <th scope="col">{t('copies.part')}</th>
                          <th scope="col">{t('copies.material')}</th>
                          <th scope="col">{t('copies.loanType')}</th>
                          <th scope="col">{t('copies.location')}</th>
                          <th scope="col">{t('copies.availability')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {library.copies.map((copy) => (
                          <tr key={copy.cod_exemplar}>
                            <td className="call-number" data-label={t('copies.callNumber')}>
                              {dash(copy.chamada)}
                            </td>
                            <td data-label={t('copies.volume')}>{dash(copy.volume)}</td>
                            <td data-label={t('copies.tome')}>{dash(copy.tomo)}</td>
                            <td data-label={t('copies.part')}>{dash(copy.parte)}</td>
                            <td data-label={t('copies.material')}>{dash(copy.material)}</td>
                            <td data-label={t('copies.loanType')}>{dash(copy.tipo_emprestimo)}</td>
                            <td data-label={t('copies.location')}>
                              {dash([copy.localizacao, copy.colecao].filter(Boolean).join(' · '))}
                            </td>
                            <td data-label={t('copies.availability')}>
                              <CopyStatus copy={copy} />
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </div>
              );
            })}
            {links.data && links.data.length > 0 ? (
              <div className="copies-online">
                <h3 className="copies-library__name">{t('copies.online')}</h3>
                <ul className="record-field__list">
                  {links.data.map((link) => (
                    <li key={link.url}>
                      <a href={link.url} target="_blank" rel="noopener noreferrer" className="external-link">
                        {link.descricao || link.url}
                        <span className="visually-hidden"> ({t('common:opensInNewTab')})</span>
                      </a>{' '}
                      <span className="record-field__role">{t(`links.${link.tipo}`)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        );
      }}
    </SectionFrame>
  );
}

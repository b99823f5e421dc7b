import type { HoldLibraryDecision, RecordCopy } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLocationName } from '../../../hooks/use-location-name.ts';
import { formatDate } from '../../../lib/format.ts';
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

/** Volume, tome, part and material: a column only when some copy has a value (most titles have none). */
const DESIGNATION_COLUMNS = [
  { key: 'volume', label: 'copies.volume' },
  { key: 'tomo', label: 'copies.tome' },
  { key: 'parte', label: 'copies.part' },
  { key: 'material', label: 'copies.material' },
] as const;

/** The hold link of a library: the hold form with the library chosen. */
export const holdHref = (recordId: number, libraryCode: string) =>
  `${paths.record.getHref(recordId, 'reserva')}?biblioteca=${encodeURIComponent(libraryCode)}`;

/**
 * /exemplares: the copies of the title, grouped per library with what is on the shelf, on loan (next return) and
 * not for loan, and a hold link beside exactly the libraries where the hold rule allows one (GET
 * /acervo/{id}/permissoes, the rule POST /reserva applies).
 */
export function RecordCopies({ recordId }: { recordId: number }) {
  const { t } = useTranslation(['record', 'common']);
  const copies = useRecordSection(recordId, 'exemplares');
  const links = useRecordSection(recordId, 'links');
  const decisions = useRecordSection(recordId, 'permissoes').data?.reserva_bibliotecas;
  const locationName = useLocationName();
  return (
    <SectionFrame title={t('tab.copies')} query={copies}>
      {() => {
        const data = copies.data!;
        const libraries = groupByLibrary(data.exemplares);
        const designations = DESIGNATION_COLUMNS.filter((column) => data.exemplares.some((copy) => copy[column.key]));
        return (
          <>
            <p className="record-section__summary">
              {t('copies.summary', { count: data.total, available: data.disponiveis })}
            </p>
            {libraries.length === 0 ? <p className="record-section__empty">{t('copies.none')}</p> : null}
            {libraries.map((library) => {
              const available = library.copies.filter((copy) => copy.situacao === 'available').length;
              const decision = decisions?.find((entry) => entry.cod_biblioteca === library.code);
              const headingId = `copies-library-${library.code}`;
              return (
                <section key={library.code} className="copies-library" aria-labelledby={headingId}>
                  <div className="copies-library__header">
                    <h3 className="copies-library__name" id={headingId}>
                      {library.name}{' '}
                      {decision ? null : (
                        <span className="copies-library__count">
                          {t('copies.libraryCount', { count: library.copies.length, available })}
                        </span>
                      )}
                    </h3>
                    {decision ? <LibraryAvailability decision={decision} /> : null}
                    {decision?.reserva ? (
                      <Link
                        className="button button--primary copies-library__hold"
                        to={holdHref(recordId, library.code)}
                      >
                        {t('copies.holdAt', { library: library.name })}
                      </Link>
                    ) : decision?.motivo === 'ExemplarDisponivelParaEmprestimo' ? (
                      <p className="copies-library__note">{t('copies.onShelfNoHold')}</p>
                    ) : null}
                  </div>
                  <div className="table-scroller">
                    <table className="data-table data-table--stacked">
                      <caption className="visually-hidden">{t('copies.caption', { library: library.name })}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('copies.callNumber')}</th>
                          {designations.map((column) => (
                            <th scope="col" key={column.key}>
                              {t(column.label)}
                            </th>
                          ))}
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
                            {designations.map((column) => (
                              <td key={column.key} data-label={t(column.label)}>
                                {dash(copy[column.key])}
                              </td>
                            ))}
                            <td data-label={t('copies.loanType')}>{dash(copy.tipo_emprestimo)}</td>
                            <td data-label={t('copies.location')}>
                              {dash([locationName(copy.localizacao), copy.colecao].filter(Boolean).join(' · '))}
                            </td>
                            <td data-label={t('copies.availability')}>
                              <CopyStatus copy={copy} />
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </section>
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

/** "2 available · 1 on loan (next return 01/12/2026) · 1 not for loan", only the parts that are not zero. */
function LibraryAvailability({ decision }: { decision: HoldLibraryDecision }) {
  const { t, i18n } = useTranslation('record');
  const parts = [
    decision.disponiveis > 0 ? t('copies.availableCount', { count: decision.disponiveis }) : null,
    decision.emprestados > 0
      ? decision.proxima_devolucao
        ? t('copies.onLoanCountDue', {
            count: decision.emprestados,
            date: formatDate(decision.proxima_devolucao, i18n.language),
          })
        : t('copies.onLoanCount', { count: decision.emprestados })
      : null,
    decision.nao_emprestaveis > 0 ? t('copies.notForLoanCount', { count: decision.nao_emprestaveis }) : null,
    decision.fila > 0 ? t('copies.queueCount', { count: decision.fila }) : null,
  ].filter(Boolean);
  return <p className="copies-library__availability">{parts.join(' · ')}</p>;
}

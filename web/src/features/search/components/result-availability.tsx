import type { LibraryAvailability } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import './result-availability.css';

/**
 * The hold form with the library chosen: the same route as the copies tab's hold link
 * (features/record holdHref; not imported, so the search screen's bundle does not pull in the title page's).
 */
const holdHref = (recordId: number, libraryCode: string) =>
  `${paths.record.getHref(recordId, 'reserva')}?biblioteca=${encodeURIComponent(libraryCode)}`;

/** "Available 2 of 3", "On loan · due 12/12/2026", "Library use only" or "Unavailable". */
function AvailabilityStatus({ library }: { library: LibraryAvailability }) {
  const { t, i18n } = useTranslation('search');
  let text: string;
  if (library.situacao === 'disponivel')
    text = t('availability.available', { available: library.disponiveis, total: library.exemplares });
  else if (library.situacao === 'emprestado')
    text = library.proxima_devolucao
      ? t('availability.onLoanDue', { date: formatDate(library.proxima_devolucao, i18n.language) })
      : t('availability.onLoan');
  else if (library.situacao === 'consulta_local') text = t('availability.libraryUse');
  else text = t('availability.unavailable');
  return <span className={`result-availability__status result-availability__status--${library.situacao}`}>{text}</span>;
}

/**
 * Per library, whether the title is on the shelf (from the search answer's `disponibilidade`: no request of its own),
 * its call number there, and a hold link where the hold rule allows one for a visitor; the title page refines it for
 * the signed-in patron.
 */
export function ResultAvailability({ recordId, libraries }: { recordId: number; libraries: LibraryAvailability[] }) {
  const { t } = useTranslation('search');
  if (libraries.length === 0) return null;
  return (
    <ul className="result-availability" aria-label={t('availability.label')}>
      {libraries.map((library) => (
        <li key={library.cod_biblioteca} className="result-availability__library">
          <span className="result-availability__text">
            <span className="result-availability__name">{library.desc_biblioteca}</span>
            {': '}
            <AvailabilityStatus library={library} />
            {library.chamada ? (
              <>
                {' · '}
                <span className="call-number">
                  <span className="visually-hidden">{t('result.callNumber')} </span>
                  {library.chamada}
                </span>
              </>
            ) : null}
          </span>
          {library.reserva ? (
            <Link
              className="result-availability__hold"
              to={holdHref(recordId, library.cod_biblioteca)}
              aria-label={t('availability.holdAt', { library: library.desc_biblioteca })}
            >
              {t('availability.hold')}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

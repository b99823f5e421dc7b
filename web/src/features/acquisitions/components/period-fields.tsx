import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period } from '../api/acquisitions-api.ts';

/** The spec's period check (000 §6): both days or neither, the start not after the end; the problem's key. */
export type PeriodProblem = 'period.bothDates' | 'period.startAfterEnd';

export function periodProblem(from: string, to: string): PeriodProblem | null {
  if ((from && !to) || (!from && to)) return 'period.bothDates';
  if (from && to && from > to) return 'period.startAfterEnd';
  return null;
}

export function toPeriod(from: string, to: string): Period {
  return from && to ? { dataIni: from, dataFim: to } : {};
}

/** Two date fields, "from" and "to", labelled. */
export function PeriodFields({
  from,
  to,
  onFrom,
  onTo,
}: {
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
}) {
  const { t } = useTranslation('acquisitions');
  const id = useId();
  return (
    <>
      <div className="acquisitions__field">
        <label htmlFor={`${id}-from`}>{t('period.from')}</label>
        <input id={`${id}-from`} type="date" value={from} onChange={(event) => onFrom(event.target.value)} />
      </div>
      <div className="acquisitions__field">
        <label htmlFor={`${id}-to`}>{t('period.to')}</label>
        <input id={`${id}-to`} type="date" value={to} onChange={(event) => onTo(event.target.value)} />
      </div>
    </>
  );
}

/**
 * The filter form both acquisition screens show: a library (or all), a period checked as the spec says, and a
 * submit button; `onApply` receives the choice only once the period is valid, the problem shows otherwise.
 */
export function LibraryPeriodForm({
  libraries,
  submitLabel,
  onApply,
}: {
  libraries: readonly { cod_biblioteca: string; desc_biblioteca: string }[];
  submitLabel: string;
  onApply: (library: string, period: Period) => void;
}) {
  const { t } = useTranslation('acquisitions');
  const libraryId = useId();
  const [library, setLibrary] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<PeriodProblem | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblem(from, to);
    setProblem(found);
    if (!found) onApply(library, toPeriod(from, to));
  };
  return (
    <form className="acquisitions__filters" onSubmit={submit} noValidate>
      <div className="acquisitions__field">
        <label htmlFor={libraryId}>{t('statistics.library')}</label>
        <select id={libraryId} value={library} onChange={(event) => setLibrary(event.target.value)}>
          <option value="">{t('statistics.allLibraries')}</option>
          {libraries.map((entry) => (
            <option key={entry.cod_biblioteca} value={entry.cod_biblioteca}>
              {entry.desc_biblioteca}
            </option>
          ))}
        </select>
      </div>
      <PeriodFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
      {problem ? (
        <p className="acquisitions__problem" role="alert">
          {t(problem)}
        </p>
      ) : null}
    </form>
  );
}

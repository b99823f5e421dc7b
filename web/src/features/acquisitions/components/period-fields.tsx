import { useId } from 'react';
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

import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../api/account-api.ts';

interface DateRangeFilterProps {
  onApply: (range: DateRange) => void;
  children?: React.ReactNode;
}

/** The spec's date filter (000 §6): both dates are needed, and the start cannot be after the end. */
export function DateRangeFilter({ onApply, children }: DateRangeFilterProps) {
  const { t } = useTranslation('account');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from && !to) {
      setProblem(null);
      onApply({});
      return;
    }
    if (!from || !to) return setProblem(t('filter.datesRequired'));
    if (from > to) return setProblem(t('filter.startAfterEnd'));
    setProblem(null);
    onApply({ dataIni: from, dataFim: to });
  };
  return (
    <form className="account-filter" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-from`}>{t('filter.from')}</label>
      <input id={`${id}-from`} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <label htmlFor={`${id}-to`}>{t('filter.to')}</label>
      <input id={`${id}-to`} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      {children}
      <button type="submit" className="button button--secondary">
        {t('filter.apply')}
      </button>
      {problem ? (
        <p className="account-filter__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

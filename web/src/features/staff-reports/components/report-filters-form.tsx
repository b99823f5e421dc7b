import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLibraryOptions } from '../api/reports-api.ts';
import type { ReportFilters } from '../utils/report-filters.ts';

interface ReportFiltersFormProps {
  filters: ReportFilters;
  library: boolean;
  groupBy: boolean;
  onApply(filters: ReportFilters): void;
}

/**
 * The report's filters: library, first and last day, and for access statistics the grouping. Applied on submit
 * (Enter in any field, or the button), so a report is not read again at each keystroke of a date.
 */
export function ReportFiltersForm({ filters, library, groupBy, onApply }: ReportFiltersFormProps) {
  const { t } = useTranslation('reports');
  const ids = { library: useId(), from: useId(), to: useId(), groupBy: useId(), problem: useId() };
  const [draft, setDraft] = useState(filters);
  const [problem, setProblem] = useState<string | null>(null);
  const libraries = useLibraryOptions();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem(t('filters.periodBackwards'));
      return;
    }
    setProblem(null);
    onApply({ ...draft, page: 1 });
  };
  const clear = () => {
    const empty = { page: 1 };
    setDraft(empty);
    setProblem(null);
    onApply(empty);
  };

  return (
    <form className="report-filters" onSubmit={submit} aria-label={t('filters.label')} noValidate>
      {library ? (
        <div className="report-filters__field">
          <label htmlFor={ids.library}>{t('filters.library')}</label>
          <select
            id={ids.library}
            value={draft.library ?? ''}
            onChange={(event) => setDraft({ ...draft, library: event.target.value || undefined })}
          >
            <option value="">{t('filters.allLibraries')}</option>
            {libraries.data?.map((option) => (
              <option key={option.cod_biblioteca} value={option.cod_biblioteca}>
                {option.desc_biblioteca}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="report-filters__field">
        <label htmlFor={ids.from}>{t('filters.from')}</label>
        <input
          id={ids.from}
          type="date"
          value={draft.from ?? ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value || undefined })}
        />
      </div>
      <div className="report-filters__field">
        <label htmlFor={ids.to}>{t('filters.to')}</label>
        <input
          id={ids.to}
          type="date"
          value={draft.to ?? ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? ids.problem : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value || undefined })}
        />
      </div>
      {groupBy ? (
        <div className="report-filters__field">
          <label htmlFor={ids.groupBy}>{t('filters.groupBy')}</label>
          <select
            id={ids.groupBy}
            value={draft.groupBy ?? 'dia'}
            onChange={(event) => setDraft({ ...draft, groupBy: event.target.value === 'mes' ? 'mes' : undefined })}
          >
            <option value="dia">{t('filters.byDay')}</option>
            <option value="mes">{t('filters.byMonth')}</option>
          </select>
        </div>
      ) : null}
      <div className="report-filters__actions">
        <button type="submit" className="button button--primary">
          {t('filters.apply')}
        </button>
        <button type="button" className="button button--secondary" onClick={clear}>
          {t('filters.clear')}
        </button>
      </div>
      {problem ? (
        <p id={ids.problem} className="report-filters__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

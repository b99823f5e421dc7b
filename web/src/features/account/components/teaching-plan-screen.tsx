import type { TeachingPlanOptions, TeachingPlanQuery, TeachingPlanTitle } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/dialog/modal.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { paths } from '../../../config/paths.ts';
import { useInstitution } from '../../../lib/institution.ts';
import { AcquisitionSuggestionForm } from '../../shell/index.ts';
import { teachingBibliographyQuery, teachingPlanOptionsQuery } from '../api/account-services-api.ts';

type FilterName = 'departamento' | 'ano' | 'semestre' | 'periodo' | 'disciplina' | 'biblioteca';
type Draft = Record<FilterName, string>;
const EMPTY: Draft = { departamento: '', ano: '', semestre: '', periodo: '', disciplina: '', biblioteca: '' };

/** The filters' choices, taken from the professor's own offerings so that none leads to an empty list by itself. */
function choices(options: TeachingPlanOptions | undefined) {
  const offerings = options?.disciplinas.flatMap((discipline) => discipline.ofertas) ?? [];
  const distinct = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  return {
    years: distinct(offerings.map((offering) => offering.ano)).reverse(),
    periods: distinct(offerings.map((offering) => offering.periodo)),
  };
}

function toQuery(draft: Draft): TeachingPlanQuery {
  const number = (value: string) => (value ? Number(value) : undefined);
  return {
    departamento: draft.departamento || undefined,
    ano: number(draft.ano),
    semestre: number(draft.semestre),
    periodo: number(draft.periodo),
    disciplina: draft.disciplina || undefined,
    biblioteca: draft.biblioteca || undefined,
  };
}

/**
 * Teaching plan (spec 001 §7.3): the bibliography of the professor's disciplines, filtered by department, year,
 * semester, period, discipline and library, with the copies the library holds; a missing title can be suggested
 * for purchase with the acquisition suggestion form, filled in with the title.
 */
export function TeachingPlanScreen() {
  const { t } = useTranslation(['services', 'shell', 'account']);
  const id = useId();
  const options = useQuery(teachingPlanOptionsQuery());
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filter, setFilter] = useState<TeachingPlanQuery>({});
  const bibliography = useQuery({ ...teachingBibliographyQuery(filter), enabled: options.isSuccess });
  const [suggesting, setSuggesting] = useState<TeachingPlanTitle | null>(null);
  const institution = useInstitution();
  const { years, periods } = choices(options.data);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter(toQuery(draft));
  };
  const select = (name: FilterName, label: string, values: { value: string; label: string }[]) => (
    <>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      >
        <option value="">{t('teachingPlan.all')}</option>
        {values.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );

  const columns: DataColumn<TeachingPlanTitle>[] = [
    {
      header: t('teachingPlan.colTitle'),
      cell: (row) => (
        <>
          <Link to={paths.record.getHref(row.cod_acervo)}>{row.titulo}</Link>
          {row.autor ? <span className="account-meta">{row.autor}</span> : null}
        </>
      ),
    },
    { header: t('teachingPlan.colDisciplines'), cell: (row) => row.disciplinas.join(', ') },
    { header: t('teachingPlan.colHeld'), cell: (row) => row.exemplares },
    {
      header: t('teachingPlan.colAvailable'),
      cell: (row) =>
        row.exemplares === 0 ? <span className="badge">{t('teachingPlan.notHeld')}</span> : row.disponiveis,
    },
    {
      header: t('teachingPlan.colAction'),
      hideHeader: true,
      cell: (row) => (
        <button type="button" className="button button--secondary" onClick={() => setSuggesting(row)}>
          {t('teachingPlan.suggest')}
          <span className="visually-hidden">: {row.titulo}</span>
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby="teaching-plan-heading" className="account-section">
      <h2 id="teaching-plan-heading">{t('teachingPlan.title')}</h2>
      <p>{t('teachingPlan.intro')}</p>
      {options.isError ? <ErrorMessage error={options.error} /> : null}
      {options.data ? (
        <>
          <form className="account-filter" onSubmit={submit} noValidate>
            {select(
              'departamento',
              t('teachingPlan.department'),
              options.data.departamentos.map((department) => ({ value: department.codigo, label: department.nome })),
            )}
            {select(
              'ano',
              t('teachingPlan.year'),
              years.map((year) => ({ value: String(year), label: String(year) })),
            )}
            {select(
              'semestre',
              t('teachingPlan.semester'),
              [1, 2].map((semester) => ({
                value: String(semester),
                label: t('teachingPlan.semesterOption', { number: semester }),
              })),
            )}
            {select(
              'periodo',
              t('teachingPlan.period'),
              periods.map((period) => ({
                value: String(period),
                label: t('teachingPlan.periodOption', { number: period }),
              })),
            )}
            {select(
              'disciplina',
              t('teachingPlan.discipline'),
              options.data.disciplinas.map((discipline) => ({
                value: discipline.codigo,
                label: `${discipline.codigo} – ${discipline.nome}`,
              })),
            )}
            {select(
              'biblioteca',
              t('teachingPlan.library'),
              options.data.bibliotecas.map((library) => ({ value: library.codigo, label: library.nome })),
            )}
            <button type="submit" className="button button--secondary">
              {t('teachingPlan.apply')}
            </button>
          </form>
          <div aria-live="polite">
            <DataList
              query={bibliography}
              columns={columns}
              rowKey={(row) => row.cod_acervo}
              empty={t('teachingPlan.empty')}
            />
          </div>
        </>
      ) : options.isPending ? (
        <p>{t('account:loading')}</p>
      ) : null}
      <Modal open={suggesting !== null} title={t('shell:footer.suggestion')} onClose={() => setSuggesting(null)}>
        {suggesting ? (
          <AcquisitionSuggestionForm
            institution={institution.data}
            initialValues={{
              titulo: suggesting.titulo,
              autor: suggesting.autor ?? '',
              edicao: suggesting.edicao ?? '',
              editor: suggesting.editora ?? '',
              isbn_issn: suggesting.isbn ?? '',
            }}
            onCancel={() => setSuggesting(null)}
            onSent={() => {
              setSuggesting(null);
              toast.success(t('shell:toast.SugestaoAquisicaoEnviadoSucesso'));
            }}
          />
        ) : null}
      </Modal>
    </section>
  );
}

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type LoanPolicies, type LoanPolicy, usePolicies, useRemovePolicy, useSavePolicy } from '../api/content-api.ts';
import { type FormFailure, formFailure } from '../utils/field-problems.ts';
import { CheckField, FormStatus, SelectField, TextField } from './form-parts.tsx';

/** The numbers of a policy, in the form's order, with the bounds the server checks (LOAN_POLICY_BOUNDS). */
const NUMBER_FIELDS = [
  { field: 'dias_emprestimo', min: 1, max: 365 },
  { field: 'limite_renovacoes', min: 0, max: 99 },
  { field: 'limite_emprestimos', min: 0, max: 999 },
  { field: 'limite_reservas', min: 0, max: 99 },
  { field: 'dias_retirada_reserva', min: 1, max: 60 },
  { field: 'limite_solicitacoes', min: 0, max: 99 },
  { field: 'limite_comentarios_pendentes', min: 0, max: 99 },
] as const;

type NumberField = (typeof NUMBER_FIELDS)[number]['field'];
const ANY = '*';
/** The server's bound of the fine per day (LOAN_POLICY_BOUNDS), in cents. */
const MAX_FINE_CENTS = 100_000;

interface PolicyDraft {
  categoria: string;
  tipo_emprestimo: string;
  numbers: Record<NumberField, string>;
  /** The fine per day as typed, in currency units ("2,50" or "2.50"). */
  fine: string;
  renova_em_atraso: boolean;
}

function draftOf(policy: LoanPolicy): PolicyDraft {
  return {
    categoria: policy.categoria ?? ANY,
    tipo_emprestimo: policy.tipo_emprestimo ?? ANY,
    numbers: Object.fromEntries(
      NUMBER_FIELDS.map(({ field }) => [field, String(policy[field])]),
    ) as PolicyDraft['numbers'],
    fine: (policy.multa_diaria_centavos / 100).toFixed(2),
    renova_em_atraso: policy.renova_em_atraso,
  };
}

/** Text typed in a number field: a whole number, or NaN (the server then names the field). */
const wholeNumber = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** "2,50" or "2.50" → 250 cents; anything else NaN. */
function cents(text: string): number {
  const normalised = text.trim().replace(',', '.');
  return /^-?\d+(\.\d{1,2})?$/.test(normalised) ? Math.round(Number(normalised) * 100) : Number.NaN;
}

function useMoney() {
  const format = new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency: 'BRL' });
  return (centsValue: number) => format.format(centsValue / 100);
}

/** /equipe/conteudo/politicas: loan periods, limits and fines per patron category and loan type. */
export function PoliciesScreen() {
  const { t } = useTranslation('content');
  const policies = usePolicies();
  const [editing, setEditing] = useState<LoanPolicy | 'new' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // The form that had the focus is gone once saved: the focus goes to what was saved, read out with it.
  useEffect(() => {
    if (saved) status.current?.focus();
  }, [saved]);
  return (
    <>
      <PageTitle title={t('policies.title')} />
      <h2>{t('policies.title')}</h2>
      <p className="content-muted">{t('policies.lead')}</p>
      {policies.isPending ? (
        <Spinner size="large" />
      ) : policies.isError ? (
        <ErrorMessage error={policies.error} onRetry={() => policies.refetch()} />
      ) : (
        <>
          <div role="status">
            {saved ? (
              <p ref={status} tabIndex={-1} className="notice content-status--ok">
                {saved}
              </p>
            ) : null}
          </div>
          <PolicyTable
            data={policies.data}
            onEdit={(policy) => {
              setSaved(null);
              setEditing(policy);
            }}
          />
          {editing === null ? (
            <p>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setSaved(null);
                  setEditing('new');
                }}
              >
                {t('policies.add')}
              </button>
            </p>
          ) : (
            <PolicyForm
              key={editing === 'new' ? 'new' : `${editing.categoria}/${editing.tipo_emprestimo}`}
              data={policies.data}
              policy={editing === 'new' ? null : editing}
              onDone={(message) => {
                setEditing(null);
                setSaved(message ?? null);
              }}
            />
          )}
        </>
      )}
    </>
  );
}

function usePolicyScope(data: LoanPolicies) {
  const { t } = useTranslation('content');
  return {
    category: (code: string | null) =>
      code === null ? t('policies.anyCategory') : (data.categorias.find((item) => item.codigo === code)?.nome ?? code),
    loanType: (code: string | null) =>
      code === null
        ? t('policies.anyLoanType')
        : (data.tipos_emprestimo.find((item) => item.codigo === code)?.nome ?? code),
  };
}

function PolicyTable({ data, onEdit }: { data: LoanPolicies; onEdit(policy: LoanPolicy): void }) {
  const { t } = useTranslation('content');
  const scope = usePolicyScope(data);
  const money = useMoney();
  const remove = useRemovePolicy();
  const [removing, setRemoving] = useState<LoanPolicy | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const name = (policy: LoanPolicy) =>
    t('policies.scope', {
      category: scope.category(policy.categoria),
      loanType: scope.loanType(policy.tipo_emprestimo),
    });

  if (data.politicas.length === 0) {
    return (
      <p className="notice">
        {t('policies.none', {
          days: data.padrao.dias_emprestimo,
          loans: data.padrao.limite_emprestimos,
          fine: money(data.padrao.multa_diaria_centavos),
        })}
      </p>
    );
  }
  return (
    <>
      <div role="alert">{problem ? <p className="notice notice--error">{problem}</p> : null}</div>
      <div role="status">{done ? <p className="notice content-status--ok">{done}</p> : null}</div>
      <div className="data-table-wrap">
        <table className="data-table content-table">
          <caption className="visually-hidden">{t('policies.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('policies.category')}</th>
              <th scope="col">{t('policies.loanType')}</th>
              <th scope="col">{t('policies.field.dias_emprestimo')}</th>
              <th scope="col">{t('policies.field.limite_renovacoes')}</th>
              <th scope="col">{t('policies.field.limite_emprestimos')}</th>
              <th scope="col">{t('policies.field.limite_reservas')}</th>
              <th scope="col">{t('policies.finePerDay')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('policies.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.politicas.map((policy) => (
              <tr key={`${policy.categoria}/${policy.tipo_emprestimo}`}>
                <td data-label={t('policies.category')}>{scope.category(policy.categoria)}</td>
                <td data-label={t('policies.loanType')}>{scope.loanType(policy.tipo_emprestimo)}</td>
                <td data-label={t('policies.field.dias_emprestimo')}>{policy.dias_emprestimo}</td>
                <td data-label={t('policies.field.limite_renovacoes')}>{policy.limite_renovacoes}</td>
                <td data-label={t('policies.field.limite_emprestimos')}>{policy.limite_emprestimos}</td>
                <td data-label={t('policies.field.limite_reservas')}>{policy.limite_reservas}</td>
                <td data-label={t('policies.finePerDay')}>{money(policy.multa_diaria_centavos)}</td>
                <td>
                  <div className="content-entry__actions">
                    <button
                      type="button"
                      className="button button--secondary content-button--small"
                      onClick={() => onEdit(policy)}
                    >
                      {t('policies.edit')}
                      <span className="visually-hidden"> {name(policy)}</span>
                    </button>
                    <button
                      type="button"
                      className="button button--secondary content-button--small"
                      onClick={() => setRemoving(policy)}
                    >
                      {t('policies.remove')}
                      <span className="visually-hidden"> {name(policy)}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t('policies.removeTitle')}
        content={removing ? <p>{t('policies.removeText', { policy: name(removing) })}</p> : null}
        confirmLabel={t('policies.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const policy = removing!;
          setRemoving(null);
          remove.mutate(policy, {
            onSuccess: () => {
              setProblem(null);
              setDone(t('policies.removed', { policy: name(policy) }));
            },
            onError: (error) => setProblem(formFailure(t, error).summary),
          });
        }}
      />
    </>
  );
}

function PolicyForm({
  data,
  policy,
  onDone,
}: {
  data: LoanPolicies;
  policy: LoanPolicy | null;
  /** Closes the form, with what was saved to announce. */
  onDone(saved?: string): void;
}) {
  const { t } = useTranslation('content');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const save = useSavePolicy();
  const scope = usePolicyScope(data);
  const money = useMoney();
  const [draft, setDraft] = useState(() => draftOf(policy ?? data.padrao));
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const problems = failure?.fields ?? {};
  const update = (patch: Partial<PolicyDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // Opened from a button that the form replaces: its first field takes the focus.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('select:not([disabled]), input')?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fine = cents(draft.fine);
    // The fine is typed in currency units and checked here, so its message speaks of money, not of cents.
    const fineProblem = Number.isNaN(fine)
      ? t('policies.fineProblem')
      : fine > MAX_FINE_CENTS
        ? t('policies.fineTooHigh', { max: money(MAX_FINE_CENTS) })
        : fine < 0
          ? t('policies.fineProblem')
          : undefined;
    if (fineProblem) {
      return setFailure({ summary: t('form.fixFields', { count: 1 }), fields: { multa_diaria_centavos: fineProblem } });
    }
    const values = Object.fromEntries(
      NUMBER_FIELDS.map(({ field }) => [field, wholeNumber(draft.numbers[field])]),
    ) as Record<NumberField, number>;
    const categoria = draft.categoria === ANY ? null : draft.categoria;
    const tipo_emprestimo = draft.tipo_emprestimo === ANY ? null : draft.tipo_emprestimo;
    const body = {
      categoria,
      tipo_emprestimo,
      ...values,
      multa_diaria_centavos: fine,
      renova_em_atraso: draft.renova_em_atraso,
    };
    // A number typed as text the form cannot read (NaN) goes to the server as null, which names it as missing.
    const wire = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        typeof value === 'number' && Number.isNaN(value) ? null : value,
      ]),
    ) as unknown as LoanPolicy;
    save.mutate(wire, {
      onSuccess: () =>
        onDone(
          t('policies.saved', {
            policy: t('policies.scope', {
              category: scope.category(categoria),
              loanType: scope.loanType(tipo_emprestimo),
            }),
          }),
        ),
      onError: (error) => setFailure(formFailure(t, error)),
    });
  };

  return (
    <form
      ref={form}
      className="content-form content-card"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`}>
        {policy
          ? t('policies.editTitle', {
              policy: t('policies.scope', {
                category: scope.category(policy.categoria),
                loanType: scope.loanType(policy.tipo_emprestimo),
              }),
            })
          : t('policies.addTitle')}
      </h3>
      <div className="content-row">
        <SelectField
          id={`${id}-categoria`}
          label={t('policies.category')}
          value={draft.categoria}
          onValue={(categoria) => update({ categoria })}
          problem={problems.categoria}
          disabled={policy !== null}
          options={[
            { value: ANY, label: t('policies.anyCategory') },
            ...data.categorias.map((item) => ({ value: item.codigo, label: `${item.nome} (${item.codigo})` })),
          ]}
        />
        <SelectField
          id={`${id}-tipo`}
          label={t('policies.loanType')}
          value={draft.tipo_emprestimo}
          onValue={(tipo_emprestimo) => update({ tipo_emprestimo })}
          problem={problems.tipo_emprestimo}
          disabled={policy !== null}
          options={[
            { value: ANY, label: t('policies.anyLoanType') },
            ...data.tipos_emprestimo.map((item) => ({ value: item.codigo, label: `${item.nome} (${item.codigo})` })),
          ]}
        />
      </div>
      <div className="content-grid">
        {NUMBER_FIELDS.map(({ field, min, max }) => (
          <TextField
            key={field}
            id={`${id}-${field}`}
            label={t(`policies.field.${field}`)}
            hint={t('policies.range', { min, max })}
            value={draft.numbers[field]}
            onValue={(value) => update({ numbers: { ...draft.numbers, [field]: value } })}
            problem={problems[field]}
            inputMode="numeric"
            required
          />
        ))}
        <TextField
          id={`${id}-multa`}
          label={t('policies.finePerDay')}
          hint={t('policies.fineHint')}
          value={draft.fine}
          onValue={(fine) => update({ fine })}
          problem={problems.multa_diaria_centavos}
          inputMode="decimal"
          required
        />
      </div>
      <CheckField
        id={`${id}-renova`}
        label={t('policies.field.renova_em_atraso')}
        checked={draft.renova_em_atraso}
        onChecked={(renova_em_atraso) => update({ renova_em_atraso })}
        problem={problems.renova_em_atraso}
      />
      <FormStatus form={form} failure={failure?.summary} />
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('policies.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone()}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

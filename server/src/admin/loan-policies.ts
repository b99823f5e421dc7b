import { FALLBACK_POLICY, type LoanPolicy, NotFoundError } from '@estante/core';
import type { Kysely } from 'kysely';
import { deleteLoanPolicy, loadPolicies, saveLoanPolicy } from '../circulation/index.ts';
import type { Database } from '../database/schema.ts';
import { type FieldProblem, refuseProblems } from '../site-parameters/index.ts';
import { listLoanTypes, listPatronCategories } from './loan-policy-scopes.repository.ts';

/**
 * Loan policies edited by staff (GET/PUT/DELETE /api/admin/politicas): one row per patron category and loan type,
 * either of them "any" (null); the desk picks the most specific row (resolveLoanPolicy, docs/circulation.md).
 */

/** A policy on the wire: the scope and the numbers, money in integer cents. */
export interface LoanPolicyWire {
  categoria: string | null;
  tipo_emprestimo: string | null;
  dias_emprestimo: number;
  limite_renovacoes: number;
  renova_em_atraso: boolean;
  multa_diaria_centavos: number;
  limite_reservas: number;
  dias_retirada_reserva: number;
  limite_emprestimos: number;
  limite_solicitacoes: number;
  limite_comentarios_pendentes: number;
}

export type LoanPolicyValues = Omit<LoanPolicyWire, 'categoria' | 'tipo_emprestimo'>;

type NumericField = Exclude<keyof LoanPolicyValues, 'renova_em_atraso'>;

/**
 * The bounds of each number: a loan lasts at least a day and a hold waits at least a day on the shelf; the upper
 * bounds catch a slip of the keyboard (3650 days, a fine of R$ 10 000 a day) rather than a library's choice.
 */
export const LOAN_POLICY_BOUNDS: Record<NumericField, { min: number; max: number }> = {
  dias_emprestimo: { min: 1, max: 365 },
  limite_renovacoes: { min: 0, max: 99 },
  multa_diaria_centavos: { min: 0, max: 100_000 },
  limite_reservas: { min: 0, max: 99 },
  dias_retirada_reserva: { min: 1, max: 60 },
  limite_emprestimos: { min: 0, max: 999 },
  limite_solicitacoes: { min: 0, max: 99 },
  limite_comentarios_pendentes: { min: 0, max: 99 },
};

/** Every problem of a policy's numbers, so the form marks all of them at once. Pure. */
export function loanPolicyProblems(values: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [campo, { min, max }] of Object.entries(LOAN_POLICY_BOUNDS)) {
    const value = values[campo];
    if (value === undefined || value === null) problems.push({ campo, problema: 'obrigatorio' });
    else if (typeof value !== 'number' || !Number.isInteger(value)) problems.push({ campo, problema: 'inteiro' });
    else if (value < min) problems.push({ campo, problema: 'minimo', limite: min });
    else if (value > max) problems.push({ campo, problema: 'maximo', limite: max });
  }
  if (typeof values.renova_em_atraso !== 'boolean')
    problems.push({ campo: 'renova_em_atraso', problema: 'obrigatorio' });
  return problems;
}

export function presentLoanPolicy(policy: LoanPolicy): LoanPolicyWire {
  return {
    categoria: policy.patronCategory,
    tipo_emprestimo: policy.loanType,
    dias_emprestimo: policy.loanDays,
    limite_renovacoes: policy.renewalLimit,
    renova_em_atraso: policy.renewOverdue,
    multa_diaria_centavos: policy.finePerDayCents,
    limite_reservas: policy.holdLimit,
    dias_retirada_reserva: policy.holdPickupDays,
    limite_emprestimos: policy.loanLimit,
    limite_solicitacoes: policy.loanRequestLimit,
    limite_comentarios_pendentes: policy.pendingCommentLimit,
  };
}

function toLoanPolicy(scope: LoanPolicyScope, values: LoanPolicyValues): LoanPolicy {
  return {
    patronCategory: scope.category,
    loanType: scope.loanType,
    loanDays: values.dias_emprestimo,
    renewalLimit: values.limite_renovacoes,
    renewOverdue: values.renova_em_atraso,
    finePerDayCents: values.multa_diaria_centavos,
    holdLimit: values.limite_reservas,
    holdPickupDays: values.dias_retirada_reserva,
    loanLimit: values.limite_emprestimos,
    loanRequestLimit: values.limite_solicitacoes,
    pendingCommentLimit: values.limite_comentarios_pendentes,
  };
}

/** Which patrons and copies a policy row covers; null is "any". */
export interface LoanPolicyScope {
  category: string | null;
  loanType: string | null;
}

/** `*` in a path stands for "any" (as in `npm run admin -- policy set * *`). */
export const scopeFromPath = (category: string, loanType: string): LoanPolicyScope => ({
  category: category === '*' ? null : category,
  loanType: loanType === '*' ? null : loanType,
});

const sameScope = (policy: LoanPolicy, scope: LoanPolicyScope) =>
  policy.patronCategory === scope.category && policy.loanType === scope.loanType;

export interface LoanPolicyList {
  politicas: LoanPolicyWire[];
  /** What applies where no row matches (the desk's fallback when the library configured nothing). */
  padrao: LoanPolicyWire;
  categorias: { codigo: string; nome: string }[];
  tipos_emprestimo: { codigo: string; nome: string; circula: boolean }[];
}

export async function showLoanPolicies(db: Kysely<Database>): Promise<LoanPolicyList> {
  const [policies, categories, loanTypes] = await Promise.all([
    loadPolicies(db),
    listPatronCategories(db),
    listLoanTypes(db),
  ]);
  return {
    politicas: policies.map(presentLoanPolicy),
    padrao: presentLoanPolicy(FALLBACK_POLICY),
    categorias: categories.map((category) => ({ codigo: category.code, nome: category.name })),
    tipos_emprestimo: loanTypes.map((type) => ({ codigo: type.code, nome: type.name, circula: type.circulates === 1 })),
  };
}

export interface LoanPolicyChange {
  before: LoanPolicyWire | null;
  after: LoanPolicyWire;
}

/**
 * Creates or replaces the policy of a scope after checking the scope names a known category and loan type and every
 * number is in its bounds; nothing is written when anything is wrong.
 */
export async function setLoanPolicy(
  db: Kysely<Database>,
  scope: LoanPolicyScope,
  values: Record<string, unknown>,
): Promise<LoanPolicyChange> {
  const problems = loanPolicyProblems(values);
  const [categories, loanTypes, policies] = await Promise.all([
    listPatronCategories(db),
    listLoanTypes(db),
    loadPolicies(db),
  ]);
  if (scope.category !== null && !categories.some((category) => category.code === scope.category))
    problems.push({ campo: 'categoria', problema: 'desconhecido' });
  if (scope.loanType !== null && !loanTypes.some((type) => type.code === scope.loanType))
    problems.push({ campo: 'tipo_emprestimo', problema: 'desconhecido' });
  refuseProblems('the loan policy was not saved', problems);
  const current = policies.find((policy) => sameScope(policy, scope));
  const policy = toLoanPolicy(scope, values as unknown as LoanPolicyValues);
  await saveLoanPolicy(db, policy);
  return { before: current ? presentLoanPolicy(current) : null, after: presentLoanPolicy(policy) };
}

/** Removes the policy of a scope (the desk then uses a less specific one); 404 when the scope has none. */
export async function removeLoanPolicy(db: Kysely<Database>, scope: LoanPolicyScope): Promise<LoanPolicyWire> {
  const current = (await loadPolicies(db)).find((policy) => sameScope(policy, scope));
  if (!current || (await deleteLoanPolicy(db, scope.category, scope.loanType)) === 0)
    throw new NotFoundError('loan policy', { categoria: scope.category, tipo_emprestimo: scope.loanType });
  return presentLoanPolicy(current);
}

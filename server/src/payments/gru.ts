import { addDays, calendarDate } from '@estante/core';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context.ts';
import { receivePayment } from '../circulation/index.ts';
import { inTransaction } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import { findCurrentInstitution, institutionSettings } from '../site-parameters/index.ts';
import { gruSimplesBarcode } from './gru-barcode.ts';
import { renderGruSlip } from './gru-slip.pdf.ts';
import {
  findLibraryByCode,
  findPayer,
  findSlip,
  insertSlip,
  owedDebts,
  setSlipPaid,
  setSlipReference,
} from './payments.repository.ts';
import { PAYMENT_CODES, PaymentInputError, PaymentRefusal, SlipNotFound } from './payments-errors.ts';

/** The institution's GRU settings (settings_json.gru), set with `npm run admin -- gru set …`. */
export interface GruSettings {
  /** Unidade Gestora (UG), 6 digits, and its gestão, 5 digits. */
  unidadeGestora: string;
  gestao: string;
  /** The favoured unit's name as printed. */
  nomeUnidade: string;
  /** Código de recolhimento with its check digit, 28832-2, and what it collects. */
  codigoRecolhimento: string;
  descricaoRecolhimento: string;
  /** The UG/Gestão's 5-digit alias at the Banco do Brasil (SIAFI >CONCODBBGR), bar code positions 25-29. */
  apelidoUg: string;
  /** Days from issue to the due date. */
  diasVencimento: number;
}

export const GRU_SETTING_KEYS = [
  'unidadeGestora',
  'gestao',
  'nomeUnidade',
  'codigoRecolhimento',
  'descricaoRecolhimento',
  'apelidoUg',
  'diasVencimento',
] as const;

/** The settings when complete and well formed; undefined otherwise (the patron is told to contact the library). */
export function gruSettingsOf(settings: Record<string, unknown>): GruSettings | undefined {
  const gru = settings.gru as Partial<Record<keyof GruSettings, unknown>> | undefined;
  if (!gru) return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const parsed: GruSettings = {
    unidadeGestora: text(gru.unidadeGestora),
    gestao: text(gru.gestao),
    nomeUnidade: text(gru.nomeUnidade),
    codigoRecolhimento: text(gru.codigoRecolhimento),
    descricaoRecolhimento: text(gru.descricaoRecolhimento) || 'Multas e indenizações de biblioteca',
    apelidoUg: text(gru.apelidoUg),
    diasVencimento: Number(gru.diasVencimento ?? 10),
  };
  const valid =
    /^\d{6}$/.test(parsed.unidadeGestora) &&
    /^\d{5}$/.test(parsed.gestao) &&
    parsed.nomeUnidade !== '' &&
    /^\d{5}-\d$/.test(parsed.codigoRecolhimento) &&
    /^\d{5}$/.test(parsed.apelidoUg) &&
    Number.isInteger(parsed.diasVencimento) &&
    parsed.diasVencimento >= 0;
  return valid ? parsed : undefined;
}

async function currentGruSettings(db: Kysely<Database>): Promise<GruSettings | undefined> {
  const institution = await findCurrentInstitution(db);
  return institution ? gruSettingsOf(institutionSettings(institution)) : undefined;
}

/** What a patron owes per library, for the debts screen's "payment slip" action. */
export async function debtsByLibrary(db: Kysely<Database>, personId: number) {
  const byLibrary = new Map<string, { code: string; name: string; cents: number }>();
  for (const debt of await owedDebts(db, personId)) {
    const entry = byLibrary.get(debt.library_code) ?? { code: debt.library_code, name: debt.library_name, cents: 0 };
    entry.cents += debt.balance_cents;
    byLibrary.set(debt.library_code, entry);
  }
  return [...byLibrary.values()];
}

/**
 * POST /unidade-informacao/gru: the slip for everything the patron owes at one library. The amount sent must be that
 * balance (the screen shows it; a stale screen is refused, not silently re-priced). The reference number is the issue
 * date and the slip's id (17 digits), so staff find the slip from the bank's record of the payment.
 */
export async function issueGruSlip(
  context: Pick<AppContext, 'db' | 'now'>,
  personId: number,
  input: { amount: number; libraryCode: string },
) {
  const { db } = context;
  const payer = await findPayer(db, personId);
  const taxId = (payer?.tax_id ?? '').replace(/\D/g, '');
  if (!payer || (taxId.length !== 11 && taxId.length !== 14)) throw new PaymentRefusal(PAYMENT_CODES.noTaxId);
  const library = await findLibraryByCode(db, input.libraryCode);
  if (!library) throw new PaymentInputError(PAYMENT_CODES.unknownLibrary, { biblioteca: input.libraryCode });
  const settings = await currentGruSettings(db);
  if (!settings) throw new PaymentRefusal(PAYMENT_CODES.notConfigured);
  const debts = (await owedDebts(db, personId)).filter((debt) => debt.library_id === library.id);
  const owedCents = debts.reduce((sum, debt) => sum + debt.balance_cents, 0);
  if (owedCents === 0) throw new PaymentRefusal(PAYMENT_CODES.noDebts);
  if (Math.round(input.amount * 100) !== owedCents)
    throw new PaymentRefusal(PAYMENT_CODES.amountMismatch, { saldo: owedCents / 100 });

  const now = context.now();
  const today = calendarDate(now);
  const dueDate = addDays(today, settings.diasVencimento);
  const barcode = gruSimplesBarcode({
    amountCents: owedCents,
    collectionCode: settings.codigoRecolhimento,
    unitAlias: settings.apelidoUg,
    taxId,
  });
  const reference = await inTransaction(db, async (trx) => {
    // The id is known once the row exists: a placeholder first, unique by construction, then the real number.
    const id = await insertSlip(trx, {
      reference: `pending-${personId}-${now.getTime()}-${Math.random()}`,
      personId,
      libraryId: library.id,
      amountCents: owedCents,
      dueDate,
      barcode,
      debtIds: debts.map((debt) => debt.id),
      at: now.toISOString(),
    });
    const number = `${today.replaceAll('-', '')}${String(id).padStart(9, '0')}`;
    await setSlipReference(trx, id, number);
    return number;
  });
  const pdf = await renderGruSlip({
    payerName: payer.name,
    taxId,
    unitName: settings.nomeUnidade,
    unitCode: settings.unidadeGestora,
    management: settings.gestao,
    collectionCode: settings.codigoRecolhimento,
    collectionDescription: settings.descricaoRecolhimento,
    reference,
    period: `${today.slice(5, 7)}/${today.slice(0, 4)}`,
    dueDate,
    amountCents: owedCents,
    barcode,
    libraryName: library.name,
  });
  return { reference, pdf };
}

/**
 * Staff record that a slip was paid (the bank's receipt or the Treasury's report names its reference): each debt it
 * covers is paid in full through the desk's own payment (receivePayment), so the debts screen, the no-debts
 * declaration and the reports see it like any payment. Refused when the debts changed since the slip was issued.
 */
export async function recordSlipPayment(
  context: Pick<AppContext, 'db' | 'dialect' | 'mailer' | 'log' | 'now'>,
  reference: string,
  staffPersonId: number | null,
) {
  const { db } = context;
  const slip = await findSlip(db, reference);
  if (!slip) throw new SlipNotFound(`slip ${reference}`);
  if (slip.paid_at) throw new PaymentRefusal(PAYMENT_CODES.alreadyPaid);
  const debtIds = JSON.parse(slip.debt_ids_json) as number[];
  const owed = (await owedDebts(db, slip.person_id)).filter((debt) => debtIds.includes(debt.id));
  if (owed.reduce((sum, debt) => sum + debt.balance_cents, 0) !== slip.amount_cents)
    throw new PaymentRefusal(PAYMENT_CODES.outdated);
  const at = context.now().toISOString();
  // Claimed first: two clerks recording one slip pay its debts once.
  if (!(await setSlipPaid(db, slip.id, at, staffPersonId))) throw new PaymentRefusal(PAYMENT_CODES.alreadyPaid);
  for (const debt of owed) await receivePayment(context, debt.id, debt.balance_cents);
  return { before: slip, after: await findSlip(db, reference), paidAt: at, debtIds: owed.map((debt) => debt.id) };
}

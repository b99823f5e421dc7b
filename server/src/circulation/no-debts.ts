import crypto from 'node:crypto';
import { NotFoundError, RuleViolationError } from '@estante/core';
import type { Kysely } from 'kysely';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { inTransaction, lockPerson } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import { openLoans, pendingDebts } from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';
import {
  activeHoldIds,
  findDeclarant,
  findDeclarationByCode,
  insertDeclaration,
  institutionName,
  librariesLeft,
  setRemovedLibraries,
} from './no-debts.repository.ts';

export const NO_DEBTS_CODES = { pending: 'NadaConstaPendencias', unknownLibrary: 'BibliotecaNaoEncontrada' } as const;

/** What stops a no-debts declaration: open loans, unpaid debts, active holds (spec 000 §5). */
export async function noDebtsPendencies(db: Kysely<Database>, personId: number) {
  const [loans, debts, holds] = await Promise.all([
    openLoans(db, personId),
    pendingDebts(db, personId),
    activeHoldIds(db, personId),
  ]);
  return { loans: loans.length, debts: debts.length, holds: holds.length };
}

function refuseWhenPending(pendencies: { loans: number; debts: number; holds: number }): void {
  if (pendencies.loans + pendencies.debts + pendencies.holds > 0)
    throw new RuleViolationError(NO_DEBTS_CODES.pending, {
      emprestimos: pendencies.loans,
      debitos: pendencies.debts,
      reservas: pendencies.holds,
    });
}

/** GET /unidade-informacao/nada-consta/verifica: refused (422) while anything is pending. */
export async function verifyNoDebts(db: Kysely<Database>, personId: number): Promise<void> {
  refuseWhenPending(await noDebtsPendencies(db, personId));
}

/**
 * POST /unidade-informacao/nada-consta: issues the declaration with a verification code and removes the
 * patron from the library (spec 000 §5) — from every library when none is named. Returns the PDF.
 */
export async function issueNoDebtsDeclaration(
  services: CirculationServices,
  personId: number,
  libraryCode: string | undefined,
) {
  const { db, dialect } = services;
  const now = services.now();
  const issued = await inTransaction(db, async (trx) => {
    await lockPerson(trx, dialect, personId);
    refuseWhenPending(await noDebtsPendencies(trx, personId));
    const person = await findDeclarant(trx, personId);
    const libraries = await librariesLeft(trx, libraryCode);
    if (libraryCode && libraries.length === 0) throw new NotFoundError('library', { codigo: libraryCode });
    const code = crypto
      .randomBytes(6)
      .toString('hex')
      .toUpperCase()
      .replace(/(.{4})(?=.)/g, '$1-');
    await insertDeclaration(trx, {
      person_id: personId,
      library_id: libraries.length === 1 ? libraries[0]!.id : null,
      verification_code: code,
      issued_at: now.toISOString(),
    });
    const removed = new Set<number>(JSON.parse(person.removed_library_ids_json) as number[]);
    for (const library of libraries) removed.add(library.id);
    await setRemovedLibraries(
      trx,
      personId,
      [...removed].sort((a, b) => a - b),
      now,
    );
    return { code, person, libraries, institution: await institutionName(trx) };
  });
  const pdf = await renderDeclaration({
    institution: issued.institution,
    name: issued.person.name,
    taxId: issued.person.tax_id,
    libraries: issued.libraries.map((library) => library.name),
    code: issued.code,
    issuedAt: now,
  });
  return { code: issued.code, pdf };
}

/** The public check of a declaration's verification code. */
export async function findDeclaration(db: Kysely<Database>, code: string) {
  return findDeclarationByCode(db, code.trim().toUpperCase());
}

export async function renderDeclaration(data: {
  institution: string;
  name: string;
  taxId: string | null;
  libraries: string[];
  code: string;
  issuedAt: Date;
}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Declaração de nada consta — ${data.name}`);
  document.setSubject(data.name);
  document.setKeywords([data.code]);
  document.setCreationDate(data.issuedAt);
  const page = document.addPage([595.28, 841.89]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let y = 760;
  const line = (text: string, size = 12, font = regular) => {
    for (const part of wrap(text, font, size, 475)) {
      page.drawText(part, { x: 60, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.5;
    }
  };
  line(data.institution, 14, bold);
  y -= 20;
  line('DECLARAÇÃO DE NADA CONSTA', 18, bold);
  y -= 16;
  const day = data.issuedAt.toISOString().slice(0, 10).split('-').reverse().join('/');
  line(
    `Declaramos, para os devidos fins, que ${data.name}${data.taxId ? `, CPF ${data.taxId},` : ''} não possui ` +
      'empréstimos, reservas ou débitos pendentes junto a: ' +
      `${data.libraries.join('; ')}.`,
  );
  y -= 8;
  line(`Emitida em ${day}. Com esta declaração o usuário fica desligado da(s) biblioteca(s) acima.`);
  y -= 24;
  line(`Código de verificação: ${data.code}`, 12, bold);
  return document.save();
}

function wrap(
  text: string,
  font: { widthOfTextAtSize(text: string, size: number): number },
  size: number,
  width: number,
) {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && current) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

import { ERROR_CODES, isValidEmail, type LanguageTag } from '@estante/contracts';
import { InvalidInputError, NotFoundError } from '@estante/core';
import { NO_EMAIL_CODE } from './circulation-messages.ts';
import type { CirculationServices } from './circulation-services.ts';
import { declarationLibraryNames, findOwnDeclaration, institutionName } from './no-debts.repository.ts';
import { renderDeclaration } from './no-debts.ts';

const MAIL_TEXT: Record<LanguageTag, { subject: string; body: (name: string, code: string) => string }> = {
  pt: {
    subject: 'Declaração de nada consta',
    body: (name, code) =>
      `Olá, ${name}.\n\nSegue anexa a sua declaração de nada consta.\nCódigo de verificação: ${code}\n`,
  },
  en: {
    subject: 'No-debts declaration',
    body: (name, code) => `Hello, ${name}.\n\nYour no-debts declaration is attached.\nVerification code: ${code}\n`,
  },
  es: {
    subject: 'Declaración de no adeudo',
    body: (name, code) =>
      `Hola, ${name}.\n\nAdjuntamos su declaración de no adeudo.\nCódigo de verificación: ${code}\n`,
  },
  fr: {
    subject: 'Attestation de non-dette',
    body: (name, code) =>
      `Bonjour ${name},\n\nVous trouverez ci-joint votre attestation de non-dette.\nCode de vérification : ${code}\n`,
  },
  it: {
    subject: 'Dichiarazione di assenza di debiti',
    body: (name, code) =>
      `Ciao ${name},\n\nIn allegato la tua dichiarazione di assenza di debiti.\nCodice di verifica: ${code}\n`,
  },
};

/**
 * POST /nada-consta/send-mail: e-mails one of the patron's own declarations, named by its
 * verification code, as a PDF attachment, to the address given or else the patron's own. The server renders
 * the PDF again from the stored declaration (never a file the browser uploads), so the e-mail cannot carry a
 * forged document. Unlike issuing, sending is not a state change and may be repeated.
 */
export async function mailNoDebtsDeclaration(
  services: CirculationServices,
  personId: number,
  request: { codigo: string; email?: string },
  language: LanguageTag,
): Promise<{ to: string }> {
  const { db } = services;
  if (request.email?.trim() && !isValidEmail(request.email.trim()))
    throw new InvalidInputError(ERROR_CODES.invalidEmail, { campo: 'email' });
  const declaration = await findOwnDeclaration(db, personId, request.codigo.trim().toUpperCase());
  if (!declaration) throw new NotFoundError('declaration', { codigo: request.codigo });
  const to = request.email?.trim() || declaration.email;
  if (!to) throw new InvalidInputError(NO_EMAIL_CODE);
  const institution = await institutionName(db);
  const pdf = await renderDeclaration({
    institution,
    name: declaration.name,
    taxId: declaration.tax_id,
    libraries: await declarationLibraryNames(db, declaration.library_id),
    code: declaration.verification_code,
    issuedAt: new Date(declaration.issued_at),
  });
  const text = MAIL_TEXT[language];
  // Unlike the hold notice, the patron is waiting for this mail: a failure reaches them as an error.
  await services.mailer.send({
    to: [to],
    subject: `${text.subject} — ${declaration.name}`,
    text: text.body(declaration.name, declaration.verification_code),
    attachments: [
      {
        filename: `nada-consta-${declaration.verification_code}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  });
  return { to };
}

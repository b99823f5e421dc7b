import type { LanguageTag } from '@estante/contracts';
import { personLanguage } from '../auth/index.ts';
import type { CirculationServices } from '../circulation/index.ts';
import { suggestionStatusText } from '../library-units/index.ts';
import { findPatronContact, insertStoredAlert } from './acquisitions.repository.ts';

/** The alert kind of a note the library sends with a suggestion's new status. */
export const SUGGESTION_NOTE_ALERT = 'sugestao_observacao';

const TEXTS: Record<LanguageTag, { title: string; message: string; subject: string; greeting: string }> = {
  pt: {
    title: 'Sugestão de aquisição: {situacao}',
    message: '“{titulo}”: {nota}',
    subject: 'Sua sugestão de aquisição: {situacao}',
    greeting:
      'Olá, {nome}.\n\nSua sugestão de aquisição “{titulo}” está agora em “{situacao}”.\n\nNota da biblioteca:\n\n{nota}\n',
  },
  en: {
    title: 'Acquisition suggestion: {situacao}',
    message: '“{titulo}”: {nota}',
    subject: 'Your acquisition suggestion: {situacao}',
    greeting:
      'Hello, {nome}.\n\nYour acquisition suggestion “{titulo}” is now “{situacao}”.\n\nNote from the library:\n\n{nota}\n',
  },
  es: {
    title: 'Sugerencia de adquisición: {situacao}',
    message: '“{titulo}”: {nota}',
    subject: 'Su sugerencia de adquisición: {situacao}',
    greeting:
      'Hola, {nome}.\n\nSu sugerencia de adquisición “{titulo}” está ahora en “{situacao}”.\n\nNota de la biblioteca:\n\n{nota}\n',
  },
  fr: {
    title: 'Suggestion d’acquisition : {situacao}',
    message: '« {titulo} » : {nota}',
    subject: 'Votre suggestion d’acquisition : {situacao}',
    greeting:
      'Bonjour {nome},\n\nVotre suggestion d’acquisition « {titulo} » est maintenant « {situacao} ».\n\nNote de la bibliothèque :\n\n{nota}\n',
  },
  it: {
    title: 'Suggerimento di acquisto: {situacao}',
    message: '“{titulo}”: {nota}',
    subject: 'Il tuo suggerimento di acquisto: {situacao}',
    greeting:
      'Ciao {nome},\n\nil tuo suggerimento di acquisto “{titulo}” è ora “{situacao}”.\n\nNota della biblioteca:\n\n{nota}\n',
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

export interface SuggestionNote {
  suggestionId: number;
  personId: number;
  title: string;
  status: string;
  note: string;
}

/**
 * The note reaches the patron in their personal area (an alert, written in the change's transaction, in the
 * patron's language) and returns what the e-mail sent after the commit needs.
 */
export async function alertSuggestionNote(
  trx: CirculationServices['db'],
  note: SuggestionNote,
  at: Date,
): Promise<{ to: string | null; language: LanguageTag; name: string }> {
  const patron = await findPatronContact(trx, note.personId);
  const language = personLanguage(patron?.language);
  const values = {
    titulo: note.title,
    situacao: suggestionStatusText(note.status, language),
    nota: note.note,
    nome: patron?.name ?? '',
  };
  await insertStoredAlert(trx, {
    personId: note.personId,
    kind: SUGGESTION_NOTE_ALERT,
    title: fill(TEXTS[language].title, values),
    message: fill(TEXTS[language].message, values),
    params: { cod_sugestao: note.suggestionId, situacao: note.status, nota: note.note },
    at: at.toISOString(),
  });
  return { to: patron?.email ?? null, language, name: values.nome };
}

/** E-mails the note; a failure is logged and leaves the change and the alert in place. */
export async function mailSuggestionNote(
  services: CirculationServices,
  note: SuggestionNote,
  recipient: { to: string | null; language: LanguageTag; name: string },
): Promise<void> {
  if (!recipient.to) return;
  const values = {
    titulo: note.title,
    situacao: suggestionStatusText(note.status, recipient.language),
    nota: note.note,
    nome: recipient.name,
  };
  try {
    await services.mailer.send({
      to: [recipient.to],
      subject: fill(TEXTS[recipient.language].subject, values),
      text: fill(TEXTS[recipient.language].greeting, values),
    });
  } catch (error) {
    services.log.warn({ err: error, suggestionId: note.suggestionId }, 'suggestion note e-mail not sent');
  }
}

import type { LanguageTag } from '@estante/contracts';
import type { AppContext } from '../app-context.ts';
import { personLanguage } from '../auth/index.ts';

const TEXTS: Record<LanguageTag, { subject: string; done: string; refused: string; reply: string }> = {
  pt: {
    subject: 'Seu pedido de exclusão de dados pessoais',
    done: 'Olá, {nome}.\n\nSeu pedido de exclusão de dados pessoais foi atendido: a biblioteca apagou seus dados.\n',
    refused: 'Olá, {nome}.\n\nSeu pedido de exclusão de dados pessoais não pôde ser atendido.\n',
    reply: '\nResposta da biblioteca:\n\n{resposta}\n',
  },
  en: {
    subject: 'Your request to erase your personal data',
    done: 'Hello, {nome}.\n\nYour request to erase your personal data has been completed: the library erased your data.\n',
    refused: 'Hello, {nome}.\n\nYour request to erase your personal data could not be completed.\n',
    reply: '\nReply from the library:\n\n{resposta}\n',
  },
  es: {
    subject: 'Su solicitud de eliminación de datos personales',
    done: 'Hola, {nome}.\n\nSu solicitud de eliminación de datos personales fue atendida: la biblioteca borró sus datos.\n',
    refused: 'Hola, {nome}.\n\nSu solicitud de eliminación de datos personales no pudo ser atendida.\n',
    reply: '\nRespuesta de la biblioteca:\n\n{resposta}\n',
  },
  fr: {
    subject: 'Votre demande d’effacement de données personnelles',
    done: 'Bonjour {nome},\n\nVotre demande d’effacement de données personnelles a été traitée : la bibliothèque a effacé vos données.\n',
    refused: 'Bonjour {nome},\n\nVotre demande d’effacement de données personnelles n’a pas pu être satisfaite.\n',
    reply: '\nRéponse de la bibliothèque :\n\n{resposta}\n',
  },
  it: {
    subject: 'La tua richiesta di cancellazione dei dati personali',
    done: 'Ciao {nome},\n\nla tua richiesta di cancellazione dei dati personali è stata evasa: la biblioteca ha cancellato i tuoi dati.\n',
    refused: 'Ciao {nome},\n\nla tua richiesta di cancellazione dei dati personali non ha potuto essere evasa.\n',
    reply: '\nRisposta della biblioteca:\n\n{resposta}\n',
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/**
 * Tells the patron how their deletion request ended, in their language, after the change is stored. Sent to the
 * address read before erasure; a mail failure is logged and changes nothing.
 */
export async function mailPrivacyAnswer(
  context: AppContext,
  answer: {
    requestId: number;
    status: 'done' | 'refused';
    reply: string | null;
    patron: { name: string; email: string | null; language: string | null };
  },
): Promise<void> {
  if (!answer.patron.email) return;
  const texts = TEXTS[personLanguage(answer.patron.language)];
  const values = { nome: answer.patron.name, resposta: answer.reply ?? '' };
  try {
    await context.mailer.send({
      to: [answer.patron.email],
      subject: texts.subject,
      text: fill(texts[answer.status], values) + (answer.reply ? fill(texts.reply, values) : ''),
    });
  } catch (error) {
    context.log.warn({ err: error, privacyRequestId: answer.requestId }, 'privacy answer e-mail not sent');
  }
}

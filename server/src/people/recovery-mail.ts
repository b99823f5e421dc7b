import type { LanguageTag } from '@estante/contracts';
import type { MailMessage } from '../mail/mailer.ts';

const TEXTS: Record<LanguageTag, { subject: string; body: (name: string, code: string, minutes: number) => string }> = {
  pt: {
    subject: 'Código para redefinir sua senha',
    body: (name, code, minutes) =>
      `Olá, ${name}.\n\nSeu código de verificação é: ${code}\n\nEle vale por ${minutes} minutos e pode ser usado uma vez. Se você não pediu para redefinir a senha, ignore este e-mail.\n`,
  },
  en: {
    subject: 'Code to reset your password',
    body: (name, code, minutes) =>
      `Hello, ${name}.\n\nYour verification code is: ${code}\n\nIt is valid for ${minutes} minutes and can be used once. If you did not ask to reset your password, ignore this e-mail.\n`,
  },
  es: {
    subject: 'Código para restablecer su contraseña',
    body: (name, code, minutes) =>
      `Hola, ${name}.\n\nSu código de verificación es: ${code}\n\nEs válido durante ${minutes} minutos y puede usarse una vez. Si no pidió restablecer la contraseña, ignore este correo.\n`,
  },
  fr: {
    subject: 'Code pour réinitialiser votre mot de passe',
    body: (name, code, minutes) =>
      `Bonjour ${name},\n\nVotre code de vérification est : ${code}\n\nIl est valable ${minutes} minutes et ne peut servir qu'une fois. Si vous n'avez pas demandé de réinitialisation, ignorez ce message.\n`,
  },
  it: {
    subject: 'Codice per reimpostare la password',
    body: (name, code, minutes) =>
      `Ciao ${name},\n\nil tuo codice di verifica è: ${code}\n\nÈ valido per ${minutes} minuti e si può usare una sola volta. Se non hai chiesto di reimpostare la password, ignora questa e-mail.\n`,
  },
};

export function recoveryMail(
  language: LanguageTag,
  to: string[],
  name: string,
  code: string,
  minutes: number,
): MailMessage {
  const text = TEXTS[language] ?? TEXTS.pt;
  return { to, subject: text.subject, text: text.body(name, code, minutes) };
}

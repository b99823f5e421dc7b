import { InvalidInputError, NotFoundError, RuleViolationError } from '@estante/core';
import type { MessageTable } from '../i18n/server-messages.ts';

/** Refusals of the payment slip (docs/payment-slip.md). */
export const PAYMENT_CODES = {
  /** Spec 000 §8: "Patron has no registered tax id: contact the library." */
  noTaxId: 'UsuarioSemCpf',
  notConfigured: 'GruNaoConfigurada',
  noDebts: 'SemDebitosNaBiblioteca',
  amountMismatch: 'ValorDiferenteDoDebito',
  alreadyPaid: 'GruJaPaga',
  outdated: 'GruDesatualizada',
  unknownLibrary: 'BibliotecaInvalida',
} as const;

export class PaymentRefusal extends RuleViolationError {}
export class PaymentInputError extends InvalidInputError {}
export class SlipNotFound extends NotFoundError {}

export const PAYMENT_MESSAGES: MessageTable = {
  [PAYMENT_CODES.noTaxId]: {
    pt: 'Usuário não possui CPF cadastrado. Entre em contato com a biblioteca.',
    en: 'You have no tax id (CPF) registered. Please contact the library.',
    es: 'El usuario no tiene CPF registrado. Póngase en contacto con la biblioteca.',
    fr: 'Aucun numéro fiscal (CPF) n’est enregistré pour vous. Contactez la bibliothèque.',
    it: 'Non risulta alcun codice fiscale (CPF) registrato. Contatta la biblioteca.',
  },
  [PAYMENT_CODES.notConfigured]: {
    pt: 'A emissão de GRU não está configurada nesta instituição. Entre em contato com a biblioteca.',
    en: 'Payment slips (GRU) are not set up at this institution. Please contact the library.',
    es: 'La emisión de GRU no está configurada en esta institución. Póngase en contacto con la biblioteca.',
    fr: 'L’émission de GRU n’est pas configurée dans cet établissement. Contactez la bibliothèque.',
    it: 'L’emissione della GRU non è configurata in questa istituzione. Contatta la biblioteca.',
  },
  [PAYMENT_CODES.noDebts]: {
    pt: 'Você não tem débitos a pagar nesta biblioteca.',
    en: 'You have no debts to pay at this library.',
    es: 'No tiene deudas por pagar en esta biblioteca.',
    fr: 'Vous n’avez aucune dette à régler dans cette bibliothèque.',
    it: 'Non hai debiti da pagare presso questa biblioteca.',
  },
  [PAYMENT_CODES.amountMismatch]: {
    pt: 'O valor não confere com o saldo devedor nesta biblioteca. Atualize a página e tente novamente.',
    en: 'The amount does not match what you owe at this library. Reload the page and try again.',
    es: 'El valor no coincide con el saldo adeudado en esta biblioteca. Actualice la página e inténtelo de nuevo.',
    fr: 'Le montant ne correspond pas à ce que vous devez à cette bibliothèque. Rechargez la page et réessayez.',
    it: 'L’importo non corrisponde al saldo dovuto a questa biblioteca. Ricarica la pagina e riprova.',
  },
  [PAYMENT_CODES.alreadyPaid]: {
    pt: 'O pagamento desta GRU já foi registrado.',
    en: 'The payment of this slip has already been recorded.',
    es: 'El pago de esta GRU ya fue registrado.',
    fr: 'Le paiement de cette GRU a déjà été enregistré.',
    it: 'Il pagamento di questa GRU è già stato registrato.',
  },
  [PAYMENT_CODES.outdated]: {
    pt: 'Os débitos desta GRU mudaram desde a emissão (pagamento ou abono no balcão). Registre o pagamento pelo balcão.',
    en: 'The debts of this slip changed since it was issued (a payment or waiver at the desk). Record the payment at the desk.',
    es: 'Las deudas de esta GRU cambiaron desde su emisión (pago o condonación en el mostrador). Registre el pago en el mostrador.',
    fr: 'Les dettes de cette GRU ont changé depuis son émission (paiement ou remise au guichet). Enregistrez le paiement au guichet.',
    it: 'I debiti di questa GRU sono cambiati dall’emissione (pagamento o condono al banco). Registra il pagamento al banco.',
  },
};

import { InvalidInputError, NotFoundError, RuleViolationError } from '@estante/core';
import type { MessageTable } from '../i18n/server-messages.ts';

/** Refusals of the closed stacks (docs/closed-stacks.md), each with its text in the caller's language. */
export const CLOSED_STACKS_CODES = {
  notInClosedStacks: 'ExemplarForaDoArmazem',
  alreadyRequested: 'ExemplarJaSolicitado',
  copyUnavailable: 'ExemplarIndisponivel',
  otherLibrary: 'ExemplarDeOutraBiblioteca',
  tooManyOpen: 'SolicitacoesArmazemDemais',
  wrongStatus: 'SituacaoArmazemInvalida',
  tooLateToCancel: 'ArmazemJaEmBusca',
  unknownLibrary: 'BibliotecaInvalida',
  unknownRule: 'ArmazemLocalNaoFechado',
} as const;

/** A patron's open storage requests, at most (a basket is at most 10 copies too). */
export const OPEN_REQUEST_LIMIT = 10;

export class StorageRefusal extends RuleViolationError {}
export class StorageInputError extends InvalidInputError {}
export class StorageNotFound extends NotFoundError {}

export const CLOSED_STACKS_MESSAGES: MessageTable = {
  [CLOSED_STACKS_CODES.notInClosedStacks]: {
    pt: 'Este exemplar não está no armazém: procure-o na estante.',
    en: 'This copy is not in the closed stacks: look for it on the open shelves.',
    es: 'Este ejemplar no está en el depósito: búsquelo en la estantería.',
    fr: 'Cet exemplaire n’est pas en magasin : cherchez-le en libre accès.',
    it: 'Questa copia non è in magazzino: cercala a scaffale aperto.',
  },
  [CLOSED_STACKS_CODES.alreadyRequested]: {
    pt: 'Este exemplar já foi solicitado. Escolha outro ou aguarde.',
    en: 'This copy has already been requested. Choose another one or wait.',
    es: 'Este ejemplar ya fue solicitado. Elija otro o espere.',
    fr: 'Cet exemplaire a déjà été demandé. Choisissez-en un autre ou patientez.',
    it: 'Questa copia è già stata richiesta. Scegline un’altra o attendi.',
  },
  [CLOSED_STACKS_CODES.copyUnavailable]: {
    pt: 'Este exemplar não está disponível no armazém agora (emprestado, em reparo ou extraviado).',
    en: 'This copy is not available in the closed stacks now (on loan, in repair or lost).',
    es: 'Este ejemplar no está disponible en el depósito ahora (prestado, en reparación o extraviado).',
    fr: 'Cet exemplaire n’est pas disponible en magasin pour l’instant (prêté, en réparation ou perdu).',
    it: 'Questa copia non è disponibile in magazzino ora (in prestito, in riparazione o smarrita).',
  },
  [CLOSED_STACKS_CODES.otherLibrary]: {
    pt: 'Todos os exemplares da solicitação devem ser da biblioteca escolhida.',
    en: 'Every copy of the request must belong to the library chosen.',
    es: 'Todos los ejemplares de la solicitud deben ser de la biblioteca elegida.',
    fr: 'Tous les exemplaires de la demande doivent appartenir à la bibliothèque choisie.',
    it: 'Tutte le copie della richiesta devono appartenere alla biblioteca scelta.',
  },
  [CLOSED_STACKS_CODES.tooManyOpen]: {
    pt: 'Você já tem 10 itens do armazém solicitados ou aguardando retirada, o máximo.',
    en: 'You already have 10 items from the closed stacks requested or waiting for pickup, the most allowed.',
    es: 'Ya tiene 10 ítems del depósito solicitados o esperando retiro, el máximo.',
    fr: 'Vous avez déjà 10 documents des magasins demandés ou en attente de retrait, le maximum.',
    it: 'Hai già 10 documenti dal magazzino richiesti o in attesa di ritiro, il massimo.',
  },
  [CLOSED_STACKS_CODES.wrongStatus]: {
    pt: 'A solicitação não pode passar a essa situação a partir da atual.',
    en: 'The request cannot move to that status from its current one.',
    es: 'La solicitud no puede pasar a esa situación desde la actual.',
    fr: 'La demande ne peut pas passer à ce statut depuis le statut actuel.',
    it: 'La richiesta non può passare a questo stato da quello attuale.',
  },
  [CLOSED_STACKS_CODES.tooLateToCancel]: {
    pt: 'A biblioteca já buscou este exemplar no armazém: para desistir, fale com o balcão.',
    en: 'The library has already fetched this copy from the closed stacks: to withdraw, ask at the desk.',
    es: 'La biblioteca ya buscó este ejemplar en el depósito: para desistir, hable con el mostrador.',
    fr: 'La bibliothèque a déjà sorti cet exemplaire du magasin : pour renoncer, adressez-vous à l’accueil.',
    it: 'La biblioteca ha già prelevato questa copia dal magazzino: per rinunciare, rivolgiti al banco prestiti.',
  },
  [CLOSED_STACKS_CODES.unknownRule]: {
    pt: 'Essa localização ou coleção não está marcada como armazém nessa biblioteca.',
    en: 'That location or collection is not marked as closed stacks at that library.',
    es: 'Esa ubicación o colección no está marcada como depósito en esa biblioteca.',
    fr: 'Cet emplacement ou cette collection n’est pas en magasin dans cette bibliothèque.',
    it: 'Questa collocazione o collezione non è segnata come magazzino in questa biblioteca.',
  },
};

import { RuleViolationError } from '@estante/core';
import type { MessageTable } from '../i18n/server-messages.ts';

/** Refusals of the acquisition staff's calls (docs/staff-queues.md), each with its text in five languages. */
export const ACQUISITION_CODES = {
  invalidOrderTransition: 'TransicaoPedidoInvalida',
  orderNotOpen: 'PedidoCompraNaoAberto',
  orderWithoutItems: 'PedidoCompraSemItens',
  suggestionInOrder: 'SugestaoJaEmPedido',
  suggestionNotOrderable: 'SugestaoNaoPodeSerPedida',
  suggestionOfAnotherLibrary: 'SugestaoDeOutraBiblioteca',
  suggestionHeldByOrder: 'SugestaoPresaAoPedido',
  invalidQuantityReceived: 'QuantidadeRecebidaInvalida',
  unknownOrderStatus: 'SituacaoPedidoInvalida',
  changedMeanwhile: 'AlteradoPorOutraPessoa',
  statisticsPeriodTooLong: 'PeriodoEstatisticasMuitoLongo',
  unknownLibrary: 'BibliotecaInvalida',
} as const;

export class AcquisitionRefusal extends RuleViolationError {}

export const ACQUISITION_MESSAGES: MessageTable = {
  [ACQUISITION_CODES.invalidOrderTransition]: {
    pt: 'O pedido de compra não pode passar para essa situação.',
    en: 'The purchase order cannot move to that status.',
    es: 'El pedido de compra no puede pasar a esa situación.',
    fr: 'Le bon de commande ne peut pas passer à ce statut.',
    it: 'L’ordine di acquisto non può passare a quello stato.',
  },
  [ACQUISITION_CODES.orderNotOpen]: {
    pt: 'Os itens só mudam enquanto o pedido de compra está aberto.',
    en: 'Items change only while the purchase order is open.',
    es: 'Los ítems solo cambian mientras el pedido de compra está abierto.',
    fr: 'Les articles ne changent que tant que le bon de commande est ouvert.',
    it: 'Gli articoli cambiano solo finché l’ordine di acquisto è aperto.',
  },
  [ACQUISITION_CODES.orderWithoutItems]: {
    pt: 'Inclua ao menos um item antes de enviar o pedido.',
    en: 'Add at least one item before sending the order.',
    es: 'Incluya al menos un ítem antes de enviar el pedido.',
    fr: 'Ajoutez au moins un article avant d’envoyer la commande.',
    it: 'Aggiungi almeno un articolo prima di inviare l’ordine.',
  },
  [ACQUISITION_CODES.suggestionInOrder]: {
    pt: 'Essa sugestão já está em um pedido de compra.',
    en: 'That suggestion is already in a purchase order.',
    es: 'Esa sugerencia ya está en un pedido de compra.',
    fr: 'Cette suggestion figure déjà dans un bon de commande.',
    it: 'Quel suggerimento è già in un ordine di acquisto.',
  },
  [ACQUISITION_CODES.suggestionNotOrderable]: {
    pt: 'Só sugestões em aberto entram em um pedido; mude a situação dela antes.',
    en: 'Only open suggestions go into an order; change its status first.',
    es: 'Solo las sugerencias abiertas entran en un pedido; cambie su situación antes.',
    fr: 'Seules les suggestions ouvertes entrent dans une commande ; changez d’abord son statut.',
    it: 'Solo i suggerimenti aperti entrano in un ordine; cambiane prima lo stato.',
  },
  [ACQUISITION_CODES.suggestionOfAnotherLibrary]: {
    pt: 'A sugestão foi feita a outra biblioteca que não a do pedido.',
    en: 'The suggestion was made to a library other than the order’s.',
    es: 'La sugerencia se hizo a una biblioteca distinta de la del pedido.',
    fr: 'La suggestion a été faite à une autre bibliothèque que celle de la commande.',
    it: 'Il suggerimento è stato fatto a una biblioteca diversa da quella dell’ordine.',
  },
  [ACQUISITION_CODES.suggestionHeldByOrder]: {
    pt: 'A situação dessa sugestão segue o pedido de compra; retire-a do pedido antes.',
    en: 'This suggestion’s status follows its purchase order; remove it from the order first.',
    es: 'La situación de esta sugerencia sigue el pedido de compra; retírela del pedido antes.',
    fr: 'Le statut de cette suggestion suit son bon de commande ; retirez-la d’abord de la commande.',
    it: 'Lo stato di questo suggerimento segue il suo ordine; toglilo prima dall’ordine.',
  },
  [ACQUISITION_CODES.invalidQuantityReceived]: {
    pt: 'A quantidade recebida deve estar entre zero e a quantidade pedida.',
    en: 'The quantity received must be between zero and the quantity ordered.',
    es: 'La cantidad recibida debe estar entre cero y la cantidad pedida.',
    fr: 'La quantité reçue doit être comprise entre zéro et la quantité commandée.',
    it: 'La quantità ricevuta deve essere tra zero e la quantità ordinata.',
  },
  [ACQUISITION_CODES.unknownOrderStatus]: {
    pt: 'Situação de pedido de compra desconhecida.',
    en: 'Unknown purchase order status.',
    es: 'Situación de pedido de compra desconocida.',
    fr: 'Statut de bon de commande inconnu.',
    it: 'Stato dell’ordine di acquisto sconosciuto.',
  },
  [ACQUISITION_CODES.changedMeanwhile]: {
    pt: 'Outra pessoa alterou este item agora mesmo. Recarregue a lista e tente de novo.',
    en: 'Someone else changed this item just now. Reload the list and try again.',
    es: 'Otra persona modificó este ítem hace un momento. Recargue la lista e inténtelo de nuevo.',
    fr: 'Quelqu’un d’autre vient de modifier cet élément. Rechargez la liste et réessayez.',
    it: 'Un’altra persona ha appena modificato questo elemento. Ricarica l’elenco e riprova.',
  },
  [ACQUISITION_CODES.statisticsPeriodTooLong]: {
    pt: 'O período das estatísticas pode ter no máximo dez anos.',
    en: 'The statistics period can be at most ten years long.',
    es: 'El período de las estadísticas puede tener como máximo diez años.',
    fr: 'La période des statistiques ne peut pas dépasser dix ans.',
    it: 'Il periodo delle statistiche può durare al massimo dieci anni.',
  },
};

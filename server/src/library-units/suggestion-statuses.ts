import type { LanguageTag } from '@estante/contracts';

/**
 * The purchase-suggestion statuses of spec 000 §3, in its order. A new suggestion starts as
 * `sugestao_compra`; staff move it to any other (acquisition is not a strict pipeline: a suggestion can be found
 * to exist already, be duplicated or go out of print at any point).
 */
export const SUGGESTION_STATUSES: Record<string, Record<LanguageTag, string>> = {
  aguardando_entrega: {
    pt: 'Aguardando entrega',
    en: 'Awaiting delivery',
    es: 'Esperando entrega',
    fr: 'En attente de livraison',
    it: 'In attesa di consegna',
  },
  atendida: { pt: 'Atendida', en: 'Attended', es: 'Atendida', fr: 'Satisfaite', it: 'Evasa' },
  cancelada: { pt: 'Cancelada', en: 'Cancelled', es: 'Cancelada', fr: 'Annulée', it: 'Annullata' },
  duplicada: { pt: 'Duplicada', en: 'Duplicated', es: 'Duplicada', fr: 'En double', it: 'Duplicata' },
  em_cotacao: { pt: 'Em cotação', en: 'In quote', es: 'En cotización', fr: 'En devis', it: 'In preventivo' },
  esgotada: { pt: 'Esgotada', en: 'Out of print', es: 'Agotada', fr: 'Épuisée', it: 'Esaurita' },
  finalizada_incompleta: {
    pt: 'Finalizada/incompleta',
    en: 'Finished/incomplete',
    es: 'Finalizada/incompleta',
    fr: 'Terminée/incomplète',
    it: 'Conclusa/incompleta',
  },
  ja_existe: { pt: 'Já existe', en: 'Already exists', es: 'Ya existe', fr: 'Existe déjà', it: 'Già presente' },
  nao_atendida: { pt: 'Não atendida', en: 'Not attended', es: 'No atendida', fr: 'Non satisfaite', it: 'Non evasa' },
  nao_encontrada: {
    pt: 'Não encontrada',
    en: 'Not found',
    es: 'No encontrada',
    fr: 'Introuvable',
    it: 'Non trovata',
  },
  atendida_parcialmente: {
    pt: 'Atendida parcialmente',
    en: 'Partially attended',
    es: 'Atendida parcialmente',
    fr: 'Partiellement satisfaite',
    it: 'Evasa parzialmente',
  },
  em_negociacao: {
    pt: 'Em negociação',
    en: 'Trading',
    es: 'En negociación',
    fr: 'En négociation',
    it: 'In trattativa',
  },
  pre_sugestao: {
    pt: 'Pré-sugestão',
    en: 'Pre-suggestion',
    es: 'Presugerencia',
    fr: 'Pré-suggestion',
    it: 'Pre-suggerimento',
  },
  sugestao_compra: {
    pt: 'Sugestão de compra',
    en: 'Purchase suggestion',
    es: 'Sugerencia de compra',
    fr: 'Suggestion d’achat',
    it: 'Suggerimento di acquisto',
  },
};

export const isSuggestionStatus = (code: string): boolean => Object.hasOwn(SUGGESTION_STATUSES, code);

export const suggestionStatusText = (code: string, language: LanguageTag): string =>
  SUGGESTION_STATUSES[code]?.[language] ?? code;

import type { LanguageTag, SortOrder } from '@estante/contracts';

/** Labels of the orderings (GET /api/consulta/ordenacao), in the five languages. */
export const SORT_LABELS: Record<SortOrder, Record<LanguageTag, string>> = {
  C: { pt: 'Relevância', es: 'Relevancia', en: 'Relevance', fr: 'Pertinence', it: 'Rilevanza' },
  A: {
    pt: 'Ano de publicação (mais recente primeiro)',
    es: 'Año de publicación (más reciente primero)',
    en: 'Publication year (newest first)',
    fr: 'Année de publication (plus récente d’abord)',
    it: 'Anno di pubblicazione (più recente prima)',
  },
  T: { pt: 'Título (A–Z)', es: 'Título (A–Z)', en: 'Title (A–Z)', fr: 'Titre (A–Z)', it: 'Titolo (A–Z)' },
  N: {
    pt: 'Número do título',
    es: 'Número del título',
    en: 'Title number',
    fr: 'Numéro de la notice',
    it: 'Numero del titolo',
  },
};

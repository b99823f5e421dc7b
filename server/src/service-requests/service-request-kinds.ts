import type { LanguageTag } from '@estante/contracts';

/** Names of the request kinds, for alert texts and e-mails. */
export const KIND_NAMES: Record<string, Record<LanguageTag, string>> = {
  'comutacao-bibliografica': {
    pt: 'Comutação bibliográfica',
    en: 'Bibliographic switching',
    es: 'Conmutación bibliográfica',
    fr: 'Fourniture de documents',
    it: 'Fornitura di documenti',
  },
  'levantamento-bibliografico': {
    pt: 'Levantamento bibliográfico',
    en: 'Bibliographic survey',
    es: 'Búsqueda bibliográfica',
    fr: 'Recherche bibliographique',
    it: 'Ricerca bibliografica',
  },
  'ficha-catalografica': {
    pt: 'Ficha catalográfica',
    en: 'Cataloguing-in-publication record',
    es: 'Ficha catalográfica',
    fr: 'Notice de catalogage avant publication',
    it: 'Scheda catalografica',
  },
  'pesquisa-especializada': {
    pt: 'Pesquisa especializada',
    en: 'Specialised search',
    es: 'Búsqueda especializada',
    fr: 'Recherche spécialisée',
    it: 'Ricerca specializzata',
  },
  'emprestimo-inter-bibliotecas': {
    pt: 'Empréstimo entre bibliotecas',
    en: 'Inter-library loan',
    es: 'Préstamo interbibliotecario',
    fr: 'Prêt entre bibliothèques',
    it: 'Prestito interbibliotecario',
  },
};

export const KIND_NAMES_PT: Record<string, string> = Object.fromEntries(
  Object.entries(KIND_NAMES).map(([kind, names]) => [kind, names.pt]),
);

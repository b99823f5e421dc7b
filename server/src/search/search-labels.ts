import type { LanguageTag } from '@estante/contracts';
import type { BrowseKind } from './browse-entries.ts';

type Labels = Record<LanguageTag, string>;

/** Labels of the browse indexes (GET /api/consulta/opcoes-indice), in the five languages. */
export const BROWSE_LABELS: Record<BrowseKind, Labels> = {
  titulo: { pt: 'Título', es: 'Título', en: 'Title', fr: 'Titre', it: 'Titolo' },
  serie: { pt: 'Série', es: 'Serie', en: 'Series', fr: 'Collection', it: 'Collana' },
  autor: { pt: 'Autor', es: 'Autor', en: 'Author', fr: 'Auteur', it: 'Autore' },
  assunto: { pt: 'Assunto', es: 'Materia', en: 'Subject', fr: 'Sujet', it: 'Soggetto' },
  chamada: {
    pt: 'Número de chamada',
    es: 'Signatura topográfica',
    en: 'Call number',
    fr: 'Cote',
    it: 'Collocazione',
  },
  isbn: { pt: 'ISBN', es: 'ISBN', en: 'ISBN', fr: 'ISBN', it: 'ISBN' },
  issn: { pt: 'ISSN', es: 'ISSN', en: 'ISSN', fr: 'ISSN', it: 'ISSN' },
};

/** Labels of the facet letters Estante fills (docs/search.md, facet letters), for GET /api/consulta/filtros. */
export const FACET_LABELS: Record<string, Labels> = {
  T: { pt: 'Tipo de obra', es: 'Tipo de obra', en: 'Work type', fr: "Type d'œuvre", it: 'Tipo di opera' },
  Y: { pt: 'Ano', es: 'Año', en: 'Year', fr: 'Année', it: 'Anno' },
  I: { pt: 'Idioma', es: 'Idioma', en: 'Language', fr: 'Langue', it: 'Lingua' },
  X: { pt: 'Somente com', es: 'Solo con', en: 'Only with', fr: 'Seulement avec', it: 'Solo con' },
  K: { pt: 'Classificação', es: 'Clasificación', en: 'Classification', fr: 'Classification', it: 'Classificazione' },
  L: { pt: 'Biblioteca', es: 'Biblioteca', en: 'Library', fr: 'Bibliothèque', it: 'Biblioteca' },
  A: { pt: 'Autor', es: 'Autor', en: 'Author', fr: 'Auteur', it: 'Autore' },
  S: { pt: 'Assunto', es: 'Materia', en: 'Subject', fr: 'Sujet', it: 'Soggetto' },
  E: { pt: 'Série', es: 'Serie', en: 'Series', fr: 'Collection', it: 'Collana' },
  P: { pt: 'Editora', es: 'Editorial', en: 'Publisher', fr: 'Éditeur', it: 'Editore' },
};

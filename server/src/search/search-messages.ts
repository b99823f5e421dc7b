import { INVALID_SEARCH } from '@estante/search';
import { registerServerMessages } from '../i18n/server-messages.ts';

// The invalid-search message names the parameter; the details carry which one and why.
registerServerMessages(INVALID_SEARCH, {
  pt: 'A pesquisa não pôde ser interpretada: verifique o tipo, a posição, o operador, os filtros e a ordenação.',
  en: 'The search could not be understood: check the type, position, operator, filters and ordering.',
  es: 'No se pudo interpretar la búsqueda: verifique el tipo, la posición, el operador, los filtros y el orden.',
  fr: "La recherche n'a pas pu être interprétée : vérifiez le type, la position, l'opérateur, les filtres et le tri.",
  it: "Non è stato possibile interpretare la ricerca: verificare il tipo, la posizione, l'operatore, i filtri e l'ordinamento.",
});

import { INVALID_SEARCH, TRUNCATION_TOO_SHORT } from '@estante/search';
import type { MessageTable } from '../i18n/server-messages.ts';

/** The search's server texts (listed in buildApp's FEATURE_MESSAGES). */
export const SEARCH_MESSAGES: MessageTable = {
  // The invalid-search message names the parameter; the details carry which one and why.
  [INVALID_SEARCH]: {
    pt: 'A pesquisa não pôde ser interpretada: verifique o tipo, a posição, o operador, os filtros e a ordenação.',
    en: 'The search could not be understood: check the type, position, operator, filters and ordering.',
    es: 'No se pudo interpretar la búsqueda: verifique el tipo, la posición, el operador, los filtros y el orden.',
    fr: "La recherche n'a pas pu être interprétée : vérifiez le type, la position, l'opérateur, les filtres et le tri.",
    it: "Non è stato possibile interpretare la ricerca: verificare il tipo, la posizione, l'operatore, i filtri e l'ordinamento.",
  },
  // A truncated word needs 3 letters before its `*` (docs/search.md, "Truncation").
  [TRUNCATION_TOO_SHORT]: {
    pt: 'Use ao menos 3 letras antes do * (por exemplo, bras*).',
    en: 'Type at least 3 letters before the * (for example, bras*).',
    es: 'Escriba al menos 3 letras antes del * (por ejemplo, bras*).',
    fr: 'Saisissez au moins 3 lettres avant le * (par exemple, bras*).',
    it: 'Digitare almeno 3 lettere prima dell’* (per esempio, bras*).',
  },
  // GET /consulta/bibliografia needs a discipline, course or professor (spec 000 §5, teaching plan).
  BibliografiaSemFiltro: {
    pt: 'Escolha uma disciplina, um curso ou um professor.',
    en: 'Choose a discipline, a course or a professor.',
    es: 'Elija una asignatura, un curso o un profesor.',
    fr: 'Choisissez une matière, une formation ou un enseignant.',
    it: 'Scegliere un insegnamento, un corso o un docente.',
  },
};

import type { LanguageTag } from '@estante/contracts';

interface DemoSection {
  key: string;
  language: LanguageTag;
  content: unknown;
}

const WELCOME: Record<LanguageTag, { titulo: string; texto: string }> = {
  pt: {
    titulo: 'Bem-vindo ao catálogo da Biblioteca',
    texto: 'Pesquise livros, teses, periódicos, e-books e mídias das bibliotecas da UFEX.',
  },
  en: {
    titulo: 'Welcome to the Library catalogue',
    texto: 'Search books, theses, journals, e-books and media from the UFEX libraries.',
  },
  es: {
    titulo: 'Bienvenido al catálogo de la Biblioteca',
    texto: 'Busque libros, tesis, revistas, libros electrónicos y medios de las bibliotecas de la UFEX.',
  },
  fr: {
    titulo: 'Bienvenue dans le catalogue de la Bibliothèque',
    texto: "Recherchez des livres, thèses, revues, livres numériques et médias des bibliothèques de l'UFEX.",
  },
  it: {
    titulo: 'Benvenuti nel catalogo della Biblioteca',
    texto: "Cerca libri, tesi, periodici, e-book e media delle biblioteche dell'UFEX.",
  },
};

const GENERAL_INFO: Record<LanguageTag, string> = {
  pt: 'Horário: segunda a sexta, das 8h às 21h; sábados, das 8h às 12h.',
  en: 'Opening hours: Monday to Friday, 8 am to 9 pm; Saturdays, 8 am to noon.',
  es: 'Horario: de lunes a viernes, de 8 a 21 h; sábados, de 8 a 12 h.',
  fr: 'Horaires : du lundi au vendredi, de 8 h à 21 h ; le samedi, de 8 h à 12 h.',
  it: 'Orari: dal lunedì al venerdì, dalle 8 alle 21; il sabato, dalle 8 alle 12.',
};

/** Site sections of the demo institution, in the five languages. */
export const DEMO_SITE_SECTIONS: DemoSection[] = (Object.keys(WELCOME) as LanguageTag[]).flatMap((language) => [
  { key: 'secao_1', language, content: WELCOME[language] },
  { key: 'informacoes_gerais', language, content: { texto: GENERAL_INFO[language] } },
]);

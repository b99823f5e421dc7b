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
  // The search guides' letters (docs/search-guides.md).
  G: {
    pt: 'Coleção especial',
    es: 'Colección especial',
    en: 'Special collection',
    fr: 'Collection spéciale',
    it: 'Collezione speciale',
  },
  M: {
    pt: 'Nível de descrição',
    es: 'Nivel de descripción',
    en: 'Level of description',
    fr: 'Niveau de description',
    it: 'Livello di descrizione',
  },
  D: { pt: 'Tipo documental', es: 'Tipo documental', en: 'Document type', fr: 'Type de document', it: 'Tipologia' },
  U: { pt: 'Esfera', es: 'Ámbito', en: 'Sphere', fr: 'Niveau', it: 'Ambito' },
  N: { pt: 'Número do ato', es: 'Número del acto', en: 'Act number', fr: "Numéro de l'acte", it: "Numero dell'atto" },
  O: {
    pt: 'Órgão ou tribunal',
    es: 'Órgano o tribunal',
    en: 'Issuing body or court',
    fr: 'Organe ou juridiction',
    it: 'Organo o tribunale',
  },
};

/** The search guides' closed lists (facets G and U), named in the caller's language; other values as catalogued. */
const GUIDE_VALUE_LABELS: Record<string, Labels> = {
  'G:arquivo': { pt: 'Arquivo', es: 'Archivo', en: 'Archive', fr: 'Archives', it: 'Archivio' },
  'G:atos-normativos': {
    pt: 'Atos normativos',
    es: 'Actos normativos',
    en: 'Normative acts',
    fr: 'Actes normatifs',
    it: 'Atti normativi',
  },
  'G:jurisprudencia': {
    pt: 'Jurisprudência',
    es: 'Jurisprudencia',
    en: 'Case law',
    fr: 'Jurisprudence',
    it: 'Giurisprudenza',
  },
  'U:federal': { pt: 'Federal', es: 'Federal', en: 'Federal', fr: 'Fédéral', it: 'Federale' },
  'U:estadual': { pt: 'Estadual', es: 'Estatal', en: 'State', fr: 'État fédéré', it: 'Statale' },
  'U:municipal': { pt: 'Municipal', es: 'Municipal', en: 'Municipal', fr: 'Municipal', it: 'Comunale' },
  'U:institucional': {
    pt: 'Institucional',
    es: 'Institucional',
    en: 'Institutional',
    fr: 'Institutionnel',
    it: 'Istituzionale',
  },
};

export function guideValueLabel(letter: string, code: string, language: LanguageTag): string | undefined {
  return GUIDE_VALUE_LABELS[`${letter}:${code}`]?.[language];
}

/** Work-type labels by cod_tipo_obra (desc_tipo_obra, facet T, default covers), as the web's `common:workType`. */
export const WORK_TYPE_LABELS: Record<number, Labels> = {
  1: { pt: 'Livro', en: 'Book', es: 'Libro', fr: 'Livre', it: 'Libro' },
  2: { pt: 'Periódico', en: 'Periodical', es: 'Publicación periódica', fr: 'Périodique', it: 'Periodico' },
  3: { pt: 'Tese', en: 'Thesis', es: 'Tesis doctoral', fr: 'Thèse de doctorat', it: 'Tesi di dottorato' },
  4: {
    pt: 'Dissertação',
    en: 'Dissertation',
    es: 'Tesis de maestría',
    fr: 'Mémoire de master',
    it: 'Tesi di laurea magistrale',
  },
  5: { pt: 'Livro eletrônico', en: 'E-book', es: 'Libro electrónico', fr: 'Livre numérique', it: 'E-book' },
  6: { pt: 'Vídeo', en: 'Video', es: 'Video', fr: 'Vidéo', it: 'Video' },
  7: { pt: 'Mapa', en: 'Map', es: 'Mapa', fr: 'Carte', it: 'Carta geografica' },
  8: { pt: 'Partitura', en: 'Score', es: 'Partitura', fr: 'Partition', it: 'Spartito' },
  9: {
    pt: 'Gravação sonora',
    en: 'Sound recording',
    es: 'Grabación sonora',
    fr: 'Enregistrement sonore',
    it: 'Registrazione sonora',
  },
  10: {
    pt: 'Gravação musical',
    en: 'Music recording',
    es: 'Grabación musical',
    fr: 'Enregistrement musical',
    it: 'Registrazione musicale',
  },
  11: {
    pt: 'Recurso eletrônico',
    en: 'Electronic resource',
    es: 'Recurso electrónico',
    fr: 'Ressource électronique',
    it: 'Risorsa elettronica',
  },
  12: { pt: 'Artigo', en: 'Article', es: 'Artículo', fr: 'Article', it: 'Articolo' },
  13: { pt: 'Manuscrito', en: 'Manuscript', es: 'Manuscrito', fr: 'Manuscrit', it: 'Manoscritto' },
  14: { pt: 'Imagem', en: 'Image', es: 'Imagen', fr: 'Image', it: 'Immagine' },
  15: { pt: 'Kit', en: 'Kit', es: 'Kit', fr: 'Kit', it: 'Kit' },
  16: { pt: 'Objeto', en: 'Object', es: 'Objeto', fr: 'Objet', it: 'Oggetto' },
  17: {
    pt: 'Periódico eletrônico',
    en: 'E-journal',
    es: 'Revista electrónica',
    fr: 'Périodique électronique',
    it: 'Periodico elettronico',
  },
  18: {
    pt: 'Trabalho de conclusão de curso',
    en: 'Undergraduate final paper',
    es: 'Trabajo de grado',
    fr: 'Mémoire de fin d’études',
    it: 'Tesi di laurea triennale',
  },
};

const OTHER_MATERIAL: Labels = {
  pt: 'Outro material',
  en: 'Other material',
  es: 'Otro material',
  fr: 'Autre document',
  it: 'Altro materiale',
};

/** Label of a work type in a language; "other material" for an unknown code. */
export function workTypeLabel(code: number, language: LanguageTag): string {
  return WORK_TYPE_LABELS[code]?.[language] ?? OTHER_MATERIAL[language];
}

/** DDC main classes (facet K codes `000`…`900`), for area labels. */
const DDC_CLASSES: Record<string, Labels> = {
  '000': {
    pt: 'Generalidades e computação',
    en: 'Computer science & general works',
    es: 'Generalidades e informática',
    fr: 'Généralités et informatique',
    it: 'Generalità e informatica',
  },
  '100': {
    pt: 'Filosofia e psicologia',
    en: 'Philosophy & psychology',
    es: 'Filosofía y psicología',
    fr: 'Philosophie et psychologie',
    it: 'Filosofia e psicologia',
  },
  '200': { pt: 'Religião', en: 'Religion', es: 'Religión', fr: 'Religion', it: 'Religione' },
  '300': {
    pt: 'Ciências sociais',
    en: 'Social sciences',
    es: 'Ciencias sociales',
    fr: 'Sciences sociales',
    it: 'Scienze sociali',
  },
  '400': { pt: 'Linguagem', en: 'Language', es: 'Lenguas', fr: 'Langues', it: 'Linguaggio' },
  '500': {
    pt: 'Ciências naturais e matemática',
    en: 'Science',
    es: 'Ciencias naturales y matemáticas',
    fr: 'Sciences de la nature et mathématiques',
    it: 'Scienze naturali e matematica',
  },
  '600': { pt: 'Tecnologia', en: 'Technology', es: 'Tecnología', fr: 'Technologie', it: 'Tecnologia' },
  '700': {
    pt: 'Artes e lazer',
    en: 'Arts & recreation',
    es: 'Artes y recreación',
    fr: 'Arts et loisirs',
    it: 'Arti e tempo libero',
  },
  '800': { pt: 'Literatura', en: 'Literature', es: 'Literatura', fr: 'Littérature', it: 'Letteratura' },
  '900': {
    pt: 'História e geografia',
    en: 'History & geography',
    es: 'Historia y geografía',
    fr: 'Histoire et géographie',
    it: 'Storia e geografia',
  },
};

/** UDC main classes (facet K codes `0`…`9`; class 4 is vacant). */
const UDC_CLASSES: Record<string, Labels> = {
  '0': { pt: 'Generalidades', en: 'Generalities', es: 'Generalidades', fr: 'Généralités', it: 'Generalità' },
  '1': {
    pt: 'Filosofia e psicologia',
    en: 'Philosophy & psychology',
    es: 'Filosofía y psicología',
    fr: 'Philosophie et psychologie',
    it: 'Filosofia e psicologia',
  },
  '2': { pt: 'Religião', en: 'Religion', es: 'Religión', fr: 'Religion', it: 'Religione' },
  '3': {
    pt: 'Ciências sociais',
    en: 'Social sciences',
    es: 'Ciencias sociales',
    fr: 'Sciences sociales',
    it: 'Scienze sociali',
  },
  '5': {
    pt: 'Matemática e ciências naturais',
    en: 'Mathematics & natural sciences',
    es: 'Matemáticas y ciencias naturales',
    fr: 'Mathématiques et sciences naturelles',
    it: 'Matematica e scienze naturali',
  },
  '6': {
    pt: 'Ciências aplicadas, medicina e tecnologia',
    en: 'Applied sciences, medicine & technology',
    es: 'Ciencias aplicadas, medicina y tecnología',
    fr: 'Sciences appliquées, médecine et technologie',
    it: 'Scienze applicate, medicina e tecnologia',
  },
  '7': {
    pt: 'Artes, recreação e desporto',
    en: 'Arts, entertainment & sport',
    es: 'Artes, entretenimiento y deporte',
    fr: 'Arts, divertissement et sport',
    it: 'Arti, spettacolo e sport',
  },
  '8': {
    pt: 'Linguagem e literatura',
    en: 'Language & literature',
    es: 'Lenguaje y literatura',
    fr: 'Langue et littérature',
    it: 'Linguaggio e letteratura',
  },
  '9': {
    pt: 'Geografia, biografia e história',
    en: 'Geography, biography & history',
    es: 'Geografía, biografía e historia',
    fr: 'Géographie, biographie et histoire',
    it: 'Geografia, biografia e storia',
  },
};

/** Label of a main class (facet K): "300 Social sciences" (DDC) or "3 Social sciences" (UDC); the code otherwise. */
export function mainClassLabel(code: string, language: LanguageTag): string {
  const name = (code.length === 3 ? DDC_CLASSES[code] : UDC_CLASSES[code])?.[language];
  return name ? `${code} ${name}` : code;
}

/**
 * Name of a record's language (MARC 008/35-37, 041: ISO 639-2/B such as `por`, `fre`, which ICU knows) in the
 * caller's language, capitalised; the code itself when no name is known (`und`, local codes).
 */
export function languageLabel(code: string, language: LanguageTag): string {
  // Intl.DisplayNames is slow to build, and a page of results asks for the same few names again and again.
  const key = `${language}:${code}`;
  let label = languageLabels.get(key);
  if (label === undefined) {
    label = nameLanguage(code, language);
    languageLabels.set(key, label);
  }
  return label;
}

/**
 * Names already given, per caller language and code (a few hundred codes exist). Module-level on purpose: a pure memo
 * of Intl.DisplayNames (same code and language, same name), which two apps in one process may share.
 */
const languageLabels = new Map<string, string>();

function nameLanguage(code: string, language: LanguageTag): string {
  const normalised = code.trim().toLowerCase();
  if (!/^[a-z]{2,3}$/.test(normalised) || normalised === 'und' || normalised === 'zxx') return code;
  try {
    const name = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' }).of(normalised);
    if (!name || name.toLowerCase() === normalised) return code;
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  } catch {
    return code;
  }
}

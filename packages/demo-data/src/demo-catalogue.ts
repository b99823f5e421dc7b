/**
 * The demo library's own catalogue (~300 records), seeded on a new installation's first start:
 * hand-written records of well-known works in Portuguese, Spanish and English (described as
 * faithfully as we know them; page counts of early editions are approximate, and ISBNs are
 * only given where we are confident of them), two theses from the fictional "Universidade
 * Federal do Exemplo", periodicals, e-books, a video, a map, a score and a sound recording,
 * followed by generated records with a fixed seed.
 */
import type { MarcDataField, MarcField, MarcRecord } from '@estante/core';
import { generateRecords } from './generator.ts';
import { cutterMark } from './identifiers.ts';
import { books008, control, field, leader, map008, music008, serial008, visual008 } from './marc.ts';
import type { Lang } from './vocabulary/words.ts';

/** Number of records in the demo catalogue. */
export const DEMO_CATALOGUE_SIZE = 300;
/** Seed of the generated part of the demo catalogue. */
export const DEMO_SEED = 2026;

type HandKind =
  | 'book'
  | 'ebook'
  | 'thesis'
  | 'dissertation'
  | 'periodical'
  | 'eperiodical'
  | 'video'
  | 'map'
  | 'score'
  | 'musicRecording';

interface Hand {
  kind?: HandKind;
  lang: Lang;
  /** 008/15-17. */
  country: string;
  /** 008/07-10. */
  year: number;
  /** 260/264 $c when it differs from the year ("[1899]", "c1947", "1995-"). */
  date?: string;
  /** 100: "Heading|dates". */
  author?: string;
  /** 110: "Name. Unit". */
  corporate?: string;
  title: string;
  sub?: string;
  resp?: string;
  /** 240 uniform title. */
  uniform?: string;
  variant?: string;
  edition?: string;
  place: string;
  publisher?: string;
  extent: string;
  details?: string;
  size?: string;
  isbn?: string[];
  issn?: string;
  /** "Series ; number" → 490 1_ + 830 _0. */
  series?: string;
  notes?: string[];
  thesis?: string;
  bibliography?: string;
  contents?: string;
  summary?: string;
  /** "650:Heading -- Subdivision", "651:…", "600:Heading|dates -- Subdivision". */
  subjects: string[];
  /** 700: "Heading|dates|relator". */
  added?: string[];
  /** 710: "Name. Unit". */
  addedCorporate?: string[];
  ddc: string;
  translatedFrom?: Lang;
  /** 008/33 literary form. */
  literary?: string;
  url?: string;
  copies: number;
  frequency?: [string, string];
  numbering?: string;
  runningTime?: number;
  scale?: string;
  credits?: string;
  cast?: string;
}

const BR = 'bl ';

const HAND_WRITTEN: readonly Hand[] = [
  // ---- Brazilian literature and thought ----
  {
    lang: 'por',
    country: BR,
    year: 1899,
    date: '[1899]',
    author: 'Assis, Machado de|1839-1908',
    title: 'Dom Casmurro',
    resp: 'Machado de Assis',
    place: 'Rio de Janeiro',
    publisher: 'H. Garnier',
    extent: '308 p.',
    size: '19 cm',
    subjects: ['650:Romance brasileiro'],
    ddc: 'B869.3',
    literary: 'f',
    copies: 4,
    summary:
      'Bento Santiago, o Casmurro, narra na velhice a história do seu amor por Capitu, desde a infância em Matacavalos, e a suspeita de traição que destruiu o casamento.',
  },
  {
    lang: 'por',
    country: BR,
    year: 1881,
    author: 'Assis, Machado de|1839-1908',
    title: 'Memórias póstumas de Brás Cubas',
    resp: 'Machado de Assis',
    place: 'Rio de Janeiro',
    publisher: 'Typographia Nacional',
    extent: '339 p.',
    size: '19 cm',
    subjects: ['650:Romance brasileiro'],
    ddc: 'B869.3',
    literary: 'f',
    copies: 3,
  },
  {
    lang: 'por',
    country: BR,
    year: 1933,
    author: 'Freyre, Gilberto|1900-1987',
    title: 'Casa-grande & senzala',
    sub: 'formação da familia brasileira sob o regimen de economia patriarchal',
    resp: 'Gilberto Freyre',
    variant: 'Casa-grande e senzala',
    place: 'Rio de Janeiro',
    publisher: 'Maia & Schmidt',
    extent: 'xxxiii, 517 p.',
    details: 'il.',
    size: '24 cm',
    series: 'Biblioteca de divulgação scientifica',
    subjects: ['651:Brasil -- Civilização', '650:Escravidão -- Brasil', '650:Família -- Brasil -- História'],
    ddc: '981',
    copies: 3,
    bibliography: 'Bibliografia: p. 475-500.',
  },
  {
    lang: 'por',
    country: BR,
    year: 1987,
    author: 'Freire, Paulo|1921-1997',
    title: 'Pedagogia do oprimido',
    resp: 'Paulo Freire',
    edition: '17. ed.',
    place: 'Rio de Janeiro',
    publisher: 'Paz e Terra',
    extent: '184 p.',
    size: '21 cm',
    series: 'O mundo, hoje ; 21',
    subjects: ['650:Educação -- Filosofia', '650:Educação popular -- Brasil', '650:Alfabetização de adultos'],
    ddc: '370.1',
    copies: 6,
    summary:
      'Propõe uma pedagogia construída com o oprimido, e não para ele, baseada no diálogo e na conscientização, em oposição à concepção "bancária" da educação.',
  },
  {
    lang: 'por',
    country: BR,
    year: 1977,
    author: 'Lispector, Clarice|1920-1977',
    title: 'A hora da estrela',
    resp: 'Clarice Lispector',
    place: 'Rio de Janeiro',
    publisher: 'J. Olympio',
    extent: '106 p.',
    size: '21 cm',
    subjects: ['650:Romance brasileiro'],
    ddc: 'B869.3',
    literary: 'f',
    copies: 4,
    summary: 'O narrador Rodrigo S. M. conta a vida de Macabéa, jovem alagoana, datilógrafa pobre no Rio de Janeiro.',
  },
  {
    lang: 'por',
    country: BR,
    year: 1956,
    author: 'Rosa, João Guimarães|1908-1967',
    title: 'Grande sertão',
    sub: 'veredas',
    resp: 'J. Guimarães Rosa',
    place: 'Rio de Janeiro',
    publisher: 'J. Olympio',
    extent: '594 p.',
    size: '23 cm',
    subjects: ['650:Romance brasileiro', '651:Sertões (Brasil) -- Ficção'],
    ddc: 'B869.3',
    literary: 'f',
    copies: 4,
  },
  {
    lang: 'por',
    country: BR,
    year: 1936,
    author: 'Holanda, Sérgio Buarque de|1902-1982',
    title: 'Raízes do Brasil',
    resp: 'Sérgio Buarque de Hollanda',
    place: 'Rio de Janeiro',
    publisher: 'J. Olympio',
    extent: '176 p.',
    size: '19 cm',
    series: 'Documentos brasileiros ; 1',
    subjects: ['651:Brasil -- Civilização', '651:Brasil -- Condições sociais'],
    ddc: '981',
    copies: 3,
  },
  {
    lang: 'por',
    country: BR,
    year: 1902,
    author: 'Cunha, Euclides da|1866-1909',
    title: 'Os sertões',
    sub: '(campanha de Canudos)',
    resp: 'Euclides da Cunha',
    place: 'Rio de Janeiro',
    publisher: 'Laemmert',
    extent: '632 p.',
    details: 'il., mapas',
    size: '23 cm',
    subjects: ['651:Brasil -- História -- Guerra de Canudos, 1897', '651:Sertões (Brasil)'],
    ddc: '981.42',
    copies: 3,
  },
  {
    lang: 'por',
    country: BR,
    year: 1938,
    author: 'Ramos, Graciliano|1892-1953',
    title: 'Vidas secas',
    resp: 'Graciliano Ramos',
    place: 'Rio de Janeiro',
    publisher: 'J. Olympio',
    extent: '181 p.',
    size: '19 cm',
    subjects: ['650:Romance brasileiro', '650:Secas -- Nordeste (Brasil) -- Ficção'],
    ddc: 'B869.3',
    literary: 'f',
    copies: 5,
  },
  {
    lang: 'por',
    country: BR,
    year: 1958,
    author: 'Amado, Jorge|1912-2001',
    title: 'Gabriela, cravo e canela',
    sub: 'crônica de uma cidade do interior',
    resp: 'Jorge Amado',
    place: 'São Paulo',
    publisher: 'Martins',
    extent: '453 p.',
    size: '22 cm',
    subjects: ['650:Romance brasileiro', '651:Ilhéus (BA) -- Ficção'],
    ddc: 'B869.3',
    literary: 'f',
    copies: 3,
  },
  {
    lang: 'por',
    country: BR,
    year: 1928,
    author: 'Andrade, Mário de|1893-1945',
    title: 'Macunaíma',
    sub: 'o heroe sem nenhum caracter',
    resp: 'Mário de Andrade',
    place: 'São Paulo',
    publisher: '[s.n.]',
    extent: '289 p.',
    size: '19 cm',
    subjects: ['650:Romance brasileiro', '650:Modernismo (Literatura) -- Brasil'],
    ddc: 'B869.3',
    literary: 'f',
    copies: 2,
  },
  {
    lang: 'por',
    country: BR,
    year: 1945,
    author: 'Andrade, Carlos Drummond de|1902-1987',
    title: 'A rosa do povo',
    resp: 'Carlos Drummond de Andrade',
    place: 'Rio de Janeiro',
    publisher: 'J. Olympio',
    extent: '199 p.',
    size: '19 cm',
    subjects: ['650:Poesia brasileira'],
    ddc: 'B869.1',
    literary: 'p',
    copies: 2,
  },
  {
    lang: 'por',
    country: BR,
    year: 1959,
    author: 'Candido, Antonio|1918-2017',
    title: 'Formação da literatura brasileira',
    sub: 'momentos decisivos',
    resp: 'Antonio Candido',
    place: 'São Paulo',
    publisher: 'Martins',
    extent: '2 v.',
    size: '22 cm',
    subjects: ['650:Literatura brasileira -- História e crítica'],
    ddc: 'B869.09',
    copies: 4,
    bibliography: 'Inclui bibliografia.',
  },
  {
    lang: 'por',
    country: BR,
    year: 1959,
    author: 'Furtado, Celso|1920-2004',
    title: 'Formação econômica do Brasil',
    resp: 'Celso Furtado',
    place: 'Rio de Janeiro',
    publisher: 'Fundo de Cultura',
    extent: '291 p.',
    size: '21 cm',
    subjects: ['651:Brasil -- Condições econômicas -- História'],
    ddc: '330.981',
    copies: 4,
  },
  {
    lang: 'por',
    country: BR,
    year: 1995,
    author: 'Ribeiro, Darcy|1922-1997',
    title: 'O povo brasileiro',
    sub: 'a formação e o sentido do Brasil',
    resp: 'Darcy Ribeiro',
    place: 'São Paulo',
    publisher: 'Companhia das Letras',
    extent: '476 p.',
    size: '23 cm',
    subjects: ['651:Brasil -- Civilização', '650:Etnologia -- Brasil', '651:Brasil -- Condições sociais'],
    ddc: '981',
    copies: 5,
    bibliography: 'Inclui bibliografia.',
  },
  {
    lang: 'por',
    country: BR,
    year: 1942,
    author: 'Prado Júnior, Caio|1907-1990',
    title: 'Formação do Brasil contemporâneo',
    sub: 'colônia',
    resp: 'Caio Prado Júnior',
    place: 'São Paulo',
    publisher: 'Martins',
    extent: '388 p.',
    size: '22 cm',
    subjects: ['651:Brasil -- História -- Período colonial, 1500-1822'],
    ddc: '981.03',
    copies: 3,
  },
  // ---- Spanish and Spanish American classics ----
  {
    lang: 'spa',
    country: 'ag ',
    year: 1967,
    author: 'García Márquez, Gabriel|1927-2014',
    title: 'Cien años de soledad',
    resp: 'Gabriel García Márquez',
    place: 'Buenos Aires',
    publisher: 'Sudamericana',
    extent: '351 p.',
    size: '20 cm',
    subjects: ['650:Novela colombiana -- Siglo XX'],
    ddc: '863',
    literary: 'f',
    copies: 4,
    summary: 'Historia de la familia Buendía a lo largo de siete generaciones en el pueblo imaginario de Macondo.',
  },
  {
    lang: 'spa',
    country: 'sp ',
    year: 1998,
    author: 'Cervantes Saavedra, Miguel de|1547-1616',
    uniform: 'Don Quijote',
    title: 'Don Quijote de la Mancha',
    resp: 'Miguel de Cervantes ; edición del Instituto Cervantes dirigida por Francisco Rico',
    place: 'Barcelona',
    publisher: 'Crítica',
    extent: '2 v.',
    details: 'il.',
    size: '24 cm',
    series: 'Biblioteca clásica ; 50',
    subjects: ['650:Novela española -- Siglo XVII'],
    added: ['Rico, Francisco|1942-|ed. lit.'],
    addedCorporate: ['Instituto Cervantes'],
    ddc: '863.3',
    literary: 'f',
    copies: 4,
  },
  {
    lang: 'spa',
    country: 'ag ',
    year: 1944,
    author: 'Borges, Jorge Luis|1899-1986',
    title: 'Ficciones',
    sub: '(1935-1944)',
    resp: 'Jorge Luis Borges',
    place: 'Buenos Aires',
    publisher: 'Sur',
    extent: '204 p.',
    size: '20 cm',
    subjects: ['650:Cuentos argentinos'],
    ddc: '863',
    literary: 'j',
    copies: 3,
  },
  {
    lang: 'spa',
    country: 'ag ',
    year: 1963,
    author: 'Cortázar, Julio|1914-1984',
    title: 'Rayuela',
    resp: 'Julio Cortázar',
    place: 'Buenos Aires',
    publisher: 'Sudamericana',
    extent: '635 p.',
    size: '20 cm',
    subjects: ['650:Novela argentina'],
    ddc: '863',
    literary: 'f',
    copies: 2,
  },
  {
    lang: 'spa',
    country: 'mx ',
    year: 1955,
    author: 'Rulfo, Juan|1917-1986',
    title: 'Pedro Páramo',
    resp: 'Juan Rulfo',
    place: 'México',
    publisher: 'Fondo de Cultura Económica',
    extent: '159 p.',
    size: '18 cm',
    series: 'Letras mexicanas ; 19',
    subjects: ['650:Novela mexicana'],
    ddc: '863',
    literary: 'f',
    copies: 3,
  },
  {
    lang: 'spa',
    country: 'mx ',
    year: 1950,
    author: 'Paz, Octavio|1914-1998',
    title: 'El laberinto de la soledad',
    resp: 'Octavio Paz',
    place: 'México',
    publisher: 'Cuadernos Americanos',
    extent: '195 p.',
    size: '21 cm',
    subjects: ['650:Características nacionales mexicanas', '651:México -- Civilización'],
    ddc: '972',
    copies: 2,
  },
  {
    lang: 'spa',
    country: 'mx ',
    year: 1971,
    author: 'Galeano, Eduardo|1940-2015',
    title: 'Las venas abiertas de América Latina',
    resp: 'Eduardo Galeano',
    place: 'México',
    publisher: 'Siglo XXI',
    extent: '486 p.',
    size: '18 cm',
    subjects: ['651:América Latina -- Historia', '651:América Latina -- Condiciones económicas'],
    ddc: '980',
    copies: 4,
  },
  {
    lang: 'spa',
    country: 'cl ',
    year: 1924,
    author: 'Neruda, Pablo|1904-1973',
    title: 'Veinte poemas de amor y una canción desesperada',
    resp: 'Pablo Neruda',
    place: 'Santiago de Chile',
    publisher: 'Nascimento',
    extent: '76 p.',
    size: '19 cm',
    subjects: ['650:Poesía chilena'],
    ddc: '861',
    literary: 'p',
    copies: 2,
  },
  // ---- English ----
  {
    lang: 'eng',
    country: 'enk',
    year: 1949,
    author: 'Orwell, George|1903-1950',
    title: 'Nineteen eighty-four',
    sub: 'a novel',
    resp: 'George Orwell',
    place: 'London',
    publisher: 'Secker & Warburg',
    extent: '312 p.',
    size: '19 cm',
    subjects: ['650:Totalitarianism -- Fiction', '650:Dystopias -- Fiction'],
    ddc: '823.912',
    literary: 'f',
    copies: 4,
  },
  {
    lang: 'eng',
    country: 'enk',
    year: 2008,
    author: 'Darwin, Charles|1809-1882',
    title: 'On the origin of species',
    resp: 'Charles Darwin ; edited with an introduction and notes by Gillian Beer',
    place: 'Oxford',
    publisher: 'Oxford University Press',
    extent: 'lxiii, 394 p.',
    size: '20 cm',
    isbn: ['9780199219223'],
    series: "Oxford world's classics",
    subjects: ['650:Evolution (Biology)', '650:Natural selection'],
    added: ['Beer, Gillian||ed.'],
    ddc: '576.82',
    copies: 3,
    notes: ['First published in 1859.'],
    bibliography: 'Includes bibliographical references and index.',
  },
  {
    lang: 'eng',
    country: 'ilu',
    year: 1962,
    author: 'Kuhn, Thomas S.|1922-1996',
    title: 'The structure of scientific revolutions',
    resp: 'Thomas S. Kuhn',
    place: 'Chicago',
    publisher: 'University of Chicago Press',
    extent: 'xv, 172 p.',
    size: '21 cm',
    series: 'International encyclopedia of unified science ; v. 2, no. 2',
    subjects: ['650:Science -- Philosophy', '650:Science -- History'],
    ddc: '501',
    copies: 3,
    bibliography: 'Includes bibliographical references.',
  },
  {
    lang: 'eng',
    country: 'enk',
    year: 1994,
    author: 'Hobsbawm, E. J.|1917-2012',
    title: 'Age of extremes',
    sub: 'the short twentieth century, 1914-1991',
    resp: 'Eric Hobsbawm',
    place: 'London',
    publisher: 'Michael Joseph',
    extent: 'xii, 627 p.',
    size: '24 cm',
    subjects: ['650:History, Modern -- 20th century'],
    ddc: '909.82',
    copies: 3,
    bibliography: 'Includes bibliographical references and index.',
  },
  {
    lang: 'eng',
    country: 'enk',
    year: 1813,
    author: 'Austen, Jane|1775-1817',
    title: 'Pride and prejudice',
    sub: 'a novel',
    resp: 'by the author of "Sense and sensibility"',
    place: 'London',
    publisher: 'T. Egerton',
    extent: '3 v.',
    size: '18 cm',
    subjects: ['650:Courtship -- England -- Fiction'],
    ddc: '823.7',
    literary: 'f',
    copies: 1,
    notes: ['Published anonymously.'],
  },
  {
    lang: 'eng',
    country: 'mau',
    year: 2009,
    author: 'Cormen, Thomas H.',
    title: 'Introduction to algorithms',
    resp: 'Thomas H. Cormen ... [et al.]',
    edition: '3rd ed.',
    place: 'Cambridge, Mass.',
    publisher: 'MIT Press',
    extent: 'xix, 1292 p.',
    details: 'ill.',
    size: '24 cm',
    isbn: ['9780262033848 (hardcover : alk. paper)'],
    subjects: ['650:Computer programming', '650:Computer algorithms'],
    added: ['Leiserson, Charles E.', 'Rivest, Ronald L.', 'Stein, Clifford'],
    ddc: '005.1',
    copies: 5,
    bibliography: 'Includes bibliographical references (p. [1231]-1250) and index.',
  },
  // ---- Textbooks in Portuguese ----
  {
    lang: 'por',
    country: BR,
    year: 2002,
    author: 'Bussab, Wilton de Oliveira',
    title: 'Estatística básica',
    resp: 'Wilton de O. Bussab, Pedro A. Morettin',
    edition: '5. ed.',
    place: 'São Paulo',
    publisher: 'Saraiva',
    extent: 'xvi, 526 p.',
    details: 'il.',
    size: '25 cm',
    subjects: ['650:Estatística', '650:Probabilidades'],
    added: ['Morettin, Pedro Alberto'],
    ddc: '519.5',
    copies: 6,
    bibliography: 'Inclui bibliografia e índice.',
  },
  {
    lang: 'por',
    country: BR,
    year: 2005,
    author: 'Silva, José Afonso da|1925-',
    title: 'Curso de direito constitucional positivo',
    resp: 'José Afonso da Silva',
    edition: '25. ed. rev. e atual.',
    place: 'São Paulo',
    publisher: 'Malheiros',
    extent: '924 p.',
    size: '23 cm',
    subjects: ['650:Direito constitucional -- Brasil'],
    ddc: '342.81',
    copies: 5,
    bibliography: 'Inclui bibliografia.',
  },
  {
    lang: 'por',
    country: BR,
    year: 2011,
    author: 'Guyton, Arthur C.|1919-2003',
    uniform: 'Textbook of medical physiology. Português',
    title: 'Tratado de fisiologia médica',
    resp: 'Arthur C. Guyton, John E. Hall ; [tradução Alcides Marinho Junior et al.]',
    edition: '12. ed.',
    place: 'Rio de Janeiro',
    publisher: 'Elsevier',
    extent: 'xix, 1151 p.',
    details: 'il. color.',
    size: '28 cm',
    subjects: ['650:Fisiologia humana'],
    added: ['Hall, John E.|1946-'],
    ddc: '612',
    translatedFrom: 'eng',
    copies: 6,
    notes: ['Tradução de: Textbook of medical physiology, 12th ed.'],
  },
  {
    lang: 'por',
    country: BR,
    year: 2010,
    author: 'Hibbeler, R. C.',
    uniform: 'Mechanics of materials. Português',
    title: 'Resistência dos materiais',
    resp: 'R. C. Hibbeler ; tradução Arlete Simille Marques',
    edition: '7. ed.',
    place: 'São Paulo',
    publisher: 'Pearson Prentice Hall',
    extent: 'xiv, 637 p.',
    details: 'il.',
    size: '28 cm',
    subjects: ['650:Resistência de materiais'],
    ddc: '620.112',
    translatedFrom: 'eng',
    copies: 5,
    notes: ['Tradução de: Mechanics of materials, 7th ed.'],
  },
  {
    lang: 'por',
    country: BR,
    year: 2002,
    author: 'Gil, Antonio Carlos|1946-',
    title: 'Como elaborar projetos de pesquisa',
    resp: 'Antonio Carlos Gil',
    edition: '4. ed.',
    place: 'São Paulo',
    publisher: 'Atlas',
    extent: '175 p.',
    details: 'il.',
    size: '24 cm',
    subjects: ['650:Pesquisa -- Metodologia'],
    ddc: '001.42',
    copies: 6,
    bibliography: 'Inclui bibliografia.',
  },
  {
    lang: 'por',
    country: BR,
    year: 2003,
    author: 'Marconi, Marina de Andrade',
    title: 'Fundamentos de metodologia científica',
    resp: 'Marina de Andrade Marconi, Eva Maria Lakatos',
    edition: '5. ed.',
    place: 'São Paulo',
    publisher: 'Atlas',
    extent: '311 p.',
    details: 'il.',
    size: '24 cm',
    subjects: ['650:Pesquisa -- Metodologia', '650:Ciência -- Metodologia'],
    added: ['Lakatos, Eva Maria'],
    ddc: '001.42',
    copies: 6,
    bibliography: 'Inclui bibliografia.',
  },
  {
    lang: 'por',
    country: BR,
    year: 1983,
    author: 'Saviani, Dermeval|1944-',
    title: 'Escola e democracia',
    sub: 'teorias da educação, curvatura da vara, onze teses sobre educação e política',
    resp: 'Dermeval Saviani',
    place: 'São Paulo',
    publisher: 'Cortez : Autores Associados',
    extent: '96 p.',
    size: '21 cm',
    series: 'Polêmicas do nosso tempo ; 5',
    subjects: ['650:Educação -- Filosofia', '650:Educação -- Aspectos políticos', '650:Escolas -- Brasil'],
    ddc: '370.1',
    copies: 4,
  },
  {
    lang: 'por',
    country: BR,
    year: 2003,
    author: 'Chiavenato, Idalberto|1929-',
    title: 'Introdução à teoria geral da administração',
    sub: 'uma visão abrangente da moderna administração das organizações',
    resp: 'Idalberto Chiavenato',
    edition: '7. ed. rev. e atual.',
    place: 'Rio de Janeiro',
    publisher: 'Elsevier',
    extent: 'xxvi, 634 p.',
    details: 'il.',
    size: '28 cm',
    subjects: ['650:Administração'],
    ddc: '658',
    copies: 5,
    bibliography: 'Inclui bibliografia e índice.',
  },
  // ---- Theses from the fictional Universidade Federal do Exemplo ----
  {
    kind: 'thesis',
    lang: 'por',
    country: BR,
    year: 2019,
    author: 'Oliveira, Maria Aparecida de',
    title: 'Formação de professores e políticas públicas de alfabetização no Brasil',
    sub: 'um estudo de caso em Cidade Exemplo',
    resp: 'Maria Aparecida de Oliveira ; orientação João Carlos de Souza',
    place: 'Cidade Exemplo',
    extent: '248 f.',
    details: 'il.',
    size: '30 cm',
    thesis: 'Tese (Doutorado em Educação) – Universidade Federal do Exemplo, Faculdade de Educação, 2019.',
    bibliography: 'Bibliografia: f. 221-243.',
    summary:
      'Esta tese analisa as políticas públicas de alfabetização no Brasil entre 2003 e 2018 e seus efeitos sobre a formação continuada de professores alfabetizadores em Cidade Exemplo.',
    subjects: [
      '650:Formação de professores -- Brasil',
      '650:Alfabetização -- Política governamental -- Brasil',
      '650:Políticas públicas -- Brasil',
    ],
    added: ['Souza, João Carlos de||orientador'],
    addedCorporate: ['Universidade Federal do Exemplo. Programa de Pós-Graduação em Educação'],
    ddc: '372.4',
    url: 'https://repositorio.exemplo.edu.br/handle/123456789/1001',
    copies: 2,
  },
  {
    kind: 'dissertation',
    lang: 'por',
    country: BR,
    year: 2021,
    author: 'Santos, Ana Paula Ferreira dos',
    title: 'Saúde da família e atenção básica em municípios do interior',
    sub: 'desafios da gestão',
    resp: 'Ana Paula Ferreira dos Santos ; orientação Ricardo Alves Pereira',
    place: 'Cidade Exemplo',
    extent: '132 f.',
    details: 'il.',
    size: '30 cm',
    thesis: 'Dissertação (Mestrado em Saúde Coletiva) – Universidade Federal do Exemplo, 2021.',
    bibliography: 'Bibliografia: f. 118-129.',
    summary:
      'Estudo qualitativo sobre a gestão da atenção básica em quatro municípios do interior, com entrevistas a gestores e equipes de saúde da família.',
    subjects: [
      '650:Atenção primária à saúde -- Brasil',
      '650:Programa Saúde da Família (Brasil)',
      '650:Serviços de saúde -- Administração',
    ],
    added: ['Pereira, Ricardo Alves||orientador'],
    addedCorporate: ['Universidade Federal do Exemplo. Programa de Pós-Graduação em Saúde Coletiva'],
    ddc: '362.1',
    url: 'https://repositorio.exemplo.edu.br/handle/123456789/1002',
    copies: 1,
  },
  // ---- Periodicals ----
  {
    kind: 'periodical',
    lang: 'por',
    country: BR,
    year: 1995,
    date: '1995-',
    title: 'Revista brasileira de educação',
    place: 'Rio de Janeiro',
    publisher: 'Associação Nacional de Pós-Graduação e Pesquisa em Educação',
    extent: 'v.',
    details: 'il.',
    size: '28 cm',
    issn: '1413-2478',
    frequency: ['t', 'Quadrimestral'],
    numbering: 'N. 0 (set./dez. 1995)-',
    subjects: ['650:Educação -- Periódicos'],
    ddc: '370.5',
    copies: 5,
  },
  {
    kind: 'periodical',
    lang: 'por',
    country: BR,
    year: 1985,
    date: '1985-',
    title: 'Cadernos de saúde pública',
    place: 'Rio de Janeiro',
    publisher: 'Escola Nacional de Saúde Pública',
    extent: 'v.',
    details: 'il.',
    size: '28 cm',
    issn: '0102-311X',
    frequency: ['m', 'Mensal'],
    numbering: 'v. 1, n. 1 (jan./mar. 1985)-',
    subjects: ['650:Saúde pública -- Periódicos'],
    addedCorporate: ['Fundação Oswaldo Cruz'],
    ddc: '614.05',
    copies: 6,
  },
  {
    kind: 'periodical',
    lang: 'por',
    country: BR,
    year: 1978,
    date: '1978-',
    title: 'Educação & sociedade',
    variant: 'Educação e sociedade',
    place: 'Campinas',
    publisher: 'CEDES',
    extent: 'v.',
    size: '23 cm',
    issn: '0101-7330',
    frequency: ['q', 'Trimestral'],
    numbering: 'Ano 1, n. 1 (set. 1978)-',
    subjects: ['650:Educação -- Periódicos', '650:Sociologia educacional -- Periódicos'],
    ddc: '370.5',
    copies: 4,
  },
  {
    kind: 'periodical',
    lang: 'por',
    country: BR,
    year: 1967,
    date: '1967-',
    title: 'Revista de saúde pública',
    place: 'São Paulo',
    publisher: 'Faculdade de Saúde Pública da Universidade de São Paulo',
    extent: 'v.',
    details: 'il.',
    size: '28 cm',
    issn: '0034-8910',
    frequency: ['b', 'Bimestral'],
    numbering: 'v. 1, n. 1 (jun. 1967)-',
    subjects: ['650:Saúde pública -- Periódicos'],
    ddc: '614.05',
    copies: 4,
  },
  {
    kind: 'periodical',
    lang: 'eng',
    country: 'enk',
    year: 1869,
    date: '1869-',
    title: 'Nature',
    place: 'London',
    publisher: 'Macmillan',
    extent: 'v.',
    details: 'ill.',
    size: '28 cm',
    issn: '0028-0836',
    frequency: ['w', 'Weekly'],
    numbering: 'Vol. 1, no. 1 (Nov. 4, 1869)-',
    subjects: ['650:Science -- Periodicals'],
    ddc: '505',
    copies: 6,
  },
  {
    kind: 'periodical',
    lang: 'spa',
    country: 'sp ',
    year: 1923,
    date: '1923-',
    title: 'Revista de Occidente',
    place: 'Madrid',
    publisher: 'Revista de Occidente',
    extent: 'v.',
    size: '24 cm',
    issn: '0034-8635',
    frequency: ['m', 'Mensual'],
    numbering: 'Año 1, n.º 1 (jul. 1923)-',
    subjects: ['650:Cultura -- Publicaciones periódicas'],
    ddc: '056.1',
    copies: 3,
  },
  {
    kind: 'eperiodical',
    lang: 'por',
    country: BR,
    year: 2006,
    date: '2006-',
    title: 'Revista brasileira de educação',
    sub: 'edição online',
    place: 'Rio de Janeiro',
    publisher: 'Associação Nacional de Pós-Graduação e Pesquisa em Educação',
    extent: '1 recurso online',
    issn: '1809-449X',
    frequency: ['t', 'Quadrimestral'],
    numbering: 'v. 11, n. 31 (jan./abr. 2006)-',
    subjects: ['650:Educação -- Periódicos'],
    ddc: '370.5',
    copies: 0,
    url: 'https://periodicos.exemplo.edu.br/index.php/rbe',
    notes: ['Modo de acesso: World Wide Web.'],
  },
  // ---- E-books ----
  {
    kind: 'ebook',
    lang: 'por',
    country: BR,
    year: 2011,
    corporate: 'Instituto Brasileiro de Geografia e Estatística',
    title: 'Censo demográfico 2010',
    sub: 'características da população e dos domicílios : resultados do universo',
    resp: 'IBGE',
    place: 'Rio de Janeiro',
    publisher: 'IBGE',
    extent: '1 recurso online (270 p.)',
    details: 'il. color.',
    subjects: ['651:Brasil -- Censo, 2010', '651:Brasil -- População -- Estatísticas'],
    ddc: '304.60981',
    copies: 0,
    url: 'https://repositorio.exemplo.edu.br/handle/123456789/2001',
  },
  {
    kind: 'ebook',
    lang: 'por',
    country: BR,
    year: 2022,
    author: 'Ferreira, Ricardo Augusto',
    title: 'Introdução à ciência de dados com R',
    resp: 'Ricardo Augusto Ferreira',
    place: 'Cidade Exemplo',
    publisher: 'Editora da Universidade Federal do Exemplo',
    extent: '1 recurso online (212 p.)',
    details: 'il.',
    isbn: ['9786500123456'],
    subjects: ['650:Estatística -- Processamento de dados', '650:R (Linguagem de programação de computador)'],
    ddc: '519.50285',
    copies: 0,
    url: 'https://repositorio.exemplo.edu.br/handle/123456789/2002',
    summary:
      'Livro-texto aberto, publicado pela editora universitária, que apresenta a linguagem R e as etapas de importação, limpeza, visualização e modelagem de dados.',
  },
  // ---- Audiovisual, cartographic and music materials ----
  {
    kind: 'video',
    lang: 'por',
    country: BR,
    year: 1998,
    title: 'Central do Brasil',
    resp: 'direção Walter Salles',
    place: 'Rio de Janeiro',
    publisher: 'VideoFilmes',
    extent: '1 DVD (113 min)',
    details: 'son., color.',
    size: '4 3/4 pol.',
    runningTime: 113,
    credits: 'Direção: Walter Salles ; roteiro: João Emanuel Carneiro, Marcos Bernstein.',
    cast: 'Fernanda Montenegro, Vinícius de Oliveira, Marília Pêra.',
    summary:
      'Dora, professora aposentada que escreve cartas para analfabetos na estação Central do Brasil, acompanha o menino Josué numa viagem ao sertão nordestino em busca do pai.',
    subjects: ['650:Filmes brasileiros', '650:Longas-metragens'],
    added: ['Salles, Walter|1956-|direção', 'Montenegro, Fernanda|1929-|atuação'],
    ddc: '791.4372',
    copies: 2,
  },
  {
    kind: 'map',
    lang: 'por',
    country: BR,
    year: 2016,
    corporate: 'Instituto Brasileiro de Geografia e Estatística',
    title: 'Brasil',
    sub: 'mapa político',
    resp: 'IBGE',
    scale: 'Escala 1:5.000.000',
    place: 'Rio de Janeiro',
    publisher: 'IBGE',
    extent: '1 mapa',
    details: 'color.',
    size: '90 x 105 cm',
    subjects: ['651:Brasil -- Mapas'],
    ddc: '912.81',
    copies: 2,
  },
  {
    kind: 'score',
    lang: 'por',
    country: 'nyu',
    year: 1947,
    date: 'c1947',
    author: 'Villa-Lobos, Heitor|1887-1959',
    title: 'Bachianas brasileiras n. 5',
    sub: 'para soprano e orquestra de violoncelos',
    resp: 'H. Villa-Lobos',
    place: 'New York',
    publisher: 'Associated Music Publishers',
    extent: '1 partitura (15 p.)',
    size: '31 cm',
    subjects: [
      '650:Canções (Voz aguda) com conjunto instrumental -- Partituras',
      '650:Música para violoncelo -- Partituras',
    ],
    ddc: '782.42',
    copies: 2,
  },
  {
    kind: 'musicRecording',
    lang: 'por',
    country: BR,
    year: 1974,
    title: 'Elis & Tom',
    resp: 'Elis Regina, Tom Jobim',
    place: '[S.l.]',
    publisher: 'Philips',
    extent: '1 disco sonoro',
    details: '33 1/3 rpm, estéreo',
    size: '12 pol.',
    contents:
      'Águas de março -- Pois é -- Só tinha de ser com você -- Modinha -- Triste -- Corcovado -- O que tinha de ser -- Retrato em branco e preto -- Brigas nunca mais -- Por toda a minha vida -- Fotografia -- Soneto de separação -- Chovendo na roseira -- Inútil paisagem.',
    subjects: ['650:Música popular brasileira', '650:Bossa nova (Música)'],
    variant: 'Elis e Tom',
    added: ['Regina, Elis|1945-1982|intérprete', 'Jobim, Antonio Carlos|1927-1994|intérprete'],
    ddc: '781.64',
    copies: 1,
  },
];

function nameWithDates(tag: string, spec: string): MarcDataField {
  const [heading = '', dates = '', relator = ''] = spec.split('|');
  const pairs = ['a', dates || relator ? `${heading},` : heading.endsWith('.') ? heading : `${heading}.`];
  if (dates) pairs.push('d', relator ? `${dates},` : dates.endsWith('-') ? dates : `${dates}.`);
  if (relator) pairs.push('e', relator.endsWith('.') ? relator : `${relator}.`);
  return field(tag, heading.includes(', ') ? '1' : '0', ' ', ...pairs);
}

function corporate(tag: string, spec: string): MarcDataField {
  const [name = '', ...units] = spec.split('. ');
  const pairs = ['a', `${name}.`];
  for (const unit of units) pairs.push('b', `${unit}.`);
  return field(tag, '2', ' ', ...pairs);
}

const SUBJECT_IND2: Record<Lang, string> = { por: '4', eng: '0', spa: '7' };

function subject(lang: Lang, spec: string): MarcDataField {
  const tag = spec.slice(0, 3);
  const [heading = '', ...subdivisions] = spec.slice(4).split(' -- ');
  const pairs: string[] = [];
  if (tag === '600') {
    const [name = '', dates = ''] = heading.split('|');
    pairs.push('a', `${name},`, 'd', dates);
  } else {
    pairs.push('a', heading);
  }
  for (const subdivision of subdivisions) {
    const code =
      /^(Periódicos|Periodicals|Publicaciones periódicas|Mapas|Partituras|Ficção|Fiction|Estatísticas)$/.test(
        subdivision,
      )
        ? 'v'
        : /^(\d|Século|Siglo|Período|\d{4})/.test(subdivision) || /\d{4}$/.test(subdivision)
          ? 'y'
          : /^(Brasil|Brazil|England|Nordeste \(Brasil\)|América Latina)$/.test(subdivision)
            ? 'z'
            : 'x';
    pairs.push(code, subdivision);
  }
  const last = pairs.length - 1;
  if (!/[.?!-]$/.test(pairs[last] as string)) pairs[last] = `${pairs[last]}.`;
  if (lang === 'spa') pairs.push('2', 'embne');
  return field(tag, tag === '600' ? '1' : ' ', SUBJECT_IND2[lang], ...pairs);
}

function handRecord(spec: Hand, controlNumber: number, libraries: readonly { code: string }[]): MarcRecord {
  const kind = spec.kind ?? 'book';
  const { lang } = spec;
  const fields: MarcField[] = [
    control('001', String(controlNumber)),
    control('003', 'Estante'),
    control('005', '20250301120000.0'),
  ];
  const rda = spec.year >= 2014;
  const entered = `${String(Math.max(spec.year, 2004)).slice(2)}0301`;
  const common = {
    entered,
    dateType: spec.date?.endsWith('-') ? 'c' : spec.date?.startsWith('c') ? 't' : 's',
    date1: String(spec.year),
    date2: spec.date?.endsWith('-') ? '9999' : spec.date?.startsWith('c') ? String(spec.year) : '    ',
    place: spec.country,
    language: lang,
    source: 'd',
  };
  let type = 'a';
  let level = 'm';
  let f008: string;
  const ill = spec.details && /il|ill|mapas/.test(spec.details) ? 'a' : '';
  switch (kind) {
    case 'periodical':
    case 'eperiodical':
      level = 's';
      f008 = serial008(common, {
        frequency: spec.frequency?.[0] ?? 'u',
        regularity: 'r',
        kind: 'p',
        form: kind === 'eperiodical' ? 'o' : ' ',
      });
      break;
    case 'video':
      type = 'g';
      f008 = visual008(common, {
        runningTime: String(spec.runningTime ?? 0).padStart(3, '0'),
        type: 'v',
        technique: 'l',
      });
      break;
    case 'map':
      type = 'e';
      f008 = map008(common, { type: 'a' });
      break;
    case 'score':
      type = 'c';
      f008 = music008(common, { composition: 'sg', format: 'a', parts: ' ' });
      break;
    case 'musicRecording':
      type = 'j';
      f008 = music008(common, { composition: 'pp', format: 'n', parts: 'n' });
      break;
    default:
      f008 = books008(common, {
        illustrations: ill,
        form: kind === 'ebook' ? 'o' : ' ',
        contents: kind === 'thesis' || kind === 'dissertation' ? 'mb' : spec.bibliography ? 'b' : '',
        index: spec.bibliography?.includes('ndex') || spec.bibliography?.includes('índice') ? '1' : '0',
        literary: spec.literary ?? '0',
      });
  }
  fields.push(control('008', f008));
  for (const isbn of spec.isbn ?? []) fields.push(field('020', ' ', ' ', 'a', isbn));
  if (spec.issn) fields.push(field('022', '0', ' ', 'a', spec.issn));
  fields.push(field('040', ' ', ' ', 'a', 'BR-XxUFE', 'b', 'por', 'c', 'BR-XxUFE', ...(rda ? ['e', 'rda'] : [])));
  if (spec.translatedFrom) fields.push(field('041', '1', ' ', 'a', lang, 'h', spec.translatedFrom));
  fields.push(field('082', '0', '4', 'a', spec.ddc, '2', '23'));
  const entry = spec.author?.split(',')[0] ?? spec.corporate ?? spec.title;
  const mark = cutterMark(entry, spec.title);
  fields.push(field('090', ' ', ' ', 'a', spec.ddc, 'b', mark));
  if (spec.author) fields.push(nameWithDates('100', spec.author));
  if (spec.corporate) fields.push(corporate('110', spec.corporate));
  if (spec.uniform) {
    const [title = '', language] = spec.uniform.split('. ');
    fields.push(
      field('240', '1', '0', 'a', language ? `${title}.` : title, ...(language ? ['l', `${language}.`] : [])),
    );
  }
  const gmd = rda
    ? ''
    : ((
        {
          video: '[videogravação]',
          map: '[material cartográfico]',
          score: '[música]',
          musicRecording: '[gravação sonora]',
        } as Record<string, string>
      )[kind] ?? '');
  const nonfiling = /^(O|A|Os|As|The|An|El|La|Los|Las) /.exec(spec.title)?.[0].length ?? 0;
  const titlePairs = gmd
    ? ['a', spec.title, 'h', `${gmd}${spec.sub ? ' :' : spec.resp ? ' /' : '.'}`]
    : ['a', `${spec.title}${spec.sub ? ' :' : spec.resp ? ' /' : '.'}`];
  if (spec.sub) titlePairs.push('b', `${spec.sub}${spec.resp ? ' /' : '.'}`);
  if (spec.resp) titlePairs.push('c', `${spec.resp}.`);
  fields.push(field('245', spec.author || spec.corporate ? '1' : '0', String(nonfiling), ...titlePairs));
  if (spec.variant) fields.push(field('246', '3', ' ', 'a', spec.variant));
  if (spec.edition) fields.push(field('250', ' ', ' ', 'a', spec.edition));
  if (spec.scale) fields.push(field('255', ' ', ' ', 'a', `${spec.scale}.`));
  const date = spec.date ?? String(spec.year);
  const pubPairs = spec.publisher
    ? ['a', `${spec.place} :`, 'b', `${spec.publisher},`, 'c', `${date}${date.endsWith('-') ? '' : '.'}`]
    : ['a', `${spec.place},`, 'c', `${date}.`];
  fields.push(rda ? field('264', ' ', spec.publisher ? '1' : '0', ...pubPairs) : field('260', ' ', ' ', ...pubPairs));
  const physical = ['a', spec.details ? `${spec.extent} :` : spec.size ? `${spec.extent} ;` : spec.extent];
  if (spec.details) physical.push('b', spec.size ? `${spec.details} ;` : spec.details);
  if (spec.size) physical.push('c', spec.size);
  fields.push(field('300', ' ', ' ', ...physical));
  if (spec.frequency) fields.push(field('310', ' ', ' ', 'a', spec.frequency[1]));
  if (rda) {
    fields.push(field('336', ' ', ' ', 'a', 'texto', 'b', 'txt', '2', 'rdacontent'));
    const online = kind === 'ebook' || kind === 'eperiodical';
    fields.push(
      field('337', ' ', ' ', 'a', online ? 'computador' : 'não mediado', 'b', online ? 'c' : 'n', '2', 'rdamedia'),
    );
    fields.push(
      field(
        '338',
        ' ',
        ' ',
        'a',
        online ? 'recurso online' : kind === 'map' ? 'folha' : 'volume',
        'b',
        online ? 'cr' : kind === 'map' ? 'nb' : 'nc',
        '2',
        'rdacarrier',
      ),
    );
  }
  if (spec.numbering) fields.push(field('362', '0', ' ', 'a', spec.numbering));
  if (spec.series) {
    const [name = '', number] = spec.series.split(' ; ');
    fields.push(field('490', '1', ' ', 'a', number ? `${name} ;` : name, ...(number ? ['v', number] : [])));
    fields.push(field('830', ' ', '0', 'a', number ? `${name} ;` : `${name}.`, ...(number ? ['v', `${number}.`] : [])));
  }
  for (const note of spec.notes ?? []) fields.push(field('500', ' ', ' ', 'a', note));
  if (spec.thesis) fields.push(field('502', ' ', ' ', 'a', spec.thesis));
  if (spec.bibliography) fields.push(field('504', ' ', ' ', 'a', spec.bibliography));
  if (spec.contents) fields.push(field('505', '0', ' ', 'a', spec.contents));
  if (spec.credits) fields.push(field('508', ' ', ' ', 'a', spec.credits));
  if (spec.cast) fields.push(field('511', '1', ' ', 'a', spec.cast));
  if (spec.summary) fields.push(field('520', ' ', ' ', 'a', spec.summary));
  for (const s of spec.subjects) fields.push(subject(lang, s));
  for (const added of spec.added ?? []) fields.push(nameWithDates('700', added));
  for (const body of spec.addedCorporate ?? []) fields.push(corporate('710', body));
  if (spec.url) fields.push(field('856', '4', '0', 'u', spec.url));
  const itemType =
    {
      periodical: 'PERIODICO',
      thesis: 'TESE',
      dissertation: 'TESE',
      video: 'DVD',
      map: 'MAPA',
      score: 'PARTITURA',
      musicRecording: 'CD',
    }[kind as string] ?? 'LIVRO';
  const location =
    { periodical: 'PERIODICOS', thesis: 'TESES', dissertation: 'TESES', map: 'MAPOTECA' }[kind as string] ??
    (spec.year < 1950 ? 'OBRAS_RARAS' : ['video', 'score', 'musicRecording'].includes(kind) ? 'MULTIMEIOS' : 'ACERVO');
  const volumes = /^(\d) v\.$/.exec(spec.extent)?.[1];
  const callNumber = `${spec.ddc} ${mark}${spec.edition ? ` ${spec.edition.split(' ').slice(0, 2).join(' ')}` : ''}`;
  if (libraries.length > 0) {
    for (let i = 0; i < spec.copies; i++) {
      const library = libraries[(controlNumber + i) % libraries.length] as { code: string };
      const rare = spec.year < 1950 && kind === 'book';
      const pairs = ['2', 'ddc'];
      if (rare || kind === 'periodical') pairs.push('7', '1');
      pairs.push(
        'a',
        library.code,
        'b',
        library.code,
        'c',
        location,
        'd',
        `${Math.max(spec.year, 1995)}-03-${String(10 + i).padStart(2, '0')}`,
      );
      let enumeration = '';
      if (volumes) enumeration = `v. ${(i % Number(volumes)) + 1}`;
      if (kind === 'periodical') enumeration = `v. ${i + 1}`;
      if (enumeration) pairs.push('h', enumeration);
      pairs.push('o', volumes ? `${callNumber} ${enumeration}` : callNumber);
      pairs.push('p', String(controlNumber * 10 + i).padStart(10, '0'), 't', String(i + 1), 'y', itemType);
      fields.push(field('952', ' ', ' ', ...pairs));
    }
  }
  fields.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  return {
    leader: leader({ status: 'n', type, level, encoding: ' ', form: rda ? 'i' : 'a', multipart: volumes ? 'a' : ' ' }),
    fields,
  };
}

/** The hand-written records alone (001 = 1…n). */
export function handWrittenRecords(libraries: readonly { code: string }[]): MarcRecord[] {
  return HAND_WRITTEN.map((spec, i) => handRecord(spec, i + 1, libraries));
}

/**
 * The demo library's own catalogue: ~300 records with unique 001s (1…300) and 003 'Estante':
 * hand-written records first, then generated ones (seed {@link DEMO_SEED}).
 */
export function demoCatalogue(libraries: { code: string }[]): MarcRecord[] {
  const records = handWrittenRecords(libraries);
  const generated = generateRecords({
    seed: DEMO_SEED,
    count: DEMO_CATALOGUE_SIZE - records.length,
    firstControlNumber: records.length + 1,
    libraries,
  });
  for (const record of generated) records.push(record);
  return records;
}

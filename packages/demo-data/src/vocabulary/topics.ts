/**
 * Subject topics, in popularity order (the generator draws them with Zipf-distributed ranks,
 * so `Educação` is the most frequent subject and the end of the list is rare).
 *
 * Each topic carries its heading in the three cataloguing languages (Portuguese in the style of
 * the Biblioteca Nacional's vocabulary, English in LCSH style, Spanish in the style of the BNE),
 * the grammatical gender used to build titles ("Introdução à educação", "Introducción al
 * derecho"), a phrase for titles when the heading does not read as one, Dewey (082) and UDC (080)
 * numbers, and an area that picks series, corporate bodies and vocabulary.
 *
 * A heading may hold subdivisions, written "Heading -- Subdivision" (they become $x).
 */

export type Area =
  | 'edu'
  | 'health'
  | 'adm'
  | 'law'
  | 'lit'
  | 'soc'
  | 'econ'
  | 'hist'
  | 'sci'
  | 'eng'
  | 'comp'
  | 'arts'
  | 'agr'
  | 'env'
  | 'phil';

export type Gender = 'm' | 'f';

export interface Topic {
  por: string;
  eng: string;
  spa: string;
  /** Gender of the Portuguese title phrase. */
  gender: Gender;
  /** Gender of the Spanish title phrase. */
  spaGender: Gender;
  /** Title phrases (lower case where the language wants it). */
  titlePor: string;
  titleEng: string;
  titleSpa: string;
  ddc: readonly string[];
  udc: readonly string[];
  area: Area;
  /** 651 geographic heading instead of 650 topical. */
  geographic: boolean;
  /** The Portuguese / Spanish title phrase is plural ("finanças", "derechos humanos"). */
  pluralPor: boolean;
  pluralSpa: boolean;
  /** The headings split at " -- " (main heading, then $x subdivisions). */
  headingParts: { por: readonly string[]; eng: readonly string[]; spa: readonly string[] };
  /** Literary form heading: records about it are fiction, poetry… (008/33). */
  literary?: '1' | 'f' | 'j' | 'p' | 'd';
}

interface Extra {
  titlePor?: string;
  titleEng?: string;
  titleSpa?: string;
  spaGender?: Gender;
  geographic?: boolean;
  literary?: Topic['literary'];
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function splitHeadings(por: string, eng: string, spa: string): Topic['headingParts'] {
  return {
    por: por.normalize('NFC').split(' -- '),
    eng: eng.normalize('NFC').split(' -- '),
    spa: spa.normalize('NFC').split(' -- '),
  };
}

function firstWordPlural(text: string): boolean {
  const first = text.split(' ')[0] ?? '';
  return first.length > 3 && first.endsWith('s');
}

function t(
  por: string,
  gender: Gender,
  eng: string,
  spa: string,
  ddc: string,
  udc: string,
  area: Area,
  extra: Extra = {},
): Topic {
  return {
    por: por.normalize('NFC'),
    eng: eng.normalize('NFC'),
    spa: spa.normalize('NFC'),
    gender,
    spaGender: extra.spaGender ?? gender,
    titlePor: (extra.titlePor ?? lowerFirst(por)).normalize('NFC'),
    headingParts: splitHeadings(por, eng, spa),
    pluralPor: firstWordPlural(extra.titlePor ?? por),
    pluralSpa: firstWordPlural(extra.titleSpa ?? spa),
    titleEng: (extra.titleEng ?? lowerFirst(eng)).normalize('NFC'),
    titleSpa: (extra.titleSpa ?? lowerFirst(spa)).normalize('NFC'),
    ddc: ddc.split(';'),
    udc: udc.split(';'),
    area,
    geographic: extra.geographic ?? false,
    ...(extra.literary ? { literary: extra.literary } : {}),
  };
}

export const TOPICS: readonly Topic[] = [
  t('Educação', 'f', 'Education', 'Educación', '370;370.1;370.981', '37;37.01', 'edu'),
  t('Saúde pública', 'f', 'Public health', 'Salud pública', '362.1;614', '614;614.2', 'health'),
  t('Administração', 'f', 'Management', 'Administración', '658;658.4;658.1', '658;005', 'adm'),
  t(
    'Literatura brasileira',
    'f',
    'Brazilian literature',
    'Literatura brasileña',
    'B869;869.09',
    '821.134.3(81)',
    'lit',
  ),
  t('Direito constitucional', 'm', 'Constitutional law', 'Derecho constitucional', '342;342.81', '342;342.4', 'law'),
  t('Sociologia', 'f', 'Sociology', 'Sociología', '301;305', '316', 'soc'),
  t('Brasil -- História', 'f', 'Brazil -- History', 'Brasil -- Historia', '981;981.05', '94(81)', 'hist', {
    titlePor: 'história do Brasil',
    titleEng: 'Brazilian history',
    titleSpa: 'historia del Brasil',
    geographic: true,
  }),
  t('Psicologia', 'f', 'Psychology', 'Psicología', '150;155', '159.9', 'soc'),
  t('Economia', 'f', 'Economics', 'Economía', '330;330.1', '33;330', 'econ'),
  t('Romance brasileiro', 'm', 'Brazilian fiction', 'Novela brasileña', 'B869.3;869.3', '821.134.3(81)-31', 'lit', {
    titlePor: 'romance brasileiro',
    literary: 'f',
  }),
  t('Enfermagem', 'f', 'Nursing', 'Enfermería', '610.73', '616-083', 'health'),
  t(
    'Formação de professores',
    'f',
    'Teachers -- Training of',
    'Profesores -- Formación',
    '370.71;371.1',
    '37.091.12',
    'edu',
    {
      titleEng: 'teacher education',
      titleSpa: 'formación docente',
    },
  ),
  t('Políticas públicas', 'f', 'Public policy', 'Políticas públicas', '320.6;361.61', '32.019', 'soc', {
    titlePor: 'políticas públicas',
  }),
  t('Contabilidade', 'f', 'Accounting', 'Contabilidad', '657', '657', 'adm'),
  t('Direito civil', 'm', 'Civil law', 'Derecho civil', '346;346.81', '347', 'law'),
  t('Estatística', 'f', 'Statistics', 'Estadística', '519.5;310', '311;519.2', 'sci'),
  t('Ensino superior', 'm', 'Education, Higher', 'Educación superior', '378;378.81', '378', 'edu', {
    titleEng: 'higher education',
    spaGender: 'f',
  }),
  t('Meio ambiente', 'm', 'Environmental protection', 'Medio ambiente', '363.7;304.2', '502;504', 'env', {
    titleEng: 'the environment',
  }),
  t('Marketing', 'm', 'Marketing', 'Mercadotecnia', '658.8', '658.8', 'adm'),
  t('Engenharia civil', 'f', 'Civil engineering', 'Ingeniería civil', '624', '624', 'eng'),
  t('Filosofia', 'f', 'Philosophy', 'Filosofía', '100;190', '1', 'phil'),
  t('Direito penal', 'm', 'Criminal law', 'Derecho penal', '345;345.81', '343', 'law'),
  t('Linguística', 'f', 'Linguistics', 'Lingüística', '410', '81', 'lit'),
  t('Medicina', 'f', 'Medicine', 'Medicina', '610', '61', 'health'),
  t('Poesia brasileira', 'f', 'Brazilian poetry', 'Poesía brasileña', 'B869.1;869.1', '821.134.3(81)-1', 'lit', {
    literary: 'p',
  }),
  t('Ciência da computação', 'f', 'Computer science', 'Informática', '004;005', '004', 'comp', {
    spaGender: 'f',
  }),
  t('Gestão de pessoas', 'f', 'Personnel management', 'Administración de personal', '658.3', '658.3', 'adm', {
    titleEng: 'people management',
    titleSpa: 'gestión de personas',
  }),
  t('Antropologia', 'f', 'Anthropology', 'Antropología', '301;306', '39;572', 'soc'),
  t('Educação infantil', 'f', 'Early childhood education', 'Educación infantil', '372.21', '373.2', 'edu'),
  t('Ciência política', 'f', 'Political science', 'Ciencia política', '320', '32', 'soc'),
  t('Serviço social', 'm', 'Social service', 'Trabajo social', '361;361.3', '364', 'soc'),
  t('Agronomia', 'f', 'Agriculture', 'Agronomía', '630', '63', 'agr'),
  t('Nutrição', 'f', 'Nutrition', 'Nutrición', '613.2;612.3', '612.39;613.2', 'health'),
  t(
    'Desenvolvimento sustentável',
    'm',
    'Sustainable development',
    'Desarrollo sostenible',
    '338.927',
    '502.131.1',
    'env',
  ),
  t('Ensino fundamental', 'm', 'Education, Elementary', 'Educación primaria', '372', '373.3', 'edu', {
    titleEng: 'elementary education',
    spaGender: 'f',
  }),
  t('Arquitetura', 'f', 'Architecture', 'Arquitectura', '720', '72', 'arts'),
  t('Direito do trabalho', 'm', 'Labor laws and legislation', 'Derecho laboral', '344.01', '349.2', 'law', {
    titleEng: 'labor law',
  }),
  t('Comunicação', 'f', 'Communication', 'Comunicación', '302.2;302.23', '316.77', 'soc'),
  t('Finanças', 'f', 'Finance', 'Finanzas', '332;658.15', '336', 'econ', {
    titlePor: 'finanças',
  }),
  t('Química', 'f', 'Chemistry', 'Química', '540', '54', 'sci'),
  t('Física', 'f', 'Physics', 'Física', '530', '53', 'sci'),
  t('Matemática', 'f', 'Mathematics', 'Matemáticas', '510', '51', 'sci', {
    titleSpa: 'matemáticas',
  }),
  t('Educação especial', 'f', 'Special education', 'Educación especial', '371.9', '376', 'edu'),
  t('História', 'f', 'History', 'Historia', '900;907', '93/94', 'hist'),
  t('Geografia', 'f', 'Geography', 'Geografía', '910', '91', 'hist'),
  t('Engenharia elétrica', 'f', 'Electrical engineering', 'Ingeniería eléctrica', '621.3', '621.3', 'eng'),
  t('Odontologia', 'f', 'Dentistry', 'Odontología', '617.6', '616.31', 'health'),
  t('Farmacologia', 'f', 'Pharmacology', 'Farmacología', '615.1', '615', 'health'),
  t('Literatura portuguesa', 'f', 'Portuguese literature', 'Literatura portuguesa', '869;869.09', '821.134.3', 'lit'),
  t(
    'Contos brasileiros',
    'm',
    'Short stories, Brazilian',
    'Cuentos brasileños',
    'B869.3;869.3',
    '821.134.3(81)-34',
    'lit',
    {
      titlePor: 'contos brasileiros',
      titleEng: 'Brazilian short stories',
      literary: 'j',
    },
  ),
  t('Biologia', 'f', 'Biology', 'Biología', '570', '57', 'sci'),
  t('Direito administrativo', 'm', 'Administrative law', 'Derecho administrativo', '342.06', '342.9', 'law'),
  t(
    'Avaliação educacional',
    'f',
    'Educational evaluation',
    'Evaluación educativa',
    '371.26;379.158',
    '37.091.26',
    'edu',
  ),
  t('Tecnologia educacional', 'f', 'Educational technology', 'Tecnología educativa', '371.33', '37.01:004', 'edu'),
  t('Empreendedorismo', 'm', 'Entrepreneurship', 'Emprendimiento', '658.421', '658.012.2', 'adm', {
    titleSpa: 'emprendimiento',
  }),
  t('Saúde mental', 'f', 'Mental health', 'Salud mental', '362.2', '613.86', 'health'),
  t('Sociologia urbana', 'f', 'Sociology, Urban', 'Sociología urbana', '307.76', '316.334.56', 'soc', {
    titleEng: 'urban sociology',
  }),
  t('Movimentos sociais', 'm', 'Social movements', 'Movimientos sociales', '303.484', '316.42', 'soc'),
  t('Engenharia mecânica', 'f', 'Mechanical engineering', 'Ingeniería mecánica', '621', '621', 'eng'),
  t(
    'Programação (Computadores)',
    'f',
    'Computer programming',
    'Programación (Computadoras)',
    '005.1',
    '004.42',
    'comp',
    {
      titlePor: 'programação de computadores',
      titleSpa: 'programación de computadoras',
    },
  ),
  t('Banco de dados', 'm', 'Database management', 'Bases de datos', '005.74', '004.65', 'comp', {
    titlePor: 'bancos de dados',
    titleEng: 'database systems',
    titleSpa: 'bases de datos',
    spaGender: 'f',
  }),
  t(
    'Teoria literária',
    'f',
    'Literature -- History and criticism -- Theory, etc.',
    'Teoría literaria',
    '801',
    '82.0',
    'lit',
    {
      titleEng: 'literary theory',
    },
  ),
  t('Música popular brasileira', 'f', 'Popular music', 'Música popular brasileña', '781.630981', '784.4(81)', 'arts', {
    titleEng: 'Brazilian popular music',
  }),
  t('Artes visuais', 'f', 'Art', 'Artes visuales', '700;750', '7', 'arts', {
    titlePor: 'artes visuais',
    titleEng: 'the visual arts',
    titleSpa: 'artes visuales',
  }),
  t('Fisioterapia', 'f', 'Physical therapy', 'Fisioterapia', '615.82', '615.8', 'health'),
  t('Epidemiologia', 'f', 'Epidemiology', 'Epidemiología', '614.4', '616-036.22', 'health'),
  t('Alfabetização', 'f', 'Literacy', 'Alfabetización', '372.4;302.2244', '37.014.22', 'edu'),
  t(
    'Economia internacional',
    'f',
    'International economic relations',
    'Economía internacional',
    '337',
    '339.9',
    'econ',
    {
      titleEng: 'international economics',
    },
  ),
  t('Direitos humanos', 'm', 'Human rights', 'Derechos humanos', '323;341.48', '342.7', 'law'),
  t('Relações internacionais', 'f', 'International relations', 'Relaciones internacionales', '327', '327', 'soc'),
  t('Ecologia', 'f', 'Ecology', 'Ecología', '577', '574', 'env'),
  t('Gestão ambiental', 'f', 'Environmental management', 'Gestión ambiental', '363.7;658.408', '502.1', 'env'),
  t('Currículos', 'm', 'Curriculum planning', 'Currículos', '375', '37.016', 'edu', {
    titlePor: 'currículo',
    titleEng: 'curriculum',
    titleSpa: 'currículo',
  }),
  t(
    'Literatura hispano-americana',
    'f',
    'Spanish American literature',
    'Literatura hispanoamericana',
    '860;860.9',
    '821.134.2(8)',
    'lit',
  ),
  t('Ética', 'f', 'Ethics', 'Ética', '170', '17', 'phil'),
  t('Inteligência artificial', 'f', 'Artificial intelligence', 'Inteligencia artificial', '006.3', '004.8', 'comp'),
  t('Gestão da qualidade total', 'f', 'Total quality management', 'Calidad total', '658.562', '658.56', 'adm', {
    titlePor: 'gestão da qualidade',
    titleEng: 'quality management',
    titleSpa: 'gestión de la calidad',
  }),
  t('Bioquímica', 'f', 'Biochemistry', 'Bioquímica', '572', '577.1', 'sci'),
  t('Geologia', 'f', 'Geology', 'Geología', '550', '55', 'sci'),
  t('Urbanismo', 'm', 'City planning', 'Urbanismo', '711;307.12', '711', 'arts', {
    titleEng: 'urban planning',
  }),
  t('Pedagogia', 'f', 'Education -- Philosophy', 'Pedagogía', '370.1', '37.01', 'edu', {
    titleEng: 'pedagogy',
  }),
  t('Jornalismo', 'm', 'Journalism', 'Periodismo', '070', '070', 'soc'),
  t('Turismo', 'm', 'Tourism', 'Turismo', '338.4791', '338.48', 'econ'),
  t('Engenharia de produção', 'f', 'Industrial engineering', 'Ingeniería industrial', '658.5;670', '658.5', 'eng'),
  t('Desigualdade social', 'f', 'Equality', 'Desigualdad social', '305;339.2', '316.34', 'soc', {
    titleEng: 'social inequality',
  }),
  t('Trabalho', 'm', 'Labor', 'Trabajo', '331', '331', 'econ'),
  t('Educação de jovens e adultos', 'f', 'Adult education', 'Educación de adultos', '374', '374.7', 'edu'),
  t('Cinema', 'm', 'Motion pictures', 'Cine', '791.43', '791', 'arts', {
    titleEng: 'cinema',
  }),
  t('Teatro brasileiro', 'm', 'Brazilian drama', 'Teatro brasileño', 'B869.2;869.2', '821.134.3(81)-2', 'lit', {
    literary: 'd',
  }),
  t('Pediatria', 'f', 'Pediatrics', 'Pediatría', '618.92', '616-053.2', 'health'),
  t('Genética', 'f', 'Genetics', 'Genética', '576.5', '575', 'sci'),
  t('Microbiologia', 'f', 'Microbiology', 'Microbiología', '579', '579', 'sci'),
  t('Redes de computadores', 'f', 'Computer networks', 'Redes de computadoras', '004.6', '004.7', 'comp', {
    titlePor: 'redes de computadores',
    titleSpa: 'redes de computadoras',
  }),
  t('Mulheres', 'f', 'Women', 'Mujeres', '305.4', '396', 'soc', {
    titlePor: 'mulheres',
    titleSpa: 'mujeres',
  }),
  t('Relações étnico-raciais', 'f', 'Race relations', 'Relaciones étnicas', '305.8', '323.1', 'soc', {
    titlePor: 'relações étnico-raciais',
    titleSpa: 'relaciones étnicas',
  }),
  t(
    'Povos indígenas',
    'm',
    'Indians of South America',
    'Indígenas de América del Sur',
    '980.41;305.898',
    '39(=87)',
    'soc',
    {
      titlePor: 'povos indígenas',
      titleEng: 'indigenous peoples',
      titleSpa: 'pueblos indígenas',
    },
  ),
  t('Agricultura familiar', 'f', 'Family farms', 'Agricultura familiar', '338.1', '631.115', 'agr'),
  t('Zootecnia', 'f', 'Animal industry', 'Zootecnia', '636', '636', 'agr', {
    titleEng: 'animal science',
  }),
  t('Engenharia química', 'f', 'Chemical engineering', 'Ingeniería química', '660', '66.0', 'eng'),
  t('Psicologia educacional', 'f', 'Educational psychology', 'Psicología educativa', '370.15', '37.015.3', 'edu'),
  t('Didática', 'f', 'Teaching', 'Didáctica', '371.3;371.102', '37.02', 'edu', {
    titleEng: 'teaching methods',
  }),
  t('Recursos hídricos', 'm', 'Water resources development', 'Recursos hídricos', '333.91', '556.18', 'env', {
    titlePor: 'recursos hídricos',
    titleEng: 'water resources',
    titleSpa: 'recursos hídricos',
  }),
  t('Direito tributário', 'm', 'Taxation -- Law and legislation', 'Derecho tributario', '343.04', '34:336.2', 'law', {
    titleEng: 'tax law',
  }),
  t('Direito processual civil', 'm', 'Civil procedure', 'Derecho procesal civil', '347.05', '347.9', 'law'),
  t('Fonoaudiologia', 'f', 'Speech therapy', 'Fonoaudiología', '616.855', '616.89-008.434', 'health'),
  t('Ciências sociais', 'f', 'Social sciences', 'Ciencias sociales', '300', '3', 'soc', {
    titlePor: 'ciências sociais',
    titleSpa: 'ciencias sociales',
  }),
  t('Logística', 'f', 'Business logistics', 'Logística', '658.7', '658.7', 'adm', {
    titleEng: 'logistics',
  }),
  t(
    'Literatura infantojuvenil',
    'f',
    "Children's literature",
    'Literatura infantil y juvenil',
    '808.899282',
    '821-93',
    'lit',
    {
      titleEng: "children's literature",
    },
  ),
  t('Cultura popular', 'f', 'Popular culture', 'Cultura popular', '306.4', '398', 'soc'),
  t('Religião', 'f', 'Religion', 'Religión', '200', '2', 'phil'),
  t('Teologia', 'f', 'Theology', 'Teología', '230', '23', 'phil'),
  t('Música', 'f', 'Music', 'Música', '780', '78', 'arts'),
  t('Educação física', 'f', 'Physical education and training', 'Educación física', '613.7;796.07', '796', 'edu', {
    titleEng: 'physical education',
  }),
  t(
    'Sistemas de informação gerencial',
    'm',
    'Management information systems',
    'Sistemas de información gerencial',
    '658.4038',
    '005.92',
    'comp',
    {
      titlePor: 'sistemas de informação',
      titleEng: 'information systems',
      titleSpa: 'sistemas de información',
    },
  ),
  t('Biblioteconomia', 'f', 'Library science', 'Bibliotecología', '020', '02', 'soc'),
  t('Arquivologia', 'f', 'Archives', 'Archivística', '027;025.171', '930.25', 'soc', {
    titleEng: 'archival science',
  }),
  t('Cidadania', 'f', 'Citizenship', 'Ciudadanía', '323.6', '342.71', 'soc'),
  t('Violência', 'f', 'Violence', 'Violencia', '303.6', '316.485.26', 'soc'),
  t('Amazônia', 'f', 'Amazon River Region', 'Amazonia', '981.1', '(811)', 'env', {
    titlePor: 'Amazônia',
    titleEng: 'the Amazon',
    titleSpa: 'Amazonia',
    geographic: true,
  }),
  t(
    'Brasil -- Política e governo -- 1964-1985',
    'f',
    'Brazil -- Politics and government -- 1964-1985',
    'Brasil -- Política y gobierno -- 1964-1985',
    '981.063',
    '94(81)"1964/1985"',
    'hist',
    {
      titlePor: 'ditadura militar',
      titleEng: 'the military dictatorship',
      titleSpa: 'dictadura militar',
      geographic: true,
    },
  ),
  t('Energia renovável', 'f', 'Renewable energy sources', 'Energía renovable', '333.794', '620.91', 'env', {
    titlePor: 'energias renováveis',
    titleEng: 'renewable energy',
    titleSpa: 'energías renovables',
  }),
  t('Reforma agrária', 'f', 'Land reform', 'Reforma agraria', '333.31', '332.2', 'agr'),
  t('Quilombos', 'm', 'Quilombos', 'Quilombos', '981.004;305.896081', '316.347(81)', 'hist', {
    titlePor: 'comunidades quilombolas',
    titleEng: 'quilombo communities',
    titleSpa: 'comunidades quilombolas',
  }),
  t('Oceanografia', 'f', 'Oceanography', 'Oceanografía', '551.46', '551.46', 'sci'),
  t('Astronomia', 'f', 'Astronomy', 'Astronomía', '520', '52', 'sci'),
  t('Paleontologia', 'f', 'Paleontology', 'Paleontología', '560', '56', 'sci'),
  t('Museologia', 'f', 'Museums', 'Museología', '069', '069', 'arts', {
    titleEng: 'museum studies',
  }),
  t('Etnomusicologia', 'f', 'Ethnomusicology', 'Etnomusicología', '780.89', '781.7', 'arts'),
  t('Apicultura', 'f', 'Bee culture', 'Apicultura', '638.1', '638.1', 'agr', {
    titleEng: 'beekeeping',
  }),
  t('Criptografia', 'f', 'Cryptography', 'Criptografía', '652.8;005.82', '003.26', 'comp'),
  t('Heráldica', 'f', 'Heraldry', 'Heráldica', '929.6', '929.6', 'hist'),
];

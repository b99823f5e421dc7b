import {
  activityNoticeSectionKey,
  type EventsSectionContent,
  type FaqSectionContent,
  type LanguageTag,
  type SiteSectionContent,
  type TextSectionContent,
} from '@estante/contracts';

interface DemoSection {
  key: string;
  language: LanguageTag;
  content: unknown;
}

type ByLanguage<T> = Record<LanguageTag, T>;

/** secao_1: the welcome block of the home page. */
const WELCOME: ByLanguage<TextSectionContent> = {
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

/** secao_2: a second home-page block, here the library's digital collections. */
const DIGITAL: ByLanguage<TextSectionContent> = {
  pt: {
    titulo: 'Acervo digital',
    texto:
      'Com o login da biblioteca você acessa e-books, bases de dados e o Portal de Periódicos de qualquer lugar, inclusive fora do campus.',
    link: 'https://www.periodicos.capes.gov.br/',
  },
  en: {
    titulo: 'Digital collections',
    texto:
      'With your library login you can use e-books, databases and the journals portal from anywhere, off campus too.',
    link: 'https://www.periodicos.capes.gov.br/',
  },
  es: {
    titulo: 'Colección digital',
    texto:
      'Con el usuario de la biblioteca accede a libros electrónicos, bases de datos y al portal de revistas desde cualquier lugar, también fuera del campus.',
    link: 'https://www.periodicos.capes.gov.br/',
  },
  fr: {
    titulo: 'Collections numériques',
    texto:
      'Avec votre identifiant de bibliothèque, vous accédez aux livres numériques, aux bases de données et au portail des revues où que vous soyez, y compris hors du campus.',
    link: 'https://www.periodicos.capes.gov.br/',
  },
  it: {
    titulo: 'Collezioni digitali',
    texto:
      "Con le credenziali della biblioteca accedi a e-book, banche dati e al portale dei periodici ovunque ti trovi, anche fuori dall'ateneo.",
    link: 'https://www.periodicos.capes.gov.br/',
  },
};

const FAQ: ByLanguage<FaqSectionContent> = {
  pt: [
    {
      pergunta: 'Quantos livros posso emprestar?',
      resposta: 'Alunos de graduação podem ter até 5 empréstimos ao mesmo tempo; pós-graduandos, 8; professores, 15.',
    },
    {
      pergunta: 'Como renovo um empréstimo?',
      resposta:
        'Entre em Minha conta e escolha Renovar. A renovação não é possível quando o título está reservado por outra pessoa ou o empréstimo está atrasado.',
    },
    {
      pergunta: 'Esqueci minha senha. E agora?',
      resposta: 'Use “Esqueci a senha” na tela de login: enviaremos um código para o e-mail cadastrado.',
    },
  ],
  en: [
    {
      pergunta: 'How many books can I borrow?',
      resposta: 'Undergraduates may have up to 5 loans at a time; graduate students, 8; professors, 15.',
    },
    {
      pergunta: 'How do I renew a loan?',
      resposta:
        'Sign in to My account and choose Renew. A loan cannot be renewed when someone else has placed a hold on the title or when it is overdue.',
    },
    {
      pergunta: 'I forgot my password. What now?',
      resposta: 'Use “Forgot password” on the sign-in page: we will send a code to your registered e-mail address.',
    },
  ],
  es: [
    {
      pergunta: '¿Cuántos libros puedo tomar en préstamo?',
      resposta:
        'Los estudiantes de grado pueden tener hasta 5 préstamos a la vez; los de posgrado, 8; los profesores, 15.',
    },
    {
      pergunta: '¿Cómo renuevo un préstamo?',
      resposta:
        'Entre en Mi cuenta y elija Renovar. No es posible renovar si otra persona reservó el título o si el préstamo está atrasado.',
    },
    {
      pergunta: 'Olvidé mi contraseña. ¿Qué hago?',
      resposta:
        'Use «Olvidé la contraseña» en la pantalla de acceso: enviaremos un código a su correo electrónico registrado.',
    },
  ],
  fr: [
    {
      pergunta: 'Combien de livres puis-je emprunter ?',
      resposta:
        'Les étudiants de licence peuvent avoir jusqu’à 5 prêts en même temps ; ceux de master et doctorat, 8 ; les enseignants, 15.',
    },
    {
      pergunta: 'Comment prolonger un prêt ?',
      resposta:
        'Connectez-vous à Mon compte et choisissez Prolonger. La prolongation est impossible si quelqu’un a réservé le titre ou si le prêt est en retard.',
    },
    {
      pergunta: 'J’ai oublié mon mot de passe. Que faire ?',
      resposta:
        'Utilisez « Mot de passe oublié » sur la page de connexion : nous enverrons un code à votre adresse e-mail enregistrée.',
    },
  ],
  it: [
    {
      pergunta: 'Quanti libri posso prendere in prestito?',
      resposta:
        'Gli studenti di laurea possono avere fino a 5 prestiti contemporaneamente; quelli di laurea magistrale e dottorato, 8; i docenti, 15.',
    },
    {
      pergunta: 'Come rinnovo un prestito?',
      resposta:
        'Accedi a Il mio account e scegli Rinnova. Il rinnovo non è possibile se qualcun altro ha prenotato il titolo o se il prestito è scaduto.',
    },
    {
      pergunta: 'Ho dimenticato la password. Cosa faccio?',
      resposta:
        'Usa «Password dimenticata» nella pagina di accesso: invieremo un codice al tuo indirizzo e-mail registrato.',
    },
  ],
};

const GENERAL_INFO: ByLanguage<string> = {
  pt: 'Horário: segunda a sexta, das 8h às 21h; sábados, das 8h às 12h.',
  en: 'Opening hours: Monday to Friday, 8 am to 9 pm; Saturdays, 8 am to noon.',
  es: 'Horario: de lunes a viernes, de 8 a 21 h; sábados, de 8 a 12 h.',
  fr: 'Horaires : du lundi au vendredi, de 8 h à 21 h ; le samedi, de 8 h à 12 h.',
  it: 'Orari: dal lunedì al venerdì, dalle 8 alle 21; il sabato, dalle 8 alle 12.',
};

/** Opening hours per library code (the `horarios` section), used by GET /parametros/atendimento. */
export const DEMO_OPENING_HOURS: ByLanguage<Record<string, string>> = {
  pt: {
    BC: 'Segunda a sexta, 8h–21h; sábado, 8h–12h',
    BCS: 'Segunda a sexta, 8h–20h',
    BSA: 'Segunda a sexta, 7h–22h; sábado, 8h–14h',
  },
  en: {
    BC: 'Monday to Friday, 8 am–9 pm; Saturday, 8 am–noon',
    BCS: 'Monday to Friday, 8 am–8 pm',
    BSA: 'Monday to Friday, 7 am–10 pm; Saturday, 8 am–2 pm',
  },
  es: {
    BC: 'Lunes a viernes, 8–21 h; sábado, 8–12 h',
    BCS: 'Lunes a viernes, 8–20 h',
    BSA: 'Lunes a viernes, 7–22 h; sábado, 8–14 h',
  },
  fr: {
    BC: 'Du lundi au vendredi, 8 h–21 h ; samedi, 8 h–12 h',
    BCS: 'Du lundi au vendredi, 8 h–20 h',
    BSA: 'Du lundi au vendredi, 7 h–22 h ; samedi, 8 h–14 h',
  },
  it: {
    BC: 'Dal lunedì al venerdì, 8–21; sabato, 8–12',
    BCS: 'Dal lunedì al venerdì, 8–20',
    BSA: 'Dal lunedì al venerdì, 7–22; sabato, 8–14',
  },
};

/** Dates a few weeks after the seed, so that the demo always shows coming events. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function events(language: LanguageTag): EventsSectionContent {
  const text: ByLanguage<[string, string, string, string]> = {
    pt: [
      'Semana do Livro e da Leitura',
      'Rodas de leitura, troca de livros e oficinas de escrita.',
      'Oficina: como usar gerenciadores de referências',
      'Zotero e Mendeley para organizar a bibliografia do seu trabalho.',
    ],
    en: [
      'Book and Reading Week',
      'Reading circles, a book swap and writing workshops.',
      'Workshop: using reference managers',
      'Zotero and Mendeley to organise the bibliography of your thesis.',
    ],
    es: [
      'Semana del Libro y la Lectura',
      'Círculos de lectura, intercambio de libros y talleres de escritura.',
      'Taller: cómo usar gestores de referencias',
      'Zotero y Mendeley para organizar la bibliografía de su trabajo.',
    ],
    fr: [
      'Semaine du livre et de la lecture',
      'Cercles de lecture, troc de livres et ateliers d’écriture.',
      'Atelier : utiliser un gestionnaire de références',
      'Zotero et Mendeley pour organiser la bibliographie de votre mémoire.',
    ],
    it: [
      'Settimana del libro e della lettura',
      'Circoli di lettura, scambio di libri e laboratori di scrittura.',
      'Laboratorio: usare i gestori di bibliografie',
      'Zotero e Mendeley per organizzare la bibliografia della tua tesi.',
    ],
  };
  const [fairTitle, fairText, workshopTitle, workshopText] = text[language];
  return [
    {
      titulo: fairTitle,
      data: daysFromNow(14),
      data_fim: daysFromNow(18),
      local: 'Biblioteca Central',
      descricao: fairText,
    },
    { titulo: workshopTitle, data: daysFromNow(21), local: 'Biblioteca da Área de Saúde', descricao: workshopText },
  ];
}

function eventumEvents(language: LanguageTag): EventsSectionContent {
  const title: ByLanguage<string> = {
    pt: 'Seminário de Ciência da Informação',
    en: 'Information Science Seminar',
    es: 'Seminario de Ciencia de la Información',
    fr: 'Séminaire de sciences de l’information',
    it: "Seminario di Scienze dell'informazione",
  };
  return [
    {
      titulo: title[language],
      data: daysFromNow(30),
      local: 'Auditório da Reitoria',
      link: 'https://eventos.ufex.exemplo.edu.br/',
    },
  ];
}

const APP_LAYERS: ByLanguage<SiteSectionContent<'app-layers'>> = {
  pt: [
    {
      nome: 'Estante no celular',
      descricao: 'Renove empréstimos e receba avisos de devolução no aplicativo.',
      link: 'https://app.ufex.exemplo.edu.br/',
    },
  ],
  en: [
    {
      nome: 'Estante on your phone',
      descricao: 'Renew loans and get due-date reminders in the app.',
      link: 'https://app.ufex.exemplo.edu.br/',
    },
  ],
  es: [
    {
      nome: 'Estante en el móvil',
      descricao: 'Renueve préstamos y reciba avisos de devolución en la aplicación.',
      link: 'https://app.ufex.exemplo.edu.br/',
    },
  ],
  fr: [
    {
      nome: 'Estante sur votre téléphone',
      descricao: 'Prolongez vos prêts et recevez les rappels de retour dans l’application.',
      link: 'https://app.ufex.exemplo.edu.br/',
    },
  ],
  it: [
    {
      nome: 'Estante sul telefono',
      descricao: "Rinnova i prestiti e ricevi i promemoria di restituzione nell'app.",
      link: 'https://app.ufex.exemplo.edu.br/',
    },
  ],
};

/** Notices of activities 12 (suggestions) and 13 (comments), shown above their footer forms. */
const NOTICES: Record<12 | 13, ByLanguage<string>> = {
  12: {
    pt: 'As sugestões são analisadas pela comissão de aquisição a cada semestre.',
    en: 'Suggestions are reviewed by the acquisitions committee every semester.',
    es: 'La comisión de adquisiciones analiza las sugerencias cada semestre.',
    fr: 'Les suggestions sont examinées par la commission des acquisitions chaque semestre.',
    it: 'I suggerimenti sono esaminati dalla commissione acquisti ogni semestre.',
  },
  13: {
    pt: 'Responderemos pelo e-mail cadastrado em até cinco dias úteis.',
    en: 'We will reply to your registered e-mail address within five working days.',
    es: 'Responderemos a su correo registrado en un plazo de cinco días hábiles.',
    fr: 'Nous répondrons à votre adresse e-mail enregistrée sous cinq jours ouvrés.',
    it: 'Risponderemo al tuo indirizzo e-mail registrato entro cinque giorni lavorativi.',
  },
};

/** Site sections of the demo institution, in the five languages. */
export const DEMO_SITE_SECTIONS: DemoSection[] = (Object.keys(WELCOME) as LanguageTag[]).flatMap((language) => [
  { key: 'secao_1', language, content: WELCOME[language] },
  { key: 'secao_2', language, content: DIGITAL[language] },
  { key: 'faq', language, content: FAQ[language] },
  { key: 'informacoes_gerais', language, content: { texto: GENERAL_INFO[language] } },
  { key: 'eventos_institucionais', language, content: events(language) },
  { key: 'eventos_eventum', language, content: eventumEvents(language) },
  { key: 'app-layers', language, content: APP_LAYERS[language] },
  { key: 'horarios', language, content: DEMO_OPENING_HOURS[language] },
  { key: activityNoticeSectionKey(12), language, content: { texto: NOTICES[12][language] } },
  { key: activityNoticeSectionKey(13), language, content: { texto: NOTICES[13][language] } },
]);

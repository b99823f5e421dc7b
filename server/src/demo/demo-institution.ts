/** The demo library's institution, campuses, libraries, categories and policies (pure data). */

export const DEMO_INSTITUTION = {
  code: 1,
  name: 'Universidade Federal do Exemplo',
  acronym: 'UFEX',
  loginDenomination: 'Matrícula ou CPF',
  loginMessage:
    'Bem-vindo à Biblioteca da UFEX. Use sua matrícula e a senha da biblioteca. Em caso de dúvida, procure o balcão de atendimento.',
  supportMessage:
    'Suporte da biblioteca: biblioteca@ufex.exemplo.edu.br, (31) 3409-0000, de segunda a sexta, 8h às 20h.',
  // The footer's data-protection link (link_lgpd): a real page, the national data-protection authority (ANPD).
  privacyUrl: 'https://www.gov.br/anpd/pt-br',
  parameters: {
    __md_aut: 2,
    __md_crypt: 4,
    __web_url_pw: null,
    __web_aquisicao: 1,
    // Footer links of activities 57 and 87 (docs/staff-content.md).
    __link_bases_dados: 'https://www.periodicos.capes.gov.br/',
    __link_catalogo_rede: 'https://www.worldcat.org/',
    // Inter-library loan partners (docs/service-requests.md); without them every ILL request is refused.
    __bibliotecas_parceiras:
      'UFMG:Biblioteca Universitária da UFMG|USP:SIBiUSP – Universidade de São Paulo|UNB:Biblioteca Central da UnB',
  },
  settings: {
    demo: true,
    lockoutThreshold: 5,
    lockoutMinutes: 15,
    // The self-service kiosk app; off in the demo (no such app runs beside it).
    selfService: { enabled: false, libraryCode: 'BC', authType: 1, url: null },
  },
};

export const DEMO_CAMPUSES = [
  {
    name: 'Campus Central',
    libraries: [
      {
        code: 'BC',
        name: 'Biblioteca Central',
        email: 'central@biblioteca.ufex.exemplo.edu.br',
        phone: '(31) 3409-1000',
        address: 'Av. Antônio Carlos, 6627, Pampulha, Belo Horizonte – MG',
      },
      {
        code: 'BCS',
        name: 'Biblioteca de Ciências Sociais',
        email: 'sociais@biblioteca.ufex.exemplo.edu.br',
        phone: '(31) 3409-1100',
        address: 'Rua Professor Baeta Viana, 200, Belo Horizonte – MG',
      },
    ],
  },
  {
    name: 'Campus Saúde',
    libraries: [
      {
        code: 'BSA',
        name: 'Biblioteca da Área de Saúde',
        email: 'saude@biblioteca.ufex.exemplo.edu.br',
        phone: '(31) 3409-2000',
        address: 'Av. Alfredo Balena, 190, Santa Efigênia, Belo Horizonte – MG',
      },
    ],
  },
];

/**
 * Patron categories of the spec (000 §1, §9). The spec names 15 categories and gives 14 codes;
 * "hospital employee" has no code there, so Estante gives it 13 (docs/decisions.md).
 */
export const PATRON_CATEGORIES = [
  { code: '01', name: 'Aluno de graduação' },
  { code: '19', name: 'Aluno de graduação digital' },
  { code: '03', name: 'Aluno de pós-graduação' },
  { code: '06', name: 'Aluno especial' },
  { code: '07', name: 'Aluno de idiomas / família agrícola' },
  { code: '21', name: 'Aluno de curso técnico de nível médio' },
  { code: '09', name: 'Doutorado' },
  { code: '05', name: 'Mestrado' },
  { code: '12', name: 'Curso técnico' },
  { code: '08', name: 'Funcionário' },
  { code: '13', name: 'Funcionário do hospital' },
  { code: 'Intercamb', name: 'Aluno de intercâmbio' },
  { code: 'MembroComun', name: 'Membro da comunidade' },
  { code: '04', name: 'Professor' },
  { code: '10', name: 'Usuário especial' },
];

/** Loan types: item types of the demo copies; REFERENCIA does not circulate. */
export const LOAN_TYPES = [
  { code: 'LIVRO', name: 'Empréstimo normal', circulates: 1 },
  { code: 'PERIODICO', name: 'Periódico (consulta local)', circulates: 0 },
  { code: 'DVD', name: 'Mídia', circulates: 1 },
  { code: 'REFERENCIA', name: 'Obra de referência (consulta local)', circulates: 0 },
  { code: 'TESE', name: 'Teses e dissertações', circulates: 1 },
  { code: 'SEMANAL', name: 'Empréstimo semanal', circulates: 1 },
];

/** Loan policies: the most specific row (category and loan type) wins; null means any. docs/circulation.md. */
export const LOAN_POLICIES = [
  {
    category: null,
    loanType: null,
    loanDays: 14,
    renewals: 3,
    renewOverdue: 0,
    finePerDayCents: 150,
    holds: 5,
    loans: 5,
    loanRequests: 3,
    pendingComments: 3,
  },
  {
    category: '03',
    loanType: null,
    loanDays: 21,
    renewals: 4,
    renewOverdue: 0,
    finePerDayCents: 150,
    holds: 8,
    loans: 8,
    loanRequests: 5,
    pendingComments: 3,
  },
  {
    category: '09',
    loanType: null,
    loanDays: 30,
    renewals: 5,
    renewOverdue: 0,
    finePerDayCents: 150,
    holds: 10,
    loans: 10,
    loanRequests: 5,
    pendingComments: 3,
  },
  {
    category: '04',
    loanType: null,
    loanDays: 30,
    renewals: 5,
    renewOverdue: 1,
    finePerDayCents: 100,
    holds: 10,
    loans: 15,
    loanRequests: 8,
    pendingComments: 5,
  },
  {
    category: null,
    loanType: 'SEMANAL',
    loanDays: 7,
    renewals: 1,
    renewOverdue: 0,
    finePerDayCents: 300,
    holds: 5,
    loans: 5,
    loanRequests: 3,
    pendingComments: 3,
  },
  {
    category: null,
    loanType: 'DVD',
    loanDays: 3,
    renewals: 1,
    renewOverdue: 0,
    finePerDayCents: 300,
    holds: 5,
    loans: 5,
    loanRequests: 3,
    pendingComments: 3,
  },
];

/** Activities (cod_atividade) of the demo institution: the footer links and the personal area. */
export const DEMO_ACTIVITIES = [
  { code: 8, module: 1, description: 'Meu Pergamum / área pessoal' },
  { code: 12, module: 2, description: 'Sugestão de aquisição' },
  { code: 13, module: 2, description: 'Comentários' },
  { code: 57, module: 2, description: 'Bases de dados externas' },
  { code: 87, module: 2, description: 'Catálogo da rede' },
  { code: 88, module: 2, description: 'Logotipo do sistema' },
];

/** Functions every patron category holds: personal area (8) and keeping stored credentials (107). */
export const PATRON_FUNCTIONS = [
  { module: 1, activity: 8 },
  { module: 1, activity: 107 },
];

/**
 * Demo teaching plan: courses with their disciplines and professors; each discipline's bibliography is drawn from
 * the demo catalogue by main class (facet K), so "new acquisitions by course" has titles to show.
 */
export const DEMO_COURSES = [
  {
    code: 'DIR',
    name: 'Direito',
    campus: 'Campus Central',
    disciplines: [
      { code: 'DIR101', name: 'Introdução ao Estudo do Direito', classes: ['300', '3'], professors: ['P-0101'] },
      { code: 'DIR205', name: 'Direito Constitucional', classes: ['300'], professors: ['P-0102'] },
    ],
  },
  {
    code: 'HIS',
    name: 'História',
    campus: 'Campus Central',
    disciplines: [
      { code: 'HIS110', name: 'História do Brasil Colonial', classes: ['900', '9'], professors: ['P-0201'] },
      { code: 'HIS230', name: 'Teoria da História', classes: ['900', '100'], professors: ['P-0201', 'P-0202'] },
    ],
  },
  {
    code: 'LET',
    name: 'Letras – Português',
    campus: 'Campus Central',
    disciplines: [
      { code: 'LET120', name: 'Literatura Brasileira I', classes: ['800', '8'], professors: ['P-0301'] },
      { code: 'LET210', name: 'Linguística Geral', classes: ['400'], professors: ['P-0302'] },
    ],
  },
  {
    code: 'MED',
    name: 'Medicina',
    campus: 'Campus Saúde',
    disciplines: [
      { code: 'MED101', name: 'Anatomia Humana', classes: ['600', '6'], professors: ['P-0401'] },
      { code: 'MED150', name: 'Bioquímica', classes: ['500', '5'], professors: ['P-0402'] },
    ],
  },
] as const;

export const DEMO_PROFESSORS = [
  { code: 'P-0101', name: 'Ricardo Almeida Prado' },
  { code: 'P-0102', name: 'Fernanda Costa Lima' },
  { code: 'P-0201', name: 'Helena Martins Ribeiro', login: 'prof.helena' },
  { code: 'P-0202', name: 'Otávio Mendes Siqueira' },
  { code: 'P-0301', name: 'Marina Duarte Vasconcelos' },
  { code: 'P-0302', name: 'Paulo Henrique Barros' },
  { code: 'P-0401', name: 'Juliana Teixeira Campos' },
  { code: 'P-0402', name: 'André Luiz Nogueira' },
] as const;

/** Titles per discipline taken from the demo catalogue. */
export const BIBLIOGRAPHY_SIZE = 8;

type Labels = { pt: string; en: string; es: string; fr: string; it: string };
type Option = { group: string; code: string; labels: Labels };

const same = (text: string): Labels => ({ pt: text, en: text, es: text, fr: text, it: text });

/** Choices of the archive, normative-acts and case-law tabs and the standards products (search_options). */
export const DEMO_SEARCH_OPTIONS: Record<'arquivo' | 'atos-normativos' | 'jurisprudencia' | 'target', Option[]> = {
  arquivo: [
    { group: 'nivel', code: 'fundo', labels: { pt: 'Fundo', en: 'Fonds', es: 'Fondo', fr: 'Fonds', it: 'Fondo' } },
    { group: 'nivel', code: 'serie', labels: { pt: 'Série', en: 'Series', es: 'Serie', fr: 'Série', it: 'Serie' } },
    {
      group: 'nivel',
      code: 'dossie',
      labels: { pt: 'Dossiê', en: 'File', es: 'Expediente', fr: 'Dossier', it: 'Fascicolo' },
    },
    {
      group: 'nivel',
      code: 'item',
      labels: { pt: 'Item documental', en: 'Item', es: 'Unidad documental', fr: 'Pièce', it: 'Unità documentaria' },
    },
    {
      group: 'tipo_documental',
      code: 'ata',
      labels: { pt: 'Ata', en: 'Minutes', es: 'Acta', fr: 'Procès-verbal', it: 'Verbale' },
    },
    {
      group: 'tipo_documental',
      code: 'oficio',
      labels: { pt: 'Ofício', en: 'Official letter', es: 'Oficio', fr: 'Lettre officielle', it: 'Lettera ufficiale' },
    },
    {
      group: 'tipo_documental',
      code: 'relatorio',
      labels: { pt: 'Relatório', en: 'Report', es: 'Informe', fr: 'Rapport', it: 'Relazione' },
    },
    {
      group: 'tipo_documental',
      code: 'fotografia',
      labels: { pt: 'Fotografia', en: 'Photograph', es: 'Fotografía', fr: 'Photographie', it: 'Fotografia' },
    },
  ],
  'atos-normativos': [
    { group: 'tipo', code: 'lei', labels: { pt: 'Lei', en: 'Act', es: 'Ley', fr: 'Loi', it: 'Legge' } },
    {
      group: 'tipo',
      code: 'decreto',
      labels: { pt: 'Decreto', en: 'Decree', es: 'Decreto', fr: 'Décret', it: 'Decreto' },
    },
    {
      group: 'tipo',
      code: 'portaria',
      labels: {
        pt: 'Portaria',
        en: 'Ordinance',
        es: 'Resolución ministerial',
        fr: 'Arrêté',
        it: 'Decreto ministeriale',
      },
    },
    {
      group: 'tipo',
      code: 'resolucao',
      labels: { pt: 'Resolução', en: 'Resolution', es: 'Resolución', fr: 'Résolution', it: 'Delibera' },
    },
    {
      group: 'tipo',
      code: 'instrucao-normativa',
      labels: {
        pt: 'Instrução normativa',
        en: 'Normative instruction',
        es: 'Instrucción normativa',
        fr: 'Instruction normative',
        it: 'Istruzione normativa',
      },
    },
    {
      group: 'esfera',
      code: 'federal',
      labels: { pt: 'Federal', en: 'Federal', es: 'Federal', fr: 'Fédéral', it: 'Federale' },
    },
    {
      group: 'esfera',
      code: 'estadual',
      labels: { pt: 'Estadual', en: 'State', es: 'Estatal', fr: 'État fédéré', it: 'Statale' },
    },
    {
      group: 'esfera',
      code: 'municipal',
      labels: { pt: 'Municipal', en: 'Municipal', es: 'Municipal', fr: 'Municipal', it: 'Comunale' },
    },
    {
      group: 'esfera',
      code: 'institucional',
      labels: {
        pt: 'Institucional',
        en: 'Institutional',
        es: 'Institucional',
        fr: 'Institutionnel',
        it: 'Istituzionale',
      },
    },
  ],
  jurisprudencia: [
    { group: 'tribunal', code: 'STF', labels: same('STF – Supremo Tribunal Federal') },
    { group: 'tribunal', code: 'STJ', labels: same('STJ – Superior Tribunal de Justiça') },
    { group: 'tribunal', code: 'TST', labels: same('TST – Tribunal Superior do Trabalho') },
    { group: 'tribunal', code: 'TJMG', labels: same('TJMG – Tribunal de Justiça de Minas Gerais') },
    {
      group: 'tipo',
      code: 'acordao',
      labels: { pt: 'Acórdão', en: 'Judgment', es: 'Sentencia de tribunal', fr: 'Arrêt', it: 'Sentenza collegiale' },
    },
    {
      group: 'tipo',
      code: 'sumula',
      labels: {
        pt: 'Súmula',
        en: 'Binding precedent summary',
        es: 'Jurisprudencia resumida',
        fr: 'Résumé de jurisprudence',
        it: 'Massima',
      },
    },
    {
      group: 'tipo',
      code: 'decisao-monocratica',
      labels: {
        pt: 'Decisão monocrática',
        en: 'Single-judge decision',
        es: 'Decisión unipersonal',
        fr: 'Décision à juge unique',
        it: 'Decisione monocratica',
      },
    },
  ],
  target: [
    { group: 'produto', code: 'ABNT', labels: same('ABNT – Normas Brasileiras (NBR)') },
    { group: 'produto', code: 'ISO', labels: same('ISO – International Organization for Standardization') },
    { group: 'produto', code: 'IEC', labels: same('IEC – International Electrotechnical Commission') },
    { group: 'produto', code: 'MERCOSUL', labels: same('AMN – Normas Mercosul') },
    { group: 'produto', code: 'DOU', labels: same('Diário Oficial da União – atos normativos') },
  ],
};

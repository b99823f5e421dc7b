import type { RecordDetail, RecordPermissions, RecordTabSlug } from '@estante/contracts';

/** The sections of the title page: the description at the record's own URL, then one URL per tab (spec 000 §2). */
export type RecordSection = 'description' | RecordTabSlug;

/** Translation key (namespace record) of each section's name. */
export const RECORD_SECTION_LABEL_KEYS = {
  description: 'tab.description',
  exemplares: 'tab.copies',
  referencia: 'tab.reference',
  marc: 'tab.marc',
  'dublin-core': 'tab.dublinCore',
  'dados-estatisticos': 'tab.statistics',
  'colecao-kardex': 'tab.kardex',
  sumarios: 'tab.summaries',
  'sumarios-livros': 'tab.bookSummaries',
  'acervo-fechado': 'tab.closedCollection',
  reserva: 'tab.hold',
  'solicitacao-emprestimo': 'tab.loanRequest',
} as const satisfies Record<RecordSection, string>;

/** Always offered, in this order. */
const PRIMARY_SECTIONS: readonly RecordSection[] = [
  'description',
  'exemplares',
  'referencia',
  'marc',
  'dublin-core',
  'dados-estatisticos',
];

// Before GET /acervo/{id}/permissoes answers: the periodical work types (core WORK_TYPES: 2 periodical, 17 e-periodical).
const PERIODICAL_WORK_TYPES = new Set([2, 17]);

/** Sections that apply to some titles only, as GET /acervo/{id}/permissoes says; also listed while the visitor is on them. */
const CONTEXTUAL_SECTIONS: readonly {
  section: RecordSection;
  appliesTo: (record: RecordDetail, permissions: RecordPermissions | undefined) => boolean;
}[] = [
  {
    section: 'colecao-kardex',
    appliesTo: (record, permissions) => permissions?.colecao_kardex ?? PERIODICAL_WORK_TYPES.has(record.cod_tipo_obra),
  },
  { section: 'sumarios', appliesTo: (_, permissions) => permissions?.sumarios ?? false },
  { section: 'sumarios-livros', appliesTo: (_, permissions) => permissions?.sumarios_livros ?? false },
  { section: 'acervo-fechado', appliesTo: (_, permissions) => permissions?.acervo_fechado ?? false },
];

/** Hold and loan request are actions on the title rather than reading tabs; they show as buttons. */
export const ACTION_SECTIONS = ['reserva', 'solicitacao-emprestimo'] as const satisfies readonly RecordTabSlug[];

export function visibleSections(
  record: RecordDetail,
  active: RecordSection,
  permissions?: RecordPermissions,
): RecordSection[] {
  const sections = [...PRIMARY_SECTIONS];
  for (const { section, appliesTo } of CONTEXTUAL_SECTIONS) {
    if (appliesTo(record, permissions) || section === active) sections.push(section);
  }
  if ((ACTION_SECTIONS as readonly RecordSection[]).includes(active)) sections.push(active);
  return sections;
}

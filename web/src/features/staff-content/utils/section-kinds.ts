import type { LanguageTag, SiteSectionKey } from '@estante/contracts';

/**
 * The site sections staff edit, by kind: each kind has its form, its preview and the shape it is saved in
 * (SITE_SECTION_SCHEMAS in @estante/contracts). A draft holds text exactly as typed; `toContent` makes the saved
 * shape (blank optional fields left out), so a refused save leaves the draft as it was.
 */

export type SectionKind = 'text' | 'faq' | 'information' | 'events' | 'layers' | 'hours' | 'notice';

export const SECTION_KEYS: readonly SiteSectionKey[] = [
  'secao_1',
  'secao_2',
  'faq',
  'informacoes_gerais',
  'eventos_institucionais',
  'eventos_eventum',
  'app-layers',
  'horarios',
];

const KIND_BY_KEY: Record<SiteSectionKey, SectionKind> = {
  secao_1: 'text',
  secao_2: 'text',
  faq: 'faq',
  informacoes_gerais: 'information',
  eventos_institucionais: 'events',
  eventos_eventum: 'events',
  'app-layers': 'layers',
  horarios: 'hours',
};

const NOTICE_KEY = /^informativo:(\d+)$/;

export const noticeKey = (activityCode: number) => `informativo:${activityCode}`;

export function noticeActivity(key: string): number | undefined {
  const match = NOTICE_KEY.exec(key);
  return match ? Number(match[1]) : undefined;
}

export function sectionKind(key: string): SectionKind | undefined {
  if (key in KIND_BY_KEY) return KIND_BY_KEY[key as SiteSectionKey];
  return noticeActivity(key) === undefined ? undefined : 'notice';
}

export interface TextDraft {
  titulo: string;
  texto: string;
  link: string;
}
export interface FaqEntryDraft {
  pergunta: string;
  resposta: string;
}
export interface InformationDraft {
  texto: string;
  itens: { titulo: string; texto: string }[];
}
export interface EventDraft {
  titulo: string;
  data: string;
  data_fim: string;
  local: string;
  descricao: string;
  link: string;
}
export interface LayerDraft {
  nome: string;
  descricao: string;
  link: string;
}

export type SectionDraft =
  | { kind: 'text'; value: TextDraft }
  | { kind: 'faq'; value: FaqEntryDraft[] }
  | { kind: 'information'; value: InformationDraft }
  | { kind: 'events'; value: EventDraft[] }
  | { kind: 'layers'; value: LayerDraft[] }
  | { kind: 'hours'; value: Record<string, string> }
  | { kind: 'notice'; value: { texto: string } };

export const emptyEvent = (): EventDraft => ({
  titulo: '',
  data: '',
  data_fim: '',
  local: '',
  descricao: '',
  link: '',
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
const record = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The draft of stored content (or of nothing, for a language not written yet). */
export function draftOf(kind: SectionKind, content: unknown): SectionDraft {
  const object = record(content);
  switch (kind) {
    case 'text':
      return { kind, value: { titulo: text(object.titulo), texto: text(object.texto), link: text(object.link) } };
    case 'faq':
      return {
        kind,
        value: list(content).map((entry) => ({ pergunta: text(entry.pergunta), resposta: text(entry.resposta) })),
      };
    case 'information':
      return {
        kind,
        value: {
          texto: text(object.texto),
          itens: list(object.itens).map((item) => ({ titulo: text(item.titulo), texto: text(item.texto) })),
        },
      };
    case 'events':
      return {
        kind,
        value: list(content).map((event) => ({
          titulo: text(event.titulo),
          data: text(event.data),
          data_fim: text(event.data_fim),
          local: text(event.local),
          descricao: text(event.descricao),
          link: text(event.link),
        })),
      };
    case 'layers':
      return {
        kind,
        value: list(content).map((layer) => ({
          nome: text(layer.nome),
          descricao: text(layer.descricao),
          link: text(layer.link),
        })),
      };
    case 'hours':
      return { kind, value: Object.fromEntries(Object.entries(object).map(([code, hours]) => [code, text(hours)])) };
    case 'notice':
      return { kind, value: { texto: text(object.texto) } };
  }
}

const orNull = (value: string) => value.trim() || null;

/** The content to save: texts trimmed, blank optional fields null or left out, list positions kept. */
export function toContent(draft: SectionDraft): unknown {
  switch (draft.kind) {
    case 'text':
      return { titulo: draft.value.titulo.trim(), texto: draft.value.texto.trim(), link: orNull(draft.value.link) };
    case 'faq':
      return draft.value.map((entry) => ({ pergunta: entry.pergunta.trim(), resposta: entry.resposta.trim() }));
    case 'information':
      return {
        texto: draft.value.texto.trim(),
        ...(draft.value.itens.length > 0
          ? { itens: draft.value.itens.map((item) => ({ titulo: item.titulo.trim(), texto: item.texto.trim() })) }
          : {}),
      };
    case 'events':
      return draft.value.map((event) => ({
        titulo: event.titulo.trim(),
        data: event.data,
        ...(event.data_fim ? { data_fim: event.data_fim } : {}),
        local: orNull(event.local),
        descricao: orNull(event.descricao),
        link: orNull(event.link),
      }));
    case 'layers':
      return draft.value.map((layer) => ({
        nome: layer.nome.trim(),
        descricao: orNull(layer.descricao),
        link: layer.link.trim(),
      }));
    case 'hours':
      return Object.fromEntries(
        Object.entries(draft.value)
          .map(([code, hours]) => [code, hours.trim()] as const)
          .filter(([, hours]) => hours !== ''),
      );
    case 'notice':
      return { texto: draft.value.texto.trim() };
  }
}

/** Whether a draft differs from what is saved (so the language switcher can say "unsaved changes"). */
export function isChanged(draft: SectionDraft, saved: unknown): boolean {
  return JSON.stringify(toContent(draft)) !== JSON.stringify(toContent(draftOf(draft.kind, saved)));
}

/** Languages that have the section saved, from the configuration's list. */
export function savedLanguages(
  sections: readonly { section_key: string; language: LanguageTag }[],
  key: string,
): Set<LanguageTag> {
  return new Set(sections.filter((section) => section.section_key === key).map((section) => section.language));
}

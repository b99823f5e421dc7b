import { STAFF_WEB_ROOT } from '@estante/contracts';

/** The content area's pages under /equipe/conteudo (docs/staff-content.md): segment and full path of each. */
const BASE = `${STAFF_WEB_ROOT}/conteudo`;

export const CONTENT_PAGES = {
  sections: '',
  institution: 'instituicao',
  activities: 'funcionalidades',
  libraries: 'bibliotecas',
  policies: 'politicas',
  closedDays: 'calendario',
  selfService: 'autoatendimento',
  eResources: 'recursos-eletronicos',
} as const;

export type ContentPage = keyof typeof CONTENT_PAGES;

export const contentPath = (page: ContentPage) => (CONTENT_PAGES[page] ? `${BASE}/${CONTENT_PAGES[page]}` : BASE);

/** A section's editor, opened in a language. */
export const sectionPath = (key: string, language?: string) =>
  `${BASE}/secoes/${encodeURIComponent(key)}${language ? `?idioma=${language}` : ''}`;

export const SECTION_SEGMENT = 'secoes/:chave';

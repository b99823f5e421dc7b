import type { AppConfig } from '../config.ts';

const HTML_SPECIAL: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML and XML, in element content and in quoted attributes alike. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_SPECIAL[character] as string);
}

/** The catalogue's public address without a trailing slash (PUBLIC_URL): canonical links, feeds and sitemaps use it. */
export function publicBase(config: Pick<AppConfig, 'publicUrl'>): string {
  return config.publicUrl.replace(/\/+$/, '');
}

export function titlePageUrl(base: string, recordId: number): string {
  return `${base}/acervo/${recordId}`;
}

/**
 * The title as catalogued (245 $a with $b and parts: the record's `title`) and its two halves, the title proper and
 * the subtitle ($b), for the formats that keep them apart (MODS, schema.org).
 */
export function titleParts(record: { title: string; subtitle?: string }): {
  full: string;
  proper: string;
  subtitle?: string;
} {
  const { title, subtitle } = record;
  if (!subtitle || !title.endsWith(subtitle)) return { full: title, proper: title, subtitle };
  const proper = title.slice(0, -subtitle.length).replace(/\s*[:;=/]\s*$/, '');
  return proper ? { full: title, proper, subtitle } : { full: title, proper: title };
}

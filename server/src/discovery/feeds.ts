import type { BibliographicRecord } from '@estante/core';
import { escapeMarkup } from './markup.ts';

export interface FeedEntry {
  id: number;
  url: string;
  title: string;
  authors: string[];
  summary?: string;
  subjects: string[];
  /** When the title entered the catalogue, and when it last changed (ISO). */
  published: string;
  updated: string;
}

export interface Feed {
  title: string;
  /** The feed's own address, and the page it mirrors. */
  self: string;
  page: string;
  author: string;
  updated: string;
  entries: FeedEntry[];
}

export function feedEntry(
  row: { id: number; extracted_json: string; created_at: string; updated_at: string },
  url: string,
): FeedEntry {
  const record = JSON.parse(row.extracted_json) as BibliographicRecord;
  return {
    id: row.id,
    url,
    title: record.title,
    authors: record.authors.map((author) => author.name),
    summary: record.summary ?? record.publication.imprint,
    subjects: record.subjects,
    published: row.created_at,
    updated: row.updated_at,
  };
}

/** An Atom 1.0 feed (RFC 4287): each title with its link, authors, subjects and summary. */
export function atomFeed(feed: Feed): string {
  const entries = feed.entries.map(
    (entry) =>
      '<entry>' +
      `<title>${escapeMarkup(entry.title || '—')}</title>` +
      `<id>${escapeMarkup(entry.url)}</id>` +
      `<link rel="alternate" type="text/html" href="${escapeMarkup(entry.url)}"/>` +
      `<published>${entry.published}</published><updated>${entry.updated}</updated>` +
      entry.authors.map((name) => `<author><name>${escapeMarkup(name)}</name></author>`).join('') +
      entry.subjects.map((term) => `<category term="${escapeMarkup(term)}"/>`).join('') +
      (entry.summary ? `<summary>${escapeMarkup(entry.summary)}</summary>` : '') +
      '</entry>\n',
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n' +
    `<title>${escapeMarkup(feed.title)}</title>\n<id>${escapeMarkup(feed.self)}</id>\n` +
    `<link rel="self" type="application/atom+xml" href="${escapeMarkup(feed.self)}"/>\n` +
    `<link rel="alternate" type="text/html" href="${escapeMarkup(feed.page)}"/>\n` +
    `<updated>${feed.updated}</updated>\n<author><name>${escapeMarkup(feed.author)}</name></author>\n` +
    `${entries.join('')}</feed>\n`
  );
}

/** An RSS 2.0 feed, authors as Dublin Core creators (RSS's own author element wants an e-mail address). */
export function rssFeed(feed: Feed): string {
  const date = (iso: string) => new Date(iso).toUTCString();
  const items = feed.entries.map(
    (entry) =>
      '<item>' +
      `<title>${escapeMarkup(entry.title || '—')}</title>` +
      `<link>${escapeMarkup(entry.url)}</link><guid isPermaLink="true">${escapeMarkup(entry.url)}</guid>` +
      `<pubDate>${date(entry.published)}</pubDate>` +
      entry.authors.map((name) => `<dc:creator>${escapeMarkup(name)}</dc:creator>`).join('') +
      entry.subjects.map((term) => `<category>${escapeMarkup(term)}</category>`).join('') +
      (entry.summary ? `<description>${escapeMarkup(entry.summary)}</description>` : '') +
      '</item>\n',
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n' +
    `<title>${escapeMarkup(feed.title)}</title>\n<link>${escapeMarkup(feed.page)}</link>\n` +
    `<description>${escapeMarkup(feed.title)}</description>\n` +
    `<atom:link rel="self" type="application/rss+xml" href="${escapeMarkup(feed.self)}"/>\n` +
    `<lastBuildDate>${date(feed.updated)}</lastBuildDate>\n${items.join('')}</channel>\n</rss>\n`
  );
}

import type { MarcDataField } from '../marc/marc-record.ts';

/** An issue's table of contents: sections ("Editorial", "Artigos") holding articles. */
export interface IssueArticle {
  title: string;
  authors?: string;
  pages?: string;
}

export interface IssueSection {
  /** Empty when the contents note names no sections. */
  title: string;
  articles: IssueArticle[];
}

const PAGES = /^(p\.|pp\.|s\.|\d)/i;

/**
 * Reads a 505 formatted contents note into sections and articles (docs/serials.md).
 * Enhanced 505 (ind2 0): $t title, $r responsibility, $g pages ("p. 10-25") or, when not pages, a section heading.
 * Basic 505: entries separated by " -- ", each "Title / Authors", pages trailing in "p. 10-25".
 */
export function readContentsNote(field: MarcDataField): IssueSection[] {
  const sections: IssueSection[] = [];
  const current = () => {
    if (sections.length === 0) sections.push({ title: '', articles: [] });
    return sections[sections.length - 1]!;
  };
  const enhanced = field.subfields.some((subfield) => subfield.code === 't');
  if (enhanced) {
    let article: IssueArticle | undefined;
    for (const { code, value } of field.subfields) {
      const text = clean(value);
      if (!text) continue;
      if (code === 't') {
        article = { title: text };
        current().articles.push(article);
      } else if (code === 'r' && article) article.authors = text;
      else if (code === 'g' && PAGES.test(text) && article) article.pages = text;
      else if (code === 'g') {
        sections.push({ title: text.replace(/\s*:$/, ''), articles: [] });
        article = undefined;
      }
    }
  } else {
    const text = field.subfields
      .filter((subfield) => subfield.code === 'a')
      .map((subfield) => subfield.value)
      .join(' ');
    for (const entry of text.split(/\s+--\s*/)) {
      const cleaned = clean(entry);
      if (!cleaned) continue;
      const pages = /[\s,(]+(p\.\s*\d[\d\s–-]*)\)?$/i.exec(cleaned);
      const body = pages ? cleaned.slice(0, pages.index).trim() : cleaned;
      const [title, ...authors] = body.split(' / ');
      current().articles.push({
        title: clean(title ?? ''),
        ...(authors.length > 0 ? { authors: clean(authors.join(' / ')) } : {}),
        ...(pages ? { pages: pages[1]!.trim() } : {}),
      });
    }
  }
  return sections.filter((section) => section.articles.length > 0 || section.title);
}

function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s*(--|[/;,.:])\s*$/, (match) => (/\.\s*$/.test(match) && /\b\p{L}\.$/u.test(text.trim()) ? '.' : ''))
    .trim();
}

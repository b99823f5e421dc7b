/**
 * COinS (ContextObjects in Spans, https://web.archive.org/web/2020/http://ocoins.info/): an OpenURL 1.0 KEV context
 * object in the `title` of a `<span class="Z3988">`, which Zotero's connector and link resolvers read from a title
 * page and from each result of a list. One builder for the server's title page and the web's result list.
 */
export interface CoinsFields {
  /** Work type code (contracts' work types): periodicals become journals, theses dissertations, the rest books. */
  workTypeCode: number;
  title: string;
  authors: readonly string[];
  date?: string;
  publisher?: string;
  place?: string;
  edition?: string;
  isbn?: string;
  issn?: string;
  /** The title page's address (rft_id). */
  url?: string;
}

const JOURNAL_TYPES = new Set([2, 17]);
const THESIS_TYPES = new Set([3, 4, 18]);

/** The KEV string for the span's title attribute (not HTML-escaped: the caller's renderer does that). */
export function coinsContext(fields: CoinsFields): string {
  const pairs: [string, string][] = [['ctx_ver', 'Z39.88-2004']];
  const add = (key: string, value: string | undefined) => {
    const text = value?.trim();
    if (text) pairs.push([key, text]);
  };
  if (JOURNAL_TYPES.has(fields.workTypeCode)) {
    pairs.push(['rft_val_fmt', 'info:ofi/fmt:kev:mtx:journal'], ['rft.genre', 'journal']);
    add('rft.jtitle', fields.title);
  } else if (THESIS_TYPES.has(fields.workTypeCode)) {
    pairs.push(['rft_val_fmt', 'info:ofi/fmt:kev:mtx:dissertation']);
    add('rft.title', fields.title);
  } else {
    pairs.push(['rft_val_fmt', 'info:ofi/fmt:kev:mtx:book'], ['rft.genre', 'book']);
    add('rft.btitle', fields.title);
  }
  for (const author of fields.authors) add('rft.au', author);
  add('rft.date', fields.date);
  add('rft.pub', fields.publisher);
  add('rft.place', fields.place);
  add('rft.edition', fields.edition);
  add('rft.isbn', fields.isbn);
  add('rft.issn', fields.issn);
  add('rft_id', fields.url);
  return pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

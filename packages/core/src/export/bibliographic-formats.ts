import type { CslDate, CslItem, CslName, CslType } from '../citation/csl-item.ts';

function year(date: CslDate | undefined): string | undefined {
  const part = date?.['date-parts']?.[0]?.[0];
  if (part) return String(part);
  return date?.literal;
}

function nameText(name: CslName): string {
  if (name.literal) return name.literal;
  return name.given ? `${name.family ?? ''}, ${name.given}` : (name.family ?? '');
}

const RIS_TYPE: Record<CslType, string> = {
  book: 'BOOK',
  thesis: 'THES',
  periodical: 'JFULL',
  article: 'GEN',
  map: 'MAP',
  motion_picture: 'VIDEO',
  musical_score: 'MUSIC',
  song: 'SOUND',
  manuscript: 'MANSCPT',
  graphic: 'ART',
  software: 'COMP',
  webpage: 'ELEC',
  document: 'GEN',
};

/** RIS (Research Information Systems tagged format): "TY  - BOOK" … "ER  - ", one tag per line. */
export function toRis(items: CslItem[]): string {
  const lines: string[] = [];
  const tag = (name: string, value: string | undefined) => {
    const text = value?.replace(/\s+/g, ' ').trim();
    if (text) lines.push(`${name}  - ${text}`);
  };
  for (const item of items) {
    tag('TY', RIS_TYPE[item.type] ?? 'GEN');
    tag('ID', item.id);
    tag('TI', item.title);
    for (const name of item.author ?? []) tag('AU', nameText(name));
    for (const name of item.editor ?? []) tag('ED', nameText(name));
    for (const name of [
      ...(item.translator ?? []),
      ...(item.illustrator ?? []),
      ...(item.composer ?? []),
      ...(item.director ?? []),
    ]) {
      tag('A4', nameText(name));
    }
    tag('PY', year(item.issued));
    tag('ET', item.edition);
    tag('PB', item.publisher);
    tag('CY', item['publisher-place']);
    tag('SP', item['number-of-pages']);
    tag('T3', item['collection-title']);
    tag('M3', item.genre);
    tag('SN', item.ISBN ?? item.ISSN);
    tag('UR', item.URL);
    tag('AB', item.abstract);
    for (const keyword of item.keyword?.split(', ') ?? []) tag('KW', keyword);
    tag('LA', item.language);
    tag('CN', item['call-number']);
    lines.push('ER  - ', '');
  }
  return lines.join('\r\n');
}

const BIBTEX_TYPE: Record<CslType, string> = {
  book: 'book',
  thesis: 'phdthesis',
  periodical: 'periodical',
  article: 'article',
  map: 'misc',
  motion_picture: 'misc',
  musical_score: 'misc',
  song: 'misc',
  manuscript: 'unpublished',
  graphic: 'misc',
  software: 'misc',
  webpage: 'misc',
  document: 'misc',
};

/** BibTeX special characters escaped; accents stay as UTF-8 (biber and modern BibTeX read UTF-8). */
function bibtexValue(text: string): string {
  return text
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([{}&%$#_])/g, '\\$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function bibtexNames(names: CslName[] | undefined): string | undefined {
  if (!names?.length) return undefined;
  // Corporate names in braces, so BibTeX does not split them into first and last names.
  return names
    .map((name) => (name.literal ? `{${bibtexValue(name.literal)}}` : bibtexValue(nameText(name))))
    .join(' and ');
}

/** Citation key: first author's family name, year and record number ("assis1899_12"). */
function bibtexKey(item: CslItem): string {
  const first = item.author?.[0] ?? item.editor?.[0];
  const base = (first?.family ?? first?.literal ?? item.title.split(/\s+/)[0] ?? 'ref')
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .slice(0, 20);
  return `${base || 'ref'}${year(item.issued)?.replace(/\D/g, '') ?? ''}_${item.id}`;
}

export function toBibtex(items: CslItem[]): string {
  return items
    .map((item) => {
      const fields: [string, string | undefined][] = [
        ['author', bibtexNames(item.author)],
        ['editor', bibtexNames(item.editor)],
        ['title', item.title ? `{${bibtexValue(item.title)}}` : undefined],
        ['edition', item.edition && bibtexValue(item.edition)],
        ['address', item['publisher-place'] && bibtexValue(item['publisher-place'])],
        [item.type === 'thesis' ? 'school' : 'publisher', item.publisher && bibtexValue(item.publisher)],
        ['year', year(item.issued) && bibtexValue(year(item.issued) ?? '')],
        ['pages', item['number-of-pages']],
        ['series', item['collection-title'] && bibtexValue(item['collection-title'])],
        ['number', item['collection-number'] && bibtexValue(item['collection-number'])],
        ['note', item.genre && bibtexValue(item.genre)],
        ['isbn', item.ISBN],
        ['issn', item.ISSN],
        ['url', item.URL],
        ['language', item.language],
        ['keywords', item.keyword && bibtexValue(item.keyword)],
      ];
      const body = fields
        .filter((field): field is [string, string] => Boolean(field[1]))
        .map(([name, value]) => `  ${name} = {${value}}`)
        .join(',\n');
      return `@${BIBTEX_TYPE[item.type] ?? 'misc'}{${bibtexKey(item)},\n${body}\n}\n`;
    })
    .join('\n');
}

function csvCell(value: string | undefined): string {
  const text = value ?? '';
  // RFC 4180 quoting; a leading =, +, - or @ is prefixed so that spreadsheets do not run it as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_COLUMNS = [
  'cod_acervo',
  'titulo',
  'autores',
  'edicao',
  'local',
  'editora',
  'ano',
  'isbn',
  'issn',
  'serie',
  'chamada',
  'idioma',
  'url',
] as const;

/** CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark so that spreadsheet programs detect the encoding). */
export function toCsv(items: CslItem[]): string {
  const rows = items.map((item) => [
    item.id,
    item.title,
    [...(item.author ?? []), ...(item.editor ?? [])].map(nameText).join('; '),
    item.edition,
    item['publisher-place'],
    item.publisher,
    year(item.issued),
    item.ISBN,
    item.ISSN,
    item['collection-title'],
    item['call-number'],
    item.language,
    item.URL,
  ]);
  return `\uFEFF${[[...CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

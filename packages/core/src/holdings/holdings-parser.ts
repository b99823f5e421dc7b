import { dataFields, firstSubfield, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';

/**
 * MARC 21 Format for Holdings Data, serials part (docs/serials.md):
 * - 853/854/855 captions and pattern (basic unit, supplements, indexes), $8 = link number;
 * - 863/864/865 enumeration and chronology, $8 = link.sequence, paired with the caption of the same link;
 * - 866/867/868 textual holdings.
 * The parser is pure and total: a field it cannot read becomes a problem, and the textual statement stands in.
 */

export type HoldingsUnit = 'basic' | 'supplement' | 'index';

export type HoldingsProblemCode =
  | 'caption-without-link'
  | 'enumeration-without-link'
  | 'enumeration-without-caption'
  | 'unreadable-value'
  | 'range-too-long'
  | 'unknown-frequency';

export interface HoldingsProblem {
  code: HoldingsProblemCode;
  tag: string;
  /** $8 of the field, when it has one. */
  link?: string;
  /** The raw value that could not be read. */
  value?: string;
}

export interface Caption {
  code: string;
  /** The caption as written ("v.", "no."); a caption in parentheses ("(year)") is not displayed. */
  caption: string;
}

/** Frequency of 853 $w: issues per year; undefined for "irregular", "continuously updated" or unknown. */
export interface Frequency {
  code: string;
  issuesPerYear?: number;
}

export interface CaptionPattern {
  unit: HoldingsUnit;
  link: string;
  enumeration: Caption[];
  chronology: Caption[];
  /** $u: bibliographic units per next higher level, by enumeration level (b, c…): a number, "var" or "und". */
  unitsPerLevel: string[];
  /** $v: numbering continuity by level: "r" restarts, "c" continues. */
  continuity: string[];
  frequency?: Frequency;
  /** $x: when the higher level changes (month "01", or a season "21"). */
  calendarChange: string[];
  /** $y: regularity pattern ("om07", "pm01,03,05"): published, omitted or combined issues. */
  regularity: string[];
}

/** One place in the year-by-issue grid: a year and the issue's position in it (1…issues per year). */
export interface IssueSlot {
  year: number;
  number: number;
}

export interface HoldingsIssue {
  unit: HoldingsUnit;
  link: string;
  /** Sequence number of $8 (1.3 → 3); issues expanded from a range get the range's sequence plus a fraction rank. */
  sequence: number;
  /** Rank within an expanded range (0 for an issue written alone). */
  rank: number;
  /** Year the issue belongs to (its first chronology year), when it has one. */
  year?: number;
  /** Grid places the issue fills: one, or more for a combined issue ("no. 10/11", "2007/2008"). */
  slots: IssueSlot[];
  enumeration: { caption: string; value: string }[];
  chronology: { caption: string; value: string }[];
  /** "v. 9, no. 1 (2006)". */
  label: string;
  note?: string;
  /** 863-865 second indicator 4: the issue was never published, so it is not expected either. */
  notPublished?: true;
}

export interface HoldingsYear {
  year: number;
  /** Issues the pattern says were published that year; undefined when the frequency is unknown or irregular. */
  expected?: number;
  /** Grid places held (a combined issue counts for each place it fills). */
  received: number;
  /** Places expected but not held: the gaps a patron sees. */
  missing: number[];
  issues: HoldingsIssue[];
  /** The year is held according to a textual statement (866-868) only, issue by issue unknown. */
  textualOnly: boolean;
}

export interface TextualStatement {
  unit: HoldingsUnit;
  link?: string;
  text: string;
  note?: string;
}

export interface ParsedHoldings {
  patterns: CaptionPattern[];
  issues: HoldingsIssue[];
  years: HoldingsYear[];
  statements: TextualStatement[];
  /** The widest year in issues: how many columns the grid needs. */
  columns: number;
  problems: HoldingsProblem[];
}

export interface HoldingsParseOptions {
  /** Today: in the current year only the issues due so far are expected. */
  today?: { year: number; month: number };
  /** Largest number of issues a compressed range may expand to (protects against "1-99999999"). */
  maxExpandedIssues?: number;
}

const UNITS: Record<string, HoldingsUnit> = { '3': 'basic', '4': 'supplement', '5': 'index' };
const ENUMERATION_CODES = ['a', 'b', 'c', 'd', 'e', 'f'];
const CHRONOLOGY_CODES = ['i', 'j', 'k', 'l'];
const ALTERNATIVE_CODES = ['g', 'h', 'm'];

/** 853 $w codes (MARC 21 Holdings, Captions and Pattern) and the issues a year they mean. */
export const FREQUENCY_ISSUES_PER_YEAR: Readonly<Record<string, number | undefined>> = {
  a: 1,
  b: 6,
  c: 104,
  d: 365,
  e: 26,
  f: 2,
  g: 0.5,
  h: 1 / 3,
  i: 156,
  j: 36,
  k: undefined,
  m: 12,
  q: 4,
  s: 24,
  t: 3,
  w: 52,
  x: undefined,
};

const MAX_EXPANDED_DEFAULT = 5000;
const YEAR = /^(1[5-9]\d\d|20\d\d)$/;

export function parseHoldings(record: MarcRecord, options: HoldingsParseOptions = {}): ParsedHoldings {
  const problems: HoldingsProblem[] = [];
  const patterns = new Map<string, CaptionPattern>();
  for (const field of dataFields(record, '853', '854', '855')) {
    const link = firstSubfield(field, '8')?.trim().split('.')[0];
    if (!link) {
      problems.push({ code: 'caption-without-link', tag: field.tag });
      continue;
    }
    const pattern = readPattern(field, link, problems);
    patterns.set(patternKey(pattern.unit, link), pattern);
  }

  const budget = { left: options.maxExpandedIssues ?? MAX_EXPANDED_DEFAULT };
  const issues: HoldingsIssue[] = [];
  for (const field of dataFields(record, '863', '864', '865')) {
    const unit = UNITS[field.tag.charAt(2)] ?? 'basic';
    const linkAndSequence = firstSubfield(field, '8')?.trim() ?? '';
    const [link, sequenceText] = linkAndSequence.split('.');
    if (!link) {
      problems.push({ code: 'enumeration-without-link', tag: field.tag });
      continue;
    }
    const pattern = patterns.get(patternKey(unit, link));
    if (!pattern) {
      problems.push({ code: 'enumeration-without-caption', tag: field.tag, link: linkAndSequence });
      continue;
    }
    const sequence = Number.parseInt(sequenceText ?? '', 10);
    issues.push(
      ...readEnumeration(field, pattern, Number.isFinite(sequence) ? sequence : 0, linkAndSequence, problems, budget),
    );
  }
  issues.sort((a, b) => unitOrder(a.unit) - unitOrder(b.unit) || compareIssues(a, b));

  const statements: TextualStatement[] = dataFields(record, '866', '867', '868')
    .map((field) => ({
      unit: UNITS[field.tag.charAt(2)] ?? ('basic' as HoldingsUnit),
      link: firstSubfield(field, '8')?.trim() || undefined,
      text: (firstSubfield(field, 'a') ?? '').trim(),
      note: field.subfields
        .filter((subfield) => subfield.code === 'z')
        .map((subfield) => subfield.value.trim())
        .join(' ')
        .trim(),
    }))
    .filter((statement) => statement.text || statement.note)
    .map(({ note, link, ...rest }) => ({ ...rest, ...(link ? { link } : {}), ...(note ? { note } : {}) }));

  const basicPatterns = [...patterns.values()].filter((pattern) => pattern.unit === 'basic');
  const years = buildYears(issues, basicPatterns, statements, options.today);
  const columns = Math.max(
    0,
    ...years.map((year) => Math.max(year.expected ?? 0, ...year.missing, ...year.issues.flatMap(slotNumbers))),
  );
  return { patterns: [...patterns.values()], issues, years, statements, columns, problems };
}

function patternKey(unit: HoldingsUnit, link: string): string {
  return `${unit}:${link}`;
}

function unitOrder(unit: HoldingsUnit): number {
  return unit === 'basic' ? 0 : unit === 'supplement' ? 1 : 2;
}

function compareIssues(a: HoldingsIssue, b: HoldingsIssue): number {
  const first = (issue: HoldingsIssue) => issue.slots[0] ?? { year: issue.year ?? 0, number: 0 };
  return (
    first(a).year - first(b).year ||
    first(a).number - first(b).number ||
    Number(a.link) - Number(b.link) ||
    a.sequence - b.sequence ||
    a.rank - b.rank
  );
}

function slotNumbers(issue: HoldingsIssue): number[] {
  return issue.slots.map((slot) => slot.number);
}

function readPattern(field: MarcDataField, link: string, problems: HoldingsProblem[]): CaptionPattern {
  const captions = (codes: string[]) =>
    codes.flatMap((code) => {
      const caption = firstSubfield(field, code)?.trim();
      return caption ? [{ code, caption }] : [];
    });
  const all = (code: string) => field.subfields.filter((s) => s.code === code).map((s) => s.value.trim());
  const unit = UNITS[field.tag.charAt(2)] ?? 'basic';
  const frequencyCode = firstSubfield(field, 'w')?.trim().toLowerCase();
  let frequency: Frequency | undefined;
  if (frequencyCode) {
    if (/^\d{1,3}$/.test(frequencyCode)) frequency = { code: frequencyCode, issuesPerYear: Number(frequencyCode) };
    else if (frequencyCode in FREQUENCY_ISSUES_PER_YEAR) {
      const issuesPerYear = FREQUENCY_ISSUES_PER_YEAR[frequencyCode];
      frequency = { code: frequencyCode, ...(issuesPerYear !== undefined ? { issuesPerYear } : {}) };
    } else problems.push({ code: 'unknown-frequency', tag: field.tag, link, value: frequencyCode });
  }
  return {
    unit,
    link,
    enumeration: captions(ENUMERATION_CODES),
    chronology: captions(CHRONOLOGY_CODES),
    unitsPerLevel: all('u'),
    continuity: all('v'),
    ...(frequency ? { frequency } : {}),
    calendarChange: all('x')
      .flatMap((value) => value.split(','))
      .filter(Boolean),
    regularity: all('y').filter(Boolean),
  };
}

/** Issues a year of the pattern: $w, else the $u of the second level when the first level is a year or volume. */
export function issuesPerYear(pattern: CaptionPattern): number | undefined {
  if (pattern.frequency) return pattern.frequency.issuesPerYear;
  const perVolume = Number(pattern.unitsPerLevel[0]);
  const yearly = pattern.enumeration.length >= 2 && pattern.chronology.some((c) => /year/i.test(c.caption));
  const yearAsEnumeration = /year/i.test(pattern.enumeration[0]?.caption ?? '');
  if (Number.isInteger(perVolume) && perVolume > 0 && (yearly || yearAsEnumeration)) return perVolume;
  if (yearAsEnumeration && pattern.enumeration.length === 1) return 1;
  if (/season/i.test(pattern.enumeration[1]?.caption ?? '')) return 4;
  if (/month/i.test(pattern.enumeration[1]?.caption ?? '')) return 12;
  return undefined;
}

/**
 * The grid places a year of the pattern expects (1…issues per year), less the months $y omits ("om07": no July
 * issue) or only those it publishes ("pm03,06,09,12"), on a monthly pattern. Undefined when irregular or unknown.
 */
export function expectedSlots(pattern: CaptionPattern): number[] | undefined {
  const perYear = issuesPerYear(pattern);
  if (perYear === undefined) return undefined;
  const count = Math.max(1, Math.floor(perYear));
  let slots = Array.from({ length: count }, (_, index) => index + 1);
  if (count !== 12) return slots;
  for (const entry of pattern.regularity) {
    const match = /^([pco])m(.*)$/i.exec(entry.trim());
    if (!match) continue;
    const months = (match[2] ?? '')
      .split(',')
      .map((value) => Number(value.trim()))
      .filter((month) => Number.isInteger(month) && month >= 1 && month <= 12);
    if (months.length === 0) continue;
    const kind = match[1]!.toLowerCase();
    if (kind === 'p') slots = slots.filter((slot) => months.includes(slot));
    else if (kind === 'o') slots = slots.filter((slot) => !months.includes(slot));
  }
  return slots;
}

interface LevelValue {
  caption: string;
  code: string;
  /** The value as written, split on "-" (range) then "/" (combined). */
  start: string[];
  end?: string[];
}

function readEnumeration(
  field: MarcDataField,
  pattern: CaptionPattern,
  sequence: number,
  linkAndSequence: string,
  problems: HoldingsProblem[],
  budget: { left: number },
): HoldingsIssue[] {
  const levels: LevelValue[] = [];
  for (const caption of [...pattern.enumeration, ...pattern.chronology]) {
    const raw = firstSubfield(field, caption.code)?.trim();
    if (!raw) continue;
    const [start, end, extra] = raw.split('-').map((part) => part.trim());
    if (extra !== undefined || start === '' || end === '') {
      problems.push({ code: 'unreadable-value', tag: field.tag, link: linkAndSequence, value: raw });
      return [];
    }
    levels.push({
      caption: caption.caption,
      code: caption.code,
      start: (start ?? '').split('/'),
      ...(end !== undefined ? { end: end.split('/') } : {}),
    });
  }
  for (const code of ALTERNATIVE_CODES) {
    const raw = firstSubfield(field, code)?.trim();
    if (raw) levels.push({ caption: '', code, start: [raw] });
  }
  if (levels.length === 0) {
    problems.push({ code: 'unreadable-value', tag: field.tag, link: linkAndSequence, value: '' });
    return [];
  }
  const note = field.subfields
    .filter((subfield) => subfield.code === 'z')
    .map((subfield) => subfield.value.trim())
    .join(' ');
  const unit = pattern.unit;
  const base = {
    unit,
    link: pattern.link,
    sequence,
    ...(note ? { note } : {}),
    ...(field.ind2 === '4' ? { notPublished: true as const } : {}),
  };
  const isRange = levels.some((level) => level.end) || field.ind2 === '0' || field.ind2 === '2';
  if (!isRange || !levels.some((level) => level.end)) {
    const issue = makeIssue(levels, (level) => level.start, pattern);
    if (!issue) {
      problems.push({ code: 'unreadable-value', tag: field.tag, link: linkAndSequence, value: rawOf(field) });
      return [];
    }
    budget.left -= 1;
    return [{ ...base, rank: 0, ...issue }];
  }
  const expanded = expandRange(levels, pattern, budget);
  if (expanded === 'too-long') {
    problems.push({ code: 'range-too-long', tag: field.tag, link: linkAndSequence, value: rawOf(field) });
    return [];
  }
  if (!expanded) {
    problems.push({ code: 'unreadable-value', tag: field.tag, link: linkAndSequence, value: rawOf(field) });
    return [];
  }
  return expanded.map((issue, rank) => ({ ...base, rank, ...issue }));
}

function rawOf(field: MarcDataField): string {
  return field.subfields
    .filter((subfield) => subfield.code !== '8')
    .map((subfield) => `$${subfield.code} ${subfield.value}`)
    .join(' ');
}

type IssueCore = Pick<HoldingsIssue, 'year' | 'slots' | 'enumeration' | 'chronology' | 'label'>;

const SEASONS: Record<string, number> = { '21': 1, '22': 2, '23': 3, '24': 4 };

/** Builds one issue from the value chosen for each level (start or end of a range). */
function makeIssue(
  levels: LevelValue[],
  pick: (level: LevelValue) => string[],
  pattern: CaptionPattern,
): IssueCore | undefined {
  const enumeration: HoldingsIssue['enumeration'] = [];
  const chronology: HoldingsIssue['chronology'] = [];
  let years: number[] = [];
  let positions: number[] = [];
  let months: number[] = [];
  const perYear = issuesPerYear(pattern);
  const enumerationCodes = new Set(pattern.enumeration.map((caption) => caption.code));
  for (const level of levels) {
    const values = pick(level) ?? level.start;
    const value = values.join('/');
    const caption = level.caption;
    const kind = caption.replace(/[()]/g, '').toLowerCase();
    const isChronology = !enumerationCodes.has(level.code) || /^\(.*\)$/.test(caption);
    (isChronology && CHRONOLOGY_CODES.includes(level.code) ? chronology : enumeration).push({ caption, value });
    if (/year/.test(kind) || (level.code === 'i' && values.every((v) => YEAR.test(v.trim())))) {
      const parsed = values.map((v) => Number(v.trim()));
      if (parsed.some((year) => !Number.isInteger(year) || !YEAR.test(String(year)))) return undefined;
      years = parsed;
    } else if (/season/.test(kind)) {
      positions = values.map((v) => SEASONS[v.trim()] ?? Number.NaN);
      if (positions.some(Number.isNaN)) return undefined;
    } else if (/month/.test(kind)) {
      months = values.map((v) => Number(v.trim()));
      if (months.some((month) => !Number.isInteger(month) || month < 1 || month > 12)) return undefined;
    } else if (level.code === 'b' && positions.length === 0) {
      const numbers = values.map((v) => Number(v.trim()));
      if (numbers.every((n) => Number.isInteger(n) && n > 0)) positions = numbers;
    }
  }
  // A month places the issue when the pattern is monthly or the issue number is unknown.
  if (months.length > 0 && (positions.length === 0 || perYear === 12)) {
    positions = months.map((month) => (perYear && perYear < 12 ? Math.ceil((month * perYear) / 12) : month));
  }
  const year = years[0];
  const slots: IssueSlot[] = [];
  if (year !== undefined) {
    // "no. 2/1" with "2007/2008": the second issue number belongs to the second year.
    const count = Math.max(positions.length, 1);
    for (let i = 0; i < count; i++) {
      const slotYear = years[Math.min(i, years.length - 1)] ?? year;
      const number = positions[i] ?? (perYear === 1 || positions.length === 0 ? 1 : 0);
      if (number > 0) slots.push({ year: slotYear, number });
    }
  }
  return {
    ...(year !== undefined ? { year } : {}),
    slots,
    enumeration,
    chronology,
    label: formatLabel(enumeration, chronology),
  };
}

/** "v. 9, no. 1 (2006)"; captions in parentheses are not shown, and chronology goes in parentheses. */
export function formatLabel(
  enumeration: { caption: string; value: string }[],
  chronology: { caption: string; value: string }[],
): string {
  const show = ({ caption, value }: { caption: string; value: string }) =>
    /^\(.*\)$/.test(caption) || caption === '' ? value : `${caption}${caption.endsWith('.') ? ' ' : ''}${value}`;
  const monthOrSeason = (entry: { caption: string; value: string }) =>
    /season/i.test(entry.caption) ? (SEASON_NAMES[entry.value] ?? entry.value) : entry.value;
  const enumerationText = enumeration
    .map((entry) => (/season/i.test(entry.caption) ? monthOrSeason(entry) : show(entry)))
    .join(', ');
  const chronologyText = chronology.map((entry) => monthOrSeason(entry)).join(':');
  if (!enumerationText) return chronologyText;
  return chronologyText ? `${enumerationText} (${chronologyText})` : enumerationText;
}

const SEASON_NAMES: Record<string, string> = { '21': 'Spring', '22': 'Summer', '23': 'Autumn', '24': 'Winter' };

/**
 * A compressed range ("v. 1-5 (1990-1994)"): every issue from the first to the last. The years step one by one;
 * within a year the issues run 1…issues per year, from the first issue's place in its year to the last one's.
 */
function expandRange(
  levels: LevelValue[],
  pattern: CaptionPattern,
  budget: { left: number },
): IssueCore[] | 'too-long' | undefined {
  const first = makeIssue(levels, (level) => level.start, pattern);
  const last = makeIssue(levels, (level) => level.end ?? level.start, pattern);
  if (!first || !last || first.year === undefined || last.year === undefined || last.year < first.year)
    return undefined;
  const perYear = issuesPerYear(pattern);
  const wholeYears = perYear === undefined || perYear < 1;
  const perYearCount = wholeYears ? 1 : Math.round(perYear);
  const firstNumber = wholeYears ? 1 : (first.slots[0]?.number ?? 1);
  const lastNumber = wholeYears ? 1 : (last.slots.at(-1)?.number ?? perYearCount);
  const total = (last.year - first.year) * perYearCount + lastNumber - firstNumber + 1;
  if (total > budget.left || total > 100_000) return 'too-long';
  budget.left -= total;
  const issues: IssueCore[] = [];
  const volumeStart = Number(first.enumeration[0]?.value);
  const volumeCaption = first.enumeration[0]?.caption;
  const numberCaption = pattern.enumeration[1]?.caption;
  const yearStepsVolume = Number.isInteger(volumeStart) && !/year/i.test(volumeCaption ?? '');
  for (let year = first.year; year <= last.year; year++) {
    const from = year === first.year ? firstNumber : 1;
    const to = year === last.year ? lastNumber : perYearCount;
    for (let number = from; number <= to; number++) {
      const enumeration: HoldingsIssue['enumeration'] = [];
      if (volumeCaption !== undefined) {
        const volume = yearStepsVolume ? String(volumeStart + (year - first.year)) : String(year);
        enumeration.push({ caption: volumeCaption, value: volume });
      }
      if (!wholeYears && numberCaption !== undefined)
        enumeration.push({ caption: numberCaption, value: String(number) });
      const chronology =
        pattern.chronology.length > 0 ? [{ caption: pattern.chronology[0]!.caption, value: String(year) }] : [];
      issues.push({
        year,
        slots: [{ year, number }],
        enumeration,
        chronology,
        label: formatLabel(enumeration, chronology),
      });
    }
  }
  return issues;
}

/** Years with four digits in a textual statement, ranges expanded ("2000/2001 - 2003/2004" → 2000…2004). */
export function yearsOfStatement(text: string, limit = 500): number[] {
  const years = new Set<number>();
  const parts = text.split(/[;,]/);
  for (const part of parts) {
    const found = [...part.matchAll(/(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)/g)].map((match) => Number(match[1]));
    if (found.length === 0) continue;
    if (/-/.test(part) && found.length >= 2) {
      const from = Math.min(...found);
      const to = Math.max(...found);
      if (to - from <= limit) for (let year = from; year <= to; year++) years.add(year);
    } else for (const year of found) years.add(year);
  }
  return [...years].sort((a, b) => a - b);
}

function buildYears(
  issues: HoldingsIssue[],
  patterns: CaptionPattern[],
  statements: TextualStatement[],
  today: HoldingsParseOptions['today'],
): HoldingsYear[] {
  const basic = issues.filter((issue) => issue.unit === 'basic' && !issue.notPublished);
  const unpublished = new Map<number, Set<number>>();
  for (const issue of issues) {
    if (issue.unit !== 'basic' || !issue.notPublished) continue;
    for (const slot of issue.slots)
      unpublished.set(slot.year, (unpublished.get(slot.year) ?? new Set()).add(slot.number));
  }
  const issuesByYear = new Map<number, HoldingsIssue[]>();
  const held = new Map<number, Set<number>>();
  for (const issue of basic) {
    const years = new Set([...(issue.year !== undefined ? [issue.year] : []), ...issue.slots.map((slot) => slot.year)]);
    for (const year of years) issuesByYear.set(year, [...(issuesByYear.get(year) ?? []), issue]);
    for (const slot of issue.slots) held.set(slot.year, (held.get(slot.year) ?? new Set()).add(slot.number));
  }
  // A pattern runs from the year of its first issue to that of its last, so a year with nothing held is a gap.
  const expectedByYear = new Map<number, Set<number> | undefined>();
  for (const pattern of patterns) {
    const years = basic
      .filter((issue) => issue.link === pattern.link)
      .flatMap((issue) => [...issuesByYear.entries()].filter(([, list]) => list.includes(issue)).map(([year]) => year));
    if (years.length === 0) continue;
    const slots = expectedSlots(pattern);
    for (let year = Math.min(...years); year <= Math.max(...years); year++) {
      if (!issuesByYear.has(year)) issuesByYear.set(year, []);
      if (!slots) {
        if (!expectedByYear.has(year)) expectedByYear.set(year, undefined);
        continue;
      }
      expectedByYear.set(year, new Set([...(expectedByYear.get(year) ?? []), ...slots]));
    }
  }
  const textualYears = new Set<number>();
  for (const statement of statements) {
    if (statement.unit !== 'basic') continue;
    for (const year of yearsOfStatement(statement.text)) textualYears.add(year);
  }
  for (const year of textualYears) if (!issuesByYear.has(year)) issuesByYear.set(year, []);
  return [...issuesByYear.keys()]
    .sort((a, b) => a - b)
    .map((year) => {
      const yearIssues = issuesByYear.get(year) ?? [];
      const places = held.get(year) ?? new Set<number>();
      const textualOnly = yearIssues.length === 0 && textualYears.has(year) && !expectedByYear.has(year);
      let slots = expectedByYear.get(year);
      if (slots) slots = new Set([...slots].filter((n) => !unpublished.get(year)?.has(n)));
      if (slots && today && year > today.year) slots = new Set();
      if (slots && today && year === today.year) {
        // Issue n of P a year is due by month ceil(n × 12 / P).
        const perYear = Math.max(...slots, 1);
        slots = new Set([...slots].filter((n) => Math.ceil((n * 12) / perYear) <= today.month));
      }
      const missing = slots ? [...slots].filter((n) => !places.has(n)).sort((a, b) => a - b) : [];
      const expected = slots ? new Set([...slots, ...places]).size : undefined;
      return {
        year,
        ...(expected !== undefined ? { expected } : {}),
        received: places.size > 0 ? places.size : yearIssues.filter((issue) => issue.slots.length === 0).length,
        missing,
        issues: yearIssues,
        textualOnly,
      };
    });
}

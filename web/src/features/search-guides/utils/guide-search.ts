import { type CollectionGuide, GUIDE_FIELDS, GUIDE_LETTERS } from '@estante/contracts';

/** What a special-collection guide's form chose: a code per field group, the act's number, a free term. */
export interface GuideChoices {
  values: Record<string, string>;
  number?: string;
  term?: string;
}

/**
 * The search (URL query of `/{guia}`, GET /api/consulta's parameters) of a guide's choices: the collection's filter,
 * one filter per chosen field, the act's number as digits, and the term when one was typed (docs/search-guides.md).
 */
export function guideQuery(guide: CollectionGuide, choices: GuideChoices): string {
  const params = new URLSearchParams();
  const term = choices.term?.trim();
  if (term) params.append('termo', term);
  params.append('filtro', `${GUIDE_LETTERS.collection}:${guide}`);
  for (const { group, letter } of GUIDE_FIELDS[guide]) {
    const code = choices.values[group];
    if (code) params.append('filtro', `${letter}:${code}`);
  }
  // "8.112" and "8112" name one act: the import keeps the digits, without leading zeros.
  const digits = choices.number?.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits) params.append('filtro', `${GUIDE_LETTERS.number}:${digits}`);
  return params.toString();
}

/** The codes chosen for a letter among a search's filters ("U:federal" → federal). */
export function chosenCodes(filters: readonly string[], letter: string): string[] {
  return filters.filter((filter) => filter.startsWith(`${letter}:`)).map((filter) => filter.slice(letter.length + 1));
}

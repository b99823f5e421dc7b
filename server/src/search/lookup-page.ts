import { foldForSearch } from '@estante/core';
import { InvalidSearchError } from '@estante/search';

/** Look-ups answer 20 names a page (docs/search.md, "Other calls"). */
export const LOOKUP_PAGE = 20;

/** A page of name look-up options whose folded name holds the folded search text. */
export function lookupPage(options: { codigo: string; nome: string }[], searchText: string | undefined, page = 1) {
  const wanted = foldForSearch(searchText ?? '');
  const matching = options.filter((option) => !wanted || foldForSearch(option.nome).includes(wanted));
  return { total: matching.length, data: matching.slice((page - 1) * LOOKUP_PAGE, page * LOOKUP_PAGE) };
}

/** `acervos` as repeated or comma-separated ids; anything else is refused (422). */
export function recordIds(value: string | string[]): number[] {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(','));
  const ids = parts.map((part) => part.trim()).filter(Boolean);
  if (ids.length > 100) throw new InvalidSearchError('acervos', String(ids.length), 'at most 100 records');
  return [
    ...new Set(
      ids.map((id) => {
        const number = Number(id);
        if (!Number.isInteger(number) || number < 1) throw new InvalidSearchError('acervos', id, 'expected cod_acervo');
        return number;
      }),
    ),
  ];
}

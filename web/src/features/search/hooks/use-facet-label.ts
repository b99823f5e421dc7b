import { facetDefinition, ONLY_WITH } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { useWorkTypeLabel } from '../../../hooks/use-work-type-label.ts';
import { languageName } from '../../../lib/language-name.ts';

const ONLY_WITH_CODES: readonly string[] = Object.values(ONLY_WITH);
const isOnlyWith = (code: string): code is 'C' | 'O' | 'A' => ONLY_WITH_CODES.includes(code);

/** Label of a facet value (who names it: the facet registry's valueLabel): work types and only-with options translated, languages named, others as given. */
export function useFacetLabel(): (letter: string, code: string, description?: string) => string {
  const { t, i18n } = useTranslation('search');
  const workTypeLabel = useWorkTypeLabel();
  return (letter, code, description) => {
    const valueLabel = facetDefinition(letter)?.valueLabel;
    if (valueLabel === 'work-type') return workTypeLabel(Number(code), description);
    if (valueLabel === 'language') return languageName(code, i18n.language) ?? description ?? code;
    if (valueLabel === 'only-with' && isOnlyWith(code)) return t(`facet.only.${code}`);
    return description || code;
  };
}

/** Name of a facet group by its letter. */
export function useFacetGroupName(): (letter: string) => string {
  const { t, i18n } = useTranslation('search');
  return (letter) => {
    const key = facetDefinition(letter)?.labelKey;
    return key && i18n.exists(`search:${key}`) ? t(key as 'facet.group.T') : letter;
  };
}

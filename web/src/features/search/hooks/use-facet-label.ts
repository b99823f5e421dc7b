import { useTranslation } from 'react-i18next';
import { useWorkTypeLabel } from '../../../hooks/use-work-type-label.ts';
import { languageName } from '../../../lib/language-name.ts';

/** Label of a facet value: work types and only-with options translated, languages named, others as given. */
export function useFacetLabel(): (letter: string, code: string, description?: string) => string {
  const { t, i18n } = useTranslation('search');
  const workTypeLabel = useWorkTypeLabel();
  return (letter, code, description) => {
    if (letter === 'T') return workTypeLabel(Number(code), description);
    if (letter === 'I') return languageName(code, i18n.language) ?? description ?? code;
    if (letter === 'X' && ['C', 'O', 'A'].includes(code)) return t(`facet.only.${code as 'C' | 'O' | 'A'}`);
    return description || code;
  };
}

/** Name of a facet group by its letter. */
export function useFacetGroupName(): (letter: string) => string {
  const { t, i18n } = useTranslation('search');
  return (letter) =>
    i18n.exists(`search:facet.group.${letter}`) ? t(`facet.group.${letter}` as 'facet.group.T') : letter;
}

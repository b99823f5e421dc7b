import { useTranslation } from 'react-i18next';

/**
 * The name of a shelving location code (ACERVO, OBRAS_RARAS…) in the interface language, keys
 * `common:copyLocation.<code>`; an imported catalogue's own codes read as words ("SALA_DE_LEITURA" → "Sala de
 * leitura") rather than as codes.
 */
export function useLocationName(): (code: string | null | undefined) => string {
  const { t, i18n } = useTranslation('common');
  return (code) => {
    if (!code) return '';
    if (i18n.exists(`common:copyLocation.${code}`)) return t(`copyLocation.${code}` as 'copyLocation.ACERVO');
    const words = code.replace(/[_-]+/g, ' ').trim().toLocaleLowerCase();
    return words.charAt(0).toLocaleUpperCase() + words.slice(1);
  };
}

import { useTranslation } from 'react-i18next';

/**
 * Translated label of a work type by its numeric code (cod_tipo_obra), keys `common:workType.<code>`.
 * Falls back to the server's description, which comes in the caller's language.
 */
export function useWorkTypeLabel(): (code: number, fallback?: string) => string {
  const { t, i18n } = useTranslation('common');
  return (code, fallback) =>
    i18n.exists(`common:workType.${code}`)
      ? t(`workType.${code}` as 'workType.1')
      : fallback?.trim() || t('workType.unknown');
}

import { useTranslation } from 'react-i18next';
import { useAdditionalTitles } from '../api/record-extras.ts';

/**
 * The title's uniform title (130/240/730) and variant titles (246), as fields of the description: how the work is
 * also known, which the search finds too. Nothing while loading or when the title has none.
 */
export function RecordAdditionalTitles({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record');
  const titles = useAdditionalTitles(recordId).data ?? [];
  const uniform = titles.filter((entry) => entry.tipo === 'uniforme');
  const variants = titles.filter((entry) => entry.tipo !== 'uniforme');
  return (
    <>
      {uniform.length > 0 ? (
        <div className="record-field">
          <dt>{t('additionalTitles.uniform')}</dt>
          <dd>{uniform.map((entry) => entry.titulo).join('; ')}</dd>
        </div>
      ) : null}
      {variants.length > 0 ? (
        <div className="record-field">
          <dt>{t('additionalTitles.variant')}</dt>
          <dd>
            {variants.length === 1 ? (
              variants[0]!.titulo
            ) : (
              <ul className="record-field__list">
                {variants.map((entry) => (
                  <li key={entry.titulo}>{entry.titulo}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ) : null}
    </>
  );
}

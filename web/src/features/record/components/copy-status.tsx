import type { RecordCopy } from '@estante/contracts';
import { useTranslation } from 'react-i18next';

/** Availability of a copy as a coloured label with text (never colour alone), plus the expected return. */
export function CopyStatus({ copy }: { copy: RecordCopy }) {
  const { t, i18n } = useTranslation('record');
  const due = copy.data_devolucao_prevista
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${copy.data_devolucao_prevista}T12:00:00Z`),
      )
    : undefined;
  return (
    <>
      <span className={`copy-status copy-status--${copy.situacao}`}>{t(`copies.status.${copy.situacao}`)}</span>
      {due ? <span className="copy-status__due">{t('copies.expectedReturn', { date: due })}</span> : null}
    </>
  );
}

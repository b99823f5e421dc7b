import type { RecordCopy } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

/** Availability of a copy as a coloured label with text (never colour alone), plus the expected return. */
export function CopyStatus({ copy }: { copy: RecordCopy }) {
  const { t, i18n } = useTranslation('record');
  const due = formatDate(copy.data_devolucao_prevista, i18n.language) || undefined;
  // On the shelf but reference only: "not for loan", as the library's counts say.
  const status = copy.situacao === 'available' && copy.emprestavel === false ? 'not_for_loan' : copy.situacao;
  return (
    <>
      <span className={`copy-status copy-status--${status}`}>{t(`copies.status.${status}`)}</span>
      {due ? <span className="copy-status__due">{t('copies.expectedReturn', { date: due })}</span> : null}
    </>
  );
}

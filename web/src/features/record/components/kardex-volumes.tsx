import type { RecordCopy } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { CopyStatus } from './copy-status.tsx';

/** A serial without holdings records: its bound volumes as the copies give them, so the tab is never blank. */
export function KardexVolumes({ copies }: { copies: RecordCopy[] }) {
  const { t } = useTranslation('kardex');
  return (
    <div className="table-scroller">
      <table className="data-table">
        <caption className="citation__label kardex-volumes__caption">{t('volumes.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('volumes.library')}</th>
            <th scope="col">{t('volumes.volume')}</th>
            <th scope="col">{t('volumes.part')}</th>
            <th scope="col">{t('volumes.availability')}</th>
          </tr>
        </thead>
        <tbody>
          {copies.map((copy) => (
            <tr key={copy.cod_exemplar}>
              <td>{copy.desc_biblioteca}</td>
              <td>{copy.volume || '—'}</td>
              <td>{copy.parte || '—'}</td>
              <td>
                <CopyStatus copy={copy} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

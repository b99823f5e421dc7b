import type { StaffAuditEntry } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { type DiffRow, diffJson, leafText } from '../utils/json-diff.ts';

function DiffTable({ rows, caption }: { rows: DiffRow[]; caption: string }) {
  const { t } = useTranslation('staff');
  return (
    <div className="staff-diff">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.diff.field')}</th>
            <th scope="col">{t('audit.diff.before')}</th>
            <th scope="col">{t('audit.diff.after')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} className={`staff-diff__row staff-diff__row--${row.kind}`}>
              <th scope="row">
                <code>{row.path || t('audit.diff.value')}</code>
                {row.kind === 'same' ? null : <span className="staff-diff__kind">{t(`audit.diff.${row.kind}`)}</span>}
              </th>
              <td>{row.kind === 'added' ? <span className="staff-diff__none">—</span> : leafText(row.before)}</td>
              <td>{row.kind === 'removed' ? <span className="staff-diff__none">—</span> : leafText(row.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RequestData({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="staff-audit__data">
      <h4>{label}</h4>
      <pre>{JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}

/**
 * What one staff action changed and was sent: the row before and after, field by field (changed fields first
 * marked in words, not only colour), then the request's parameters and body as recorded (secrets redacted).
 */
export function AuditDetails({ entry }: { entry: StaffAuditEntry }) {
  const { t } = useTranslation('staff');
  const hasChange = entry.antes !== null || entry.depois !== null;
  const rows = hasChange ? diffJson(entry.antes, entry.depois) : [];
  const changed = rows.filter((row) => row.kind !== 'same');
  const unchanged = rows.length - changed.length;
  return (
    <div className="staff-audit__details">
      {hasChange ? (
        <>
          <DiffTable
            rows={[...changed, ...rows.filter((row) => row.kind === 'same')]}
            caption={t('audit.diff.caption')}
          />
          <p className="staff-audit__muted">{t('audit.diff.summary', { changed: changed.length, unchanged })}</p>
        </>
      ) : (
        <p className="staff-audit__muted">{t('audit.diff.none')}</p>
      )}
      <RequestData label={t('audit.params')} value={entry.parametros} />
      <RequestData label={t('audit.query')} value={entry.consulta} />
      <RequestData label={t('audit.body')} value={entry.corpo} />
    </div>
  );
}

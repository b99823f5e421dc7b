import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeclarations } from '../api/queues-api.ts';
import { QueueHeader, QueuePager, QueueResults, QueueTable } from './queue-controls.tsx';
import { QueueFilterBar, useQueueFilter } from './queue-filters.tsx';

/**
 * /equipe/filas/declaracoes: the no-debts declarations issued, newest first, with their verification codes (anyone
 * checks one at /nada-consta/validar/{code}); a library's list includes those naming every library.
 */
export function DeclarationsScreen() {
  const { t, i18n } = useTranslation('queues');
  const filters = useQueueFilter({}, ['dataIni', 'dataFim']);
  const queue = useDeclarations(filters.filter);
  const [from, setFrom] = useState(filters.read('dataIni'));
  const [to, setTo] = useState(filters.read('dataFim'));
  const ids = { from: useId(), to: useId() };
  const applyDates = (event: FormEvent) => {
    event.preventDefault();
    filters.set({ dataIni: from, dataFim: to });
  };
  return (
    <section className="queue">
      <QueueHeader title={t('declarations.title')} lead={t('declarations.lead')} />
      <QueueFilterBar filters={filters}>
        <form className="queue__dates" onSubmit={applyDates}>
          <div className="field queue__filter">
            <label htmlFor={ids.from}>{t('declarations.from')}</label>
            <input
              id={ids.from}
              type="date"
              value={from}
              required={to !== ''}
              onChange={(event) => setFrom(event.target.value)}
            />
          </div>
          <div className="field queue__filter">
            <label htmlFor={ids.to}>{t('declarations.to')}</label>
            <input
              id={ids.to}
              type="date"
              value={to}
              min={from || undefined}
              required={from !== ''}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
          <button type="submit" className="button button--secondary">
            {t('declarations.apply')}
          </button>
        </form>
      </QueueFilterBar>
      <QueueResults query={queue} empty={t('declarations.empty')}>
        {(declarations) => (
          <QueueTable
            caption={t('declarations.title')}
            columns={[
              t('declarations.colPatron'),
              t('declarations.colLibrary'),
              t('declarations.colIssued'),
              t('declarations.colCode'),
            ]}
          >
            {declarations.map((declaration) => (
              <tr key={declaration.codigo_verificacao}>
                <td data-label={t('declarations.colPatron')}>{declaration.nome}</td>
                <td data-label={t('declarations.colLibrary')}>
                  {declaration.desc_biblioteca ?? t('declarations.allLibraries')}
                </td>
                <td data-label={t('declarations.colIssued')}>{formatDateTime(declaration.data, i18n.language)}</td>
                <td data-label={t('declarations.colCode')}>
                  <code>{declaration.codigo_verificacao}</code>
                </td>
              </tr>
            ))}
          </QueueTable>
        )}
      </QueueResults>
      <QueuePager filters={filters} total={queue.data?.total} />
    </section>
  );
}

import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useErrorText } from '../../../components/error-message.tsx';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { formatDate } from '../../../lib/format.ts';

export interface ProfileItem {
  codigo: string;
  descricao: string;
  validade: string;
  vencido: boolean;
}

interface InterestItemListProps<Item extends ProfileItem> {
  query: UseQueryResult<Item[]>;
  /** Columns between the item and its validity (type, libraries, languages). */
  columns?: DataColumn<Item>[];
  rowKey: (item: Item) => string;
  empty: string;
  changeValidity: UseMutationResult<unknown, Error, { item: Item; validade: string }>;
  remove: UseMutationResult<unknown, Error, Item>;
}

/**
 * One list of the interest profile: each item with its validity (expired ones flagged: they match nothing), an
 * inline validity editor, and removal after the confirmation dialog.
 */
export function InterestItemList<Item extends ProfileItem>({
  query,
  columns = [],
  rowKey,
  empty,
  changeValidity,
  remove,
}: InterestItemListProps<Item>) {
  const { t, i18n } = useTranslation('services');
  const errorText = useErrorText();
  const [editing, setEditing] = useState<{ key: string; validade: string } | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const done = (text: string) => ({
    onSuccess: () => setMessage({ ok: true, text }),
    onError: (error: Error) => setMessage({ ok: false, text: errorText(error) }),
  });

  const all: DataColumn<Item>[] = [
    { header: t('interestProfile.colItem'), cell: (item) => item.descricao },
    ...columns,
    {
      header: t('interestProfile.colValidity'),
      cell: (item) =>
        editing?.key === rowKey(item) ? (
          <form
            className="account-actions"
            onSubmit={(event) => {
              event.preventDefault();
              changeValidity.mutate({ item, validade: editing.validade }, done(t('interestProfile.validityChanged')));
              setEditing(null);
            }}
          >
            <label className="visually-hidden" htmlFor={`validity-${rowKey(item)}`}>
              {t('interestProfile.newValidity', { item: item.descricao })}
            </label>
            <input
              id={`validity-${rowKey(item)}`}
              type="date"
              required
              value={editing.validade}
              onChange={(event) => setEditing({ key: rowKey(item), validade: event.target.value })}
            />
            <button type="submit" className="button">
              {t('interestProfile.save')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setEditing(null)}>
              {t('interestProfile.cancel')}
            </button>
          </form>
        ) : (
          <>
            {formatDate(item.validade, i18n.language)}
            {item.vencido ? <span className="badge">{t('interestProfile.expired')}</span> : null}
          </>
        ),
    },
    {
      header: t('interestProfile.colActions'),
      hideHeader: true,
      cell: (item) => (
        <div className="account-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setMessage(null);
              setEditing({ key: rowKey(item), validade: item.validade });
            }}
          >
            {t('interestProfile.editValidity')}
            <span className="visually-hidden">: {item.descricao}</span>
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={remove.isPending}
            onClick={() => {
              setMessage(null);
              setRemoving(item);
            }}
          >
            {t('interestProfile.remove')}
            <span className="visually-hidden">: {item.descricao}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div role="status" aria-live="polite" className="account-messages">
        {message ? (
          <p className={`notice ${message.ok ? 'notice--success' : 'notice--error'}`}>{message.text}</p>
        ) : null}
      </div>
      <DataList query={query} columns={all} rowKey={rowKey} empty={empty} />
      <ConfirmDialog
        open={removing !== null}
        title={t('interestProfile.removeTitle')}
        content={t('interestProfile.removeContent', { item: removing?.descricao ?? '' })}
        onConfirm={() => {
          if (!removing) return;
          const item = removing;
          setRemoving(null);
          remove.mutate(item, done(t('interestProfile.removed')));
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

import type { PermanentBasketTitle } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { type DataColumn, DataList } from '../../../components/list/data-list.tsx';
import { paths } from '../../../config/paths.ts';
import { useBasket } from '../../../hooks/use-basket.ts';
import { basketStore } from '../../../lib/basket-store.ts';
import { formatDate } from '../../../lib/format.ts';
import type { DateRange } from '../api/account-api.ts';
import { permanentBasketQuery, useRemoveFromPermanentBasket } from '../api/account-services-api.ts';
import { DateRangeFilter } from './date-range-filter.tsx';

/**
 * Permanent basket (spec 001 §7.3 /acervo/cesta-permanente): the titles the patron saved in their account, with
 * the date filter (tipoBusca `periodo` when both dates are given); each opens, goes back to the session basket,
 * or is removed after the confirmation dialog.
 */
export function PermanentBasketScreen() {
  const { t, i18n } = useTranslation('services');
  const [range, setRange] = useState<DateRange>({});
  const saved = useQuery(
    permanentBasketQuery(range.dataIni ? { tipoBusca: 'periodo', ...range } : { tipoBusca: 'todos' }),
  );
  const remove = useRemoveFromPermanentBasket();
  const [removing, setRemoving] = useState<PermanentBasketTitle | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const basket = useBasket();
  const inBasket = new Set(basket.map((item) => item.cod_acervo));

  const columns: DataColumn<PermanentBasketTitle>[] = [
    {
      header: t('permanentBasket.colTitle'),
      cell: (row) => (
        <>
          <Link to={paths.record.getHref(row.cod_acervo)}>{row.titulo}</Link>
          {row.autor ? <span className="account-meta">{row.autor}</span> : null}
        </>
      ),
    },
    { header: t('permanentBasket.colSaved'), cell: (row) => formatDate(row.data, i18n.language) },
    {
      header: t('permanentBasket.colActions'),
      hideHeader: true,
      cell: (row) => (
        <div className="account-actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={inBasket.has(row.cod_acervo)}
            onClick={() => {
              basketStore.add({ cod_acervo: row.cod_acervo, titulo: row.titulo, autor: row.autor ?? undefined });
              setMessage(t('permanentBasket.addedToBasket'));
            }}
          >
            {inBasket.has(row.cod_acervo) ? t('permanentBasket.inBasket') : t('permanentBasket.toBasket')}
            <span className="visually-hidden">: {row.titulo}</span>
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={remove.isPending}
            onClick={() => {
              setMessage(null);
              setRemoving(row);
            }}
          >
            {t('permanentBasket.remove')}
            <span className="visually-hidden">: {row.titulo}</span>
          </button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="permanent-basket-heading" className="account-section">
      <h2 id="permanent-basket-heading">{t('permanentBasket.title')}</h2>
      <p>{t('permanentBasket.intro')}</p>
      <DateRangeFilter onApply={setRange} />
      <div role="status" aria-live="polite" className="account-messages">
        {message ? <p className="notice notice--success">{message}</p> : null}
      </div>
      <DataList query={saved} columns={columns} rowKey={(row) => row.cod_acervo} empty={t('permanentBasket.empty')} />
      <ConfirmDialog
        open={removing !== null}
        title={t('permanentBasket.removeTitle')}
        content={t('permanentBasket.removeContent', { title: removing?.titulo ?? '' })}
        onConfirm={() => {
          if (!removing) return;
          const recordId = removing.cod_acervo;
          setRemoving(null);
          remove.mutate(recordId, { onSuccess: () => setMessage(t('permanentBasket.removed')) });
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

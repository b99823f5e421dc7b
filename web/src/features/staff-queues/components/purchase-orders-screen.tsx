import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Modal } from '../../../components/dialog/modal.tsx';
import { useErrorText } from '../../../components/error-message.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { formatDate, formatInteger, formatMoney, toCents } from '../../../lib/format.ts';
import { ORDER_STATUSES, useCreateOrder, useLibraries, useOrderQueue } from '../api/queues-api.ts';
import { QUEUE_PATHS } from '../utils/queue-paths.ts';
import {
  LibraryFilter,
  QueueFilters,
  QueueHeader,
  QueuePager,
  QueueResults,
  StatusFilter,
  Th,
  useQueueFilter,
} from './queue-controls.tsx';
import { AcquisitionTabs } from './suggestions-screen.tsx';

/** /equipe/filas/pedidos-compra: purchase orders by library and status, newest first; a new one opens here. */
export function PurchaseOrdersScreen() {
  const { t, i18n } = useTranslation('queues');
  const language = i18n.language;
  const { filter, read, page, set } = useQueueFilter();
  const queue = useOrderQueue(filter);
  const [creating, setCreating] = useState(false);
  return (
    <section className="queue">
      <QueueHeader title={t('orders.title')} lead={t('orders.lead')}>
        <p>
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            {t('orders.new')}
          </button>
        </p>
      </QueueHeader>
      <AcquisitionTabs />
      <QueueFilters>
        <LibraryFilter value={read('biblioteca')} onChange={(biblioteca) => set({ biblioteca })} />
        <StatusFilter
          value={read('situacao')}
          onChange={(situacao) => set({ situacao })}
          counts={queue.data?.contagens}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) }))}
        />
      </QueueFilters>
      <QueueResults query={queue} empty={t('orders.empty')}>
        {(orders) => (
          <div className="data-table-wrap">
            <table className="data-table queue__table">
              <caption className="visually-hidden">{t('orders.title')}</caption>
              <thead>
                <tr>
                  <Th>{t('orders.colOrder')}</Th>
                  <Th>{t('orders.supplier')}</Th>
                  <Th>{t('orders.library')}</Th>
                  <Th>{t('orders.colItems')}</Th>
                  <Th>{t('orders.colTotal')}</Th>
                  <Th>{t('orders.expectedDelivery')}</Th>
                  <Th>{t('orders.colStatus')}</Th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.cod_pedido}>
                    <td data-label={t('orders.colOrder')}>
                      <Link to={QUEUE_PATHS.order(order.cod_pedido)}>
                        {t('orders.number', { order: order.cod_pedido })}
                      </Link>
                      <span className="queue__meta">{formatDate(order.data_criacao, language)}</span>
                    </td>
                    <td data-label={t('orders.supplier')}>{order.fornecedor}</td>
                    <td data-label={t('orders.library')}>{order.desc_biblioteca}</td>
                    <td data-label={t('orders.colItems')}>
                      {t('orders.itemsDelivered', {
                        items: formatInteger(order.quantidade_itens, language),
                        delivered: formatInteger(order.total_entregue, language),
                      })}
                    </td>
                    <td data-label={t('orders.colTotal')}>{formatMoney(toCents(order.valor_total), language)}</td>
                    <td data-label={t('orders.expectedDelivery')}>
                      {order.previsao_entrega ? formatDate(order.previsao_entrega, language) : '—'}
                    </td>
                    <td data-label={t('orders.colStatus')}>
                      <span className={`queue-badge queue-badge--${order.situacao}`}>
                        {t(`orders.status.${order.situacao}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueueResults>
      <QueuePager page={page} total={queue.data?.total ?? 0} onPage={(pagina) => set({ pagina })} />
      {creating ? <NewOrderDialog library={read('biblioteca')} onClose={() => setCreating(false)} /> : null}
    </section>
  );
}

function NewOrderDialog({ library, onClose }: { library: string; onClose: () => void }) {
  const { t } = useTranslation(['queues', 'common']);
  const libraries = useLibraries();
  const create = useCreateOrder();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [fields, setFields] = useState({ biblioteca: library, fornecedor: '', previsao_entrega: '', data_cotacao: '' });
  const ids = { library: useId(), supplier: useId(), delivery: useId(), quote: useId(), form: useId() };
  const edit = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        biblioteca: fields.biblioteca,
        fornecedor: fields.fornecedor.trim(),
        previsao_entrega: fields.previsao_entrega || null,
        data_cotacao: fields.data_cotacao || null,
      },
      {
        onSuccess: (order) => {
          toast.success(t('orders.created', { order: order.cod_pedido }));
          onClose();
          navigate(QUEUE_PATHS.order(order.cod_pedido));
        },
      },
    );
  };
  return (
    <Modal
      open
      title={t('orders.new')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common:confirm.cancel')}
          </button>
          <button type="submit" form={ids.form} className="button button--primary" disabled={create.isPending}>
            {t('orders.create')}
          </button>
        </>
      }
    >
      <form id={ids.form} onSubmit={submit} className="queue__form">
        <div className="field">
          <label htmlFor={ids.library}>
            {t('orders.library')} <span className="field__required">*</span>
          </label>
          <select id={ids.library} required value={fields.biblioteca} onChange={edit('biblioteca')}>
            <option value="">{t('orders.chooseLibrary')}</option>
            {(libraries.data ?? []).map((option) => (
              <option key={option.codigo} value={option.codigo}>
                {option.descricao}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.supplier}>
            {t('orders.supplier')} <span className="field__required">*</span>
          </label>
          <input id={ids.supplier} required maxLength={200} value={fields.fornecedor} onChange={edit('fornecedor')} />
        </div>
        <div className="field-row queue__pair">
          <div className="field">
            <label htmlFor={ids.quote}>{t('orders.quoteDate')}</label>
            <input id={ids.quote} type="date" value={fields.data_cotacao} onChange={edit('data_cotacao')} />
          </div>
          <div className="field">
            <label htmlFor={ids.delivery}>{t('orders.expectedDelivery')}</label>
            <input id={ids.delivery} type="date" value={fields.previsao_entrega} onChange={edit('previsao_entrega')} />
          </div>
        </div>
        {create.isError ? (
          <p className="notice notice--error" role="alert">
            {errorText(create.error)}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { toast } from '../../../components/toast/toast-store.ts';
import { formatDate, formatInteger, formatMoney, toCents } from '../../../lib/format.ts';
import { ORDER_STATUSES, useCreateOrder, useLibraries, useOrderQueue } from '../api/queues-api.ts';
import { QUEUE_PATHS } from '../utils/queue-paths.ts';
import { OrderSupplierFields } from './order-fields.tsx';
import { QueueHeader, QueuePager, QueueResults, QueueTable } from './queue-controls.tsx';
import { QueueFormDialog } from './queue-dialog.tsx';
import { QueueFilterBar, useQueueFilter } from './queue-filters.tsx';
import { AcquisitionTabs } from './suggestions-screen.tsx';

/** /equipe/filas/pedidos-compra: purchase orders by library and status, newest first; a new one opens here. */
export function PurchaseOrdersScreen() {
  const { t, i18n } = useTranslation('queues');
  const language = i18n.language;
  const filters = useQueueFilter();
  const queue = useOrderQueue(filters.filter);
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
      <QueueFilterBar
        filters={filters}
        status={{
          counts: queue.data?.contagens,
          options: ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) })),
        }}
      />
      <QueueResults query={queue} empty={t('orders.empty')}>
        {(orders) => (
          <QueueTable
            caption={t('orders.title')}
            columns={[
              t('orders.colOrder'),
              t('orders.supplier'),
              t('orders.library'),
              t('orders.colItems'),
              t('orders.colTotal'),
              t('orders.expectedDelivery'),
              t('orders.colStatus'),
            ]}
          >
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
          </QueueTable>
        )}
      </QueueResults>
      <QueuePager filters={filters} total={queue.data?.total} />
      {creating ? <NewOrderDialog library={filters.read('biblioteca')} onClose={() => setCreating(false)} /> : null}
    </section>
  );
}

function NewOrderDialog({ library, onClose }: { library: string; onClose: () => void }) {
  const { t } = useTranslation(['queues', 'common']);
  const libraries = useLibraries();
  const create = useCreateOrder();
  const navigate = useNavigate();
  const [fields, setFields] = useState({ biblioteca: library, fornecedor: '', previsao_entrega: '', data_cotacao: '' });
  const ids = { library: useId() };
  const edit = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = () =>
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
  return (
    <QueueFormDialog
      title={t('orders.new')}
      submitLabel={t('orders.create')}
      onSubmit={submit}
      onClose={onClose}
      mutation={create}
    >
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
      <OrderSupplierFields fields={fields} edit={edit} />
    </QueueFormDialog>
  );
}

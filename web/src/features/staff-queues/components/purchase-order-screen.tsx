import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';

import { ErrorMessage, useErrorText } from '../../../components/error-message.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { formatDate, formatInteger, formatMoney, toCents } from '../../../lib/format.ts';
import { NotFound } from '../../shell/index.ts';
import {
  type OrderStatus,
  type PurchaseOrderDetail,
  type PurchaseOrderItem,
  useAddOrderItem,
  useMoveOrder,
  useOrder,
  useRemoveOrderItem,
  useUpdateOrder,
} from '../api/queues-api.ts';
import { QUEUE_PATHS } from '../utils/queue-paths.ts';
import { OrderSupplierFields } from './order-fields.tsx';
import { QueueHeader, QueueTable } from './queue-controls.tsx';
import { QueueFormDialog } from './queue-dialog.tsx';

/** /equipe/filas/pedidos-compra/:id: one order, its items, and its moves (send, receive, cancel). */
export function PurchaseOrderScreen() {
  const { t } = useTranslation(['queues', 'common']);
  const orderId = Number.parseInt(useParams().id ?? '', 10);
  const order = useOrder(Number.isInteger(orderId) && orderId > 0 ? orderId : 0);
  if (!Number.isInteger(orderId) || orderId <= 0) return <NotFound />;
  if (order.isError) {
    return (
      <section className="queue">
        <p>
          <Link to={QUEUE_PATHS.orders}>{t('orders.back')}</Link>
        </p>
        <ErrorMessage error={order.error} onRetry={() => void order.refetch()} />
      </section>
    );
  }
  if (!order.data) return <p>{t('common:loading')}</p>;
  return <OrderDetail order={order.data} />;
}

type Confirming = { kind: 'send' } | { kind: 'cancel' } | { kind: 'remove'; item: PurchaseOrderItem } | null;

function OrderDetail({ order }: { order: PurchaseOrderDetail }) {
  const { t, i18n } = useTranslation('queues');
  const language = i18n.language;
  const move = useMoveOrder();
  const remove = useRemoveOrderItem();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [receiving, setReceiving] = useState(false);
  const [editing, setEditing] = useState(false);
  const isOpen = order.situacao === 'aberto';
  const active = isOpen || order.situacao === 'enviado';

  const moveTo = (status: OrderStatus) =>
    move.mutate(
      { id: order.cod_pedido, status },
      {
        onSuccess: () =>
          toast.success(t('orders.moved', { order: order.cod_pedido, status: t(`orders.status.${status}`) })),
        onError: (error) => toast.warning(errorText(error)),
      },
    );

  const money = (amount: number) => formatMoney(toCents(amount), language);
  const title = t('orders.detailTitle', { order: order.cod_pedido, supplier: order.fornecedor });
  return (
    <section className="queue">
      <p>
        <Link to={QUEUE_PATHS.orders}>{t('orders.back')}</Link>
      </p>
      <QueueHeader title={title}>
        <p className="queue__status-line">
          <span className={`queue-badge queue-badge--${order.situacao}`}>{t(`orders.status.${order.situacao}`)}</span>
        </p>
      </QueueHeader>
      <dl className="queue__facts">
        <div>
          <dt>{t('orders.library')}</dt>
          <dd>{order.desc_biblioteca}</dd>
        </div>
        <div>
          <dt>{t('orders.supplier')}</dt>
          <dd>{order.fornecedor}</dd>
        </div>
        <div>
          <dt>{t('orders.createdOn')}</dt>
          <dd>{formatDate(order.data_criacao, language)}</dd>
        </div>
        <div>
          <dt>{t('orders.quoteDate')}</dt>
          <dd>{order.data_cotacao ? formatDate(order.data_cotacao, language) : '—'}</dd>
        </div>
        <div>
          <dt>{t('orders.expectedDelivery')}</dt>
          <dd>{order.previsao_entrega ? formatDate(order.previsao_entrega, language) : '—'}</dd>
        </div>
        <div>
          <dt>{t('orders.colItems')}</dt>
          <dd>
            {t('orders.itemsDelivered', {
              items: formatInteger(order.quantidade_itens, language),
              delivered: formatInteger(order.total_entregue, language),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('orders.colTotal')}</dt>
          <dd>{money(order.valor_total)}</dd>
        </div>
        {order.observacoes ? (
          <div>
            <dt>{t('orders.notes')}</dt>
            <dd>{order.observacoes}</dd>
          </div>
        ) : null}
      </dl>
      {active ? (
        <div className="queue__actions">
          {isOpen ? (
            <button
              type="button"
              className="button button--primary"
              disabled={move.isPending || order.itens.length === 0}
              onClick={() => setConfirming({ kind: 'send' })}
            >
              {t('orders.send')}
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => setReceiving(true)}>
              {t('orders.receive')}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={() => setEditing(true)}>
            {t('orders.edit')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming({ kind: 'cancel' })}>
            {t('orders.cancel')}
          </button>
        </div>
      ) : null}

      <h2 className="queue__subtitle">{t('orders.itemsTitle')}</h2>
      {order.itens.length === 0 ? (
        <p>{t('orders.noItems')}</p>
      ) : (
        <QueueTable
          caption={t('orders.itemsTitle')}
          columns={[
            t('orders.colTitle'),
            t('orders.colRequester'),
            t('orders.quantity'),
            t('orders.unitPrice'),
            t('orders.colReceived'),
          ]}
          actions={isOpen ? t('actions') : undefined}
        >
          {order.itens.map((item) => (
            <tr key={item.cod_item}>
              <td data-label={t('orders.colTitle')}>
                <strong>{item.titulo}</strong>
                <span className="queue__meta">
                  {[item.autor, item.editor, item.isbn_issn].filter(Boolean).join(' · ')}
                </span>
                {item.titulo_estrangeiro ? <span className="queue__meta">{t('orders.foreignTitle')}</span> : null}
              </td>
              <td data-label={t('orders.colRequester')}>{item.solicitante ?? '—'}</td>
              <td data-label={t('orders.quantity')}>{formatInteger(item.quantidade, language)}</td>
              <td data-label={t('orders.unitPrice')}>{money(item.preco_unitario)}</td>
              <td data-label={t('orders.colReceived')}>{formatInteger(item.quantidade_recebida, language)}</td>
              {isOpen ? (
                <td>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setConfirming({ kind: 'remove', item })}
                    aria-label={t('orders.removeNamed', { title: item.titulo })}
                  >
                    {t('orders.remove')}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </QueueTable>
      )}
      {isOpen ? <AddItemForm orderId={order.cod_pedido} /> : null}

      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.kind === 'send'
            ? t('orders.sendTitle')
            : confirming?.kind === 'cancel'
              ? t('orders.cancelTitle')
              : t('orders.removeTitle')
        }
        content={
          confirming?.kind === 'send'
            ? t('orders.sendText', { supplier: order.fornecedor })
            : confirming?.kind === 'cancel'
              ? t('orders.cancelText')
              : confirming?.kind === 'remove'
                ? t('orders.removeText', { title: confirming.item.titulo })
                : ''
        }
        confirmLabel={
          confirming?.kind === 'send'
            ? t('orders.send')
            : confirming?.kind === 'cancel'
              ? t('orders.cancel')
              : t('orders.remove')
        }
        cancelLabel={t('orders.keep')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming?.kind === 'send') moveTo('enviado');
          if (confirming?.kind === 'cancel') moveTo('cancelado');
          if (confirming?.kind === 'remove')
            remove.mutate(
              { orderId: order.cod_pedido, itemId: confirming.item.cod_item },
              { onError: (error) => toast.warning(errorText(error)) },
            );
          setConfirming(null);
        }}
      />
      {receiving ? <ReceiveDialog order={order} onClose={() => setReceiving(false)} /> : null}
      {editing ? <EditOrderDialog order={order} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}

/** A title typed in (one no patron suggested), added while the order is open. */
function AddItemForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('queues');
  const add = useAddOrderItem();
  const errorText = useErrorText();
  const empty = { titulo: '', autor: '', editor: '', isbn_issn: '', quantidade: '1', preco: '', estrangeiro: false };
  const [fields, setFields] = useState(empty);
  const ids = {
    title: useId(),
    author: useId(),
    publisher: useId(),
    isbn: useId(),
    quantity: useId(),
    price: useId(),
    foreign: useId(),
    heading: useId(),
  };
  const edit = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        orderId,
        item: {
          titulo: fields.titulo.trim(),
          autor: fields.autor.trim() || null,
          editor: fields.editor.trim() || null,
          isbn_issn: fields.isbn_issn.trim() || null,
          titulo_estrangeiro: fields.estrangeiro,
          quantidade: Math.max(1, Number.parseInt(fields.quantidade, 10) || 1),
          preco_unitario: Number.parseFloat(fields.preco.replace(',', '.')) || 0,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('orders.itemAdded', { title: fields.titulo.trim() }));
          setFields(empty);
        },
      },
    );
  };
  return (
    <form className="queue__form queue__add-item" onSubmit={submit} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="queue__subtitle">
        {t('orders.addItem')}
      </h2>
      <div className="field-row queue__pair">
        <div className="field">
          <label htmlFor={ids.title}>
            {t('orders.colTitle')} <span className="field__required">*</span>
          </label>
          <input id={ids.title} required maxLength={500} value={fields.titulo} onChange={edit('titulo')} />
        </div>
        <div className="field">
          <label htmlFor={ids.author}>{t('orders.author')}</label>
          <input id={ids.author} maxLength={300} value={fields.autor} onChange={edit('autor')} />
        </div>
        <div className="field">
          <label htmlFor={ids.publisher}>{t('orders.publisher')}</label>
          <input id={ids.publisher} maxLength={300} value={fields.editor} onChange={edit('editor')} />
        </div>
        <div className="field">
          <label htmlFor={ids.isbn}>{t('orders.isbn')}</label>
          <input id={ids.isbn} maxLength={40} value={fields.isbn_issn} onChange={edit('isbn_issn')} />
        </div>
        <div className="field">
          <label htmlFor={ids.quantity}>{t('orders.quantity')}</label>
          <input
            id={ids.quantity}
            type="number"
            min={1}
            max={10000}
            value={fields.quantidade}
            onChange={edit('quantidade')}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.price}>{t('orders.unitPrice')}</label>
          <input
            id={ids.price}
            inputMode="decimal"
            pattern="[0-9]+([.,][0-9]{1,2})?"
            value={fields.preco}
            onChange={edit('preco')}
          />
        </div>
      </div>
      <div className="queue__check">
        <input
          id={ids.foreign}
          type="checkbox"
          checked={fields.estrangeiro}
          onChange={(event) => setFields((current) => ({ ...current, estrangeiro: event.target.checked }))}
        />
        <label htmlFor={ids.foreign}>{t('orders.foreignTitle')}</label>
      </div>
      {add.isError ? (
        <p className="notice notice--error" role="alert">
          {errorText(add.error)}
        </p>
      ) : null}
      <p>
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {t('orders.addItemButton')}
        </button>
      </p>
    </form>
  );
}

/** What arrived, per item (all ordered by default): a title short of copies leaves its suggestion partly attended. */
function ReceiveDialog({ order, onClose }: { order: PurchaseOrderDetail; onClose: () => void }) {
  const { t } = useTranslation(['queues', 'common']);
  const move = useMoveOrder();
  const [received, setReceived] = useState<Record<number, string>>(
    Object.fromEntries(order.itens.map((item) => [item.cod_item, String(item.quantidade)])),
  );
  const submit = () =>
    move.mutate(
      {
        id: order.cod_pedido,
        status: 'recebido',
        received: order.itens.map((item) => ({
          cod_item: item.cod_item,
          quantidade: Math.max(0, Number.parseInt(received[item.cod_item] ?? '0', 10) || 0),
        })),
      },
      {
        onSuccess: () => {
          toast.success(t('orders.moved', { order: order.cod_pedido, status: t('orders.status.recebido') }));
          onClose();
        },
      },
    );
  return (
    <QueueFormDialog
      title={t('orders.receiveTitle', { order: order.cod_pedido })}
      submitLabel={t('orders.receive')}
      onSubmit={submit}
      onClose={onClose}
      mutation={move}
    >
      <p>{t('orders.receiveLead')}</p>
      {order.itens.map((item) => (
        <ReceivedField
          key={item.cod_item}
          item={item}
          value={received[item.cod_item] ?? ''}
          onChange={(value) => setReceived((current) => ({ ...current, [item.cod_item]: value }))}
        />
      ))}
    </QueueFormDialog>
  );
}

function ReceivedField({
  item,
  value,
  onChange,
}: {
  item: PurchaseOrderItem;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('queues');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('orders.receivedOf', { title: item.titulo, ordered: item.quantidade })}</label>
      <input
        id={id}
        type="number"
        min={0}
        max={item.quantidade}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function EditOrderDialog({ order, onClose }: { order: PurchaseOrderDetail; onClose: () => void }) {
  const { t } = useTranslation(['queues', 'common']);
  const update = useUpdateOrder();
  const [fields, setFields] = useState({
    fornecedor: order.fornecedor,
    data_cotacao: order.data_cotacao ?? '',
    previsao_entrega: order.previsao_entrega ?? '',
    observacoes: order.observacoes ?? '',
  });
  const ids = { notes: useId() };
  const edit = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = () =>
    update.mutate(
      {
        id: order.cod_pedido,
        fields: {
          fornecedor: fields.fornecedor.trim(),
          data_cotacao: fields.data_cotacao || null,
          previsao_entrega: fields.previsao_entrega || null,
          observacoes: fields.observacoes.trim() || null,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('orders.saved', { order: order.cod_pedido }));
          onClose();
        },
      },
    );
  return (
    <QueueFormDialog
      title={t('orders.editTitle', { order: order.cod_pedido })}
      submitLabel={t('suggestions.save')}
      onSubmit={submit}
      onClose={onClose}
      mutation={update}
    >
      <OrderSupplierFields fields={fields} edit={edit} />
      <div className="field">
        <label htmlFor={ids.notes}>{t('orders.notes')}</label>
        <textarea id={ids.notes} rows={3} maxLength={2000} value={fields.observacoes} onChange={edit('observacoes')} />
      </div>
    </QueueFormDialog>
  );
}

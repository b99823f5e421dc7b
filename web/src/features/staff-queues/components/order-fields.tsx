import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface OrderSupplierValues {
  fornecedor: string;
  data_cotacao: string;
  previsao_entrega: string;
}

/** An order's supplier (required) and its quote and delivery dates, as the new and the edit dialogs both ask them. */
export function OrderSupplierFields({
  fields,
  edit,
}: {
  fields: OrderSupplierValues;
  edit: (name: keyof OrderSupplierValues) => (event: { target: { value: string } }) => void;
}) {
  const { t } = useTranslation('queues');
  const ids = { supplier: useId(), quote: useId(), delivery: useId() };
  return (
    <>
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
    </>
  );
}

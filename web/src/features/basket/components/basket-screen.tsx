import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { useBasket } from '../../../hooks/use-basket.ts';
import { basketStore } from '../../../lib/basket-store.ts';
import { BasketEmail } from './basket-email.tsx';
import { BasketExport } from './basket-export.tsx';
import { SaveToPermanentBasket } from './save-to-permanent-basket.tsx';
import '../basket.css';

/** /cesta: the titles the visitor kept, with export, copy and e-mail. */
export function BasketScreen() {
  const { t } = useTranslation('basket');
  const items = useBasket();
  const [confirmClear, setConfirmClear] = useState(false);
  const ids = items.map((item) => item.cod_acervo);

  return (
    <div className="container page basket-page">
      <PageTitle title={t('title')} />
      <h1 className="page__title">{t('title')}</h1>
      {items.length === 0 ? (
        <div className="basket-empty">
          <p>{t('empty')}</p>
          <p>
            <Link to={paths.home.getHref()}>{t('searchCatalogue')}</Link>
          </p>
        </div>
      ) : (
        <div className="basket-layout">
          <section className="basket-list" aria-labelledby="basket-list-heading">
            <div className="basket-list__header">
              <h2 id="basket-list-heading" className="basket-panel__heading">
                {t('count', { count: items.length })}
              </h2>
              <button type="button" className="button button--secondary" onClick={() => setConfirmClear(true)}>
                {t('clear')}
              </button>
            </div>
            <ol className="basket-items">
              {items.map((item) => (
                <li key={item.cod_acervo} className="basket-item">
                  <div className="basket-item__body">
                    <Link to={paths.record.getHref(item.cod_acervo)} className="basket-item__title">
                      {item.titulo}
                    </Link>
                    {item.autor ? <p className="basket-item__meta">{item.autor}</p> : null}
                    {item.imprenta ? <p className="basket-item__meta">{item.imprenta}</p> : null}
                  </div>
                  <SaveToPermanentBasket ids={[item.cod_acervo]} title={item.titulo} />
                  <button
                    type="button"
                    className="button button--secondary basket-item__remove"
                    onClick={() => basketStore.remove(item.cod_acervo)}
                    aria-label={t('removeNamed', { title: item.titulo })}
                  >
                    {t('remove')}
                  </button>
                </li>
              ))}
            </ol>
          </section>
          <div className="basket-side">
            <SaveToPermanentBasket ids={ids} />
            <BasketExport ids={ids} />
            <BasketEmail ids={ids} />
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirmClear}
        title={t('clearTitle')}
        content={t('clearConfirm', { count: items.length })}
        confirmLabel={t('clear')}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          basketStore.clear();
          setConfirmClear(false);
        }}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useInBasket } from '../../hooks/use-basket.ts';
import { type BasketItem, basketStore } from '../../lib/basket-store.ts';
import { addToBasket } from './add-to-basket.ts';
import './basket.css';

/** Adds a title to the basket or takes it out; a toggle button (aria-pressed) named after the title. */
export function BasketToggle({ item, compact = false }: { item: BasketItem; compact?: boolean }) {
  const { t } = useTranslation('basket');
  const inBasket = useInBasket(item.cod_acervo);
  return (
    <button
      type="button"
      className={`button basket-toggle${inBasket ? ' is-in-basket' : ''}${compact ? ' basket-toggle--compact' : ''}`}
      aria-pressed={inBasket}
      aria-label={t(inBasket ? 'toggle.removeNamed' : 'toggle.addNamed', { title: item.titulo })}
      onClick={() => (inBasket ? basketStore.remove(item.cod_acervo) : addToBasket([item], t))}
    >
      <svg className="icon icon--small" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {inBasket ? <path d="m5 12 5 5 9-10" /> : <path d="M12 5v14M5 12h14" />}
      </svg>
      <span aria-hidden="true">{t(inBasket ? 'toggle.inBasket' : 'toggle.add')}</span>
    </button>
  );
}

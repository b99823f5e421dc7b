import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useBasket } from '../../hooks/use-basket.ts';
import './basket.css';

/** A link to /cesta with the number of titles in it. */
export function BasketLink() {
  const { t } = useTranslation('basket');
  const count = useBasket().length;
  return (
    <Link to={paths.basket.getHref()} className="basket-link">
      <svg className="icon icon--small" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 5h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01" />
      </svg>
      {t('link', { count })}
    </Link>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../components/toast/toast-store.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { accountPaths, useSaveToPermanentBasket } from '../../account/index.ts';

interface SaveToPermanentBasketProps {
  ids: number[];
  /** One title's button (named for screen readers); without it, the whole basket's. */
  title?: string;
}

/** Saves the basket, or one of its titles, to a signed-in patron's permanent basket (spec 001 §7.3). */
export function SaveToPermanentBasket({ ids, title }: SaveToPermanentBasketProps) {
  const { t } = useTranslation('services');
  const { user } = useAuth();
  const save = useSaveToPermanentBasket();
  if (!user) return null;
  const button = (
    <button
      type="button"
      className="button button--secondary"
      disabled={save.isPending || ids.length === 0}
      onClick={() =>
        save.mutate(ids, {
          onSuccess: ({ adicionados }) => toast.success(t('permanentBasket.saved', { count: adicionados })),
        })
      }
    >
      {title === undefined ? t('permanentBasket.saveAll') : t('permanentBasket.saveOne')}
      {title === undefined ? null : <span className="visually-hidden">: {title}</span>}
    </button>
  );
  if (title !== undefined) return button;
  return (
    <section className="basket-panel" aria-labelledby="permanent-basket-save-heading">
      <h2 id="permanent-basket-save-heading" className="basket-panel__heading">
        {t('permanentBasket.title')}
      </h2>
      <p>{button}</p>
      <p>
        <Link to={accountPaths.permanentBasket.href}>{t('permanentBasket.open')}</Link>
      </p>
    </section>
  );
}

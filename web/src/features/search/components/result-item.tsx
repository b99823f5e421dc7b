import type { SearchResultItem } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BasketToggle } from '../../../components/basket/basket-toggle.tsx';
import { paths } from '../../../config/paths.ts';
import { useDefaultImage } from '../../../hooks/use-default-image.ts';
import { useWorkTypeLabel } from '../../../hooks/use-work-type-label.ts';
import { toBasketItem } from '../utils/basket-item.ts';
import type { DisplayMode } from '../utils/search-state.ts';
import { ResultAvailability } from './result-availability.tsx';
import { ResultCoins } from './result-coins.tsx';
import '../search.css';

export interface RecordLinkState {
  /** The results page the visitor came from, for the record page's "back to results" link. */
  fromSearch?: string;
}

/**
 * The library's cover, else the institution's default image for the work type (GET /consulta/imagem-padrao),
 * else, until that answers, a book outline with the work type drawn in the page. Never an outside service.
 */
function Cover({ item, label }: { item: SearchResultItem; label: string }) {
  const defaultImage = useDefaultImage();
  const src = item.link_capa ?? defaultImage.data?.por_tipo_obra[String(item.cod_tipo_obra)] ?? defaultImage.data?.url;
  if (src) {
    return <img src={src} alt="" loading="lazy" decoding="async" width={64} height={92} />;
  }
  return (
    <div className={`result__cover-default result__cover-default--${item.cod_tipo_obra % 6}`} aria-hidden="true">
      <svg className="result__cover-placeholder" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5zM5 19.5A1.5 1.5 0 0 0 6.5 21H19" />
      </svg>
      <span className="result__cover-type">{label}</span>
    </div>
  );
}

export function ResultItem({
  item,
  searchHref,
  display = 'D',
}: {
  item: SearchResultItem;
  searchHref: string;
  display?: DisplayMode;
}) {
  const { t } = useTranslation('search');
  const workTypeLabel = useWorkTypeLabel();
  const state: RecordLinkState = { fromSearch: searchHref };
  const typeLabel = workTypeLabel(item.cod_tipo_obra, item.desc_tipo_obra);
  const compact = display === 'C';

  return (
    <li className={`result${compact ? ' result--compact' : ''}`}>
      {compact ? null : (
        <div className="result__cover">
          <Cover item={item} label={typeLabel} />
        </div>
      )}
      <div className="result__body">
        <h3 className="result__title">
          <Link to={paths.record.getHref(item.cod_acervo)} state={state}>
            {item.titulo}
          </Link>
        </h3>
        {item.autor ? <p className="result__author">{item.autor}</p> : null}
        {item.imprenta && !compact ? <p className="result__imprint">{item.imprenta}</p> : null}
        <dl className="result__meta">
          <div className="result__badge">
            <dt className="visually-hidden">{t('result.workType')}</dt>
            <dd>{typeLabel}</dd>
          </div>
          {item.ano_publicacao ? (
            <div>
              <dt>{t('result.year')}</dt>
              <dd>{item.ano_publicacao}</dd>
            </div>
          ) : null}
          {item.edicao && !compact ? (
            <div>
              <dt>{t('result.edition')}</dt>
              <dd>{item.edicao}</dd>
            </div>
          ) : null}
          {item.chamada ? (
            <div>
              <dt>{t('result.callNumber')}</dt>
              <dd className="call-number">{item.chamada}</dd>
            </div>
          ) : null}
          {item.acesso_remoto === 'cr' ? (
            <div className="result__badge result__badge--online">
              <dt className="visually-hidden">{t('result.access')}</dt>
              <dd>{t('result.online')}</dd>
            </div>
          ) : null}
          {item.possui_acessibilidade === 'S' ? (
            <div className="result__badge result__badge--accessible">
              <dt className="visually-hidden">{t('result.access')}</dt>
              <dd>{t('result.accessible')}</dd>
            </div>
          ) : null}
        </dl>
        {item.disponibilidade ? (
          <ResultAvailability recordId={item.cod_acervo} libraries={item.disponibilidade} />
        ) : null}
      </div>
      <div className="result__actions">
        <BasketToggle item={toBasketItem(item)} compact={compact} />
      </div>
      <ResultCoins item={item} />
    </li>
  );
}

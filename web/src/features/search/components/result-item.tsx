import type { SearchResultItem } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useWorkTypeLabel } from '../../../hooks/use-work-type-label.ts';
import '../search.css';

export interface RecordLinkState {
  /** The results page the visitor came from, for the record page's "back to results" link. */
  fromSearch?: string;
}

export function ResultItem({ item, searchHref }: { item: SearchResultItem; searchHref: string }) {
  const { t } = useTranslation('search');
  const workTypeLabel = useWorkTypeLabel();
  const state: RecordLinkState = { fromSearch: searchHref };

  return (
    <li className="result">
      <div className="result__cover">
        {item.link_capa ? (
          <img src={item.link_capa} alt="" loading="lazy" decoding="async" width={64} height={92} />
        ) : (
          <svg className="result__cover-placeholder" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5zM5 19.5A1.5 1.5 0 0 0 6.5 21H19" />
          </svg>
        )}
      </div>
      <div className="result__body">
        <h3 className="result__title">
          <Link to={paths.record.getHref(item.cod_acervo)} state={state}>
            {item.titulo}
          </Link>
        </h3>
        {item.autor ? <p className="result__author">{item.autor}</p> : null}
        {item.imprenta ? <p className="result__imprint">{item.imprenta}</p> : null}
        <dl className="result__meta">
          <div className="result__badge">
            <dt className="visually-hidden">{t('result.workType')}</dt>
            <dd>{workTypeLabel(item.cod_tipo_obra, item.desc_tipo_obra)}</dd>
          </div>
          {item.ano_publicacao ? (
            <div>
              <dt>{t('result.year')}</dt>
              <dd>{item.ano_publicacao}</dd>
            </div>
          ) : null}
          {item.edicao ? (
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
      </div>
    </li>
  );
}

import type { FacetEntry } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useWorkTypeLabel } from '../../../hooks/use-work-type-label.ts';
import { type NewAcquisitionsChoice, useNewAcquisitions } from '../api/get-new-acquisitions.ts';
import '../search.css';

/** The choice lives in the URL (`?aquisicoes=NA_C:DIR&aquisicoesQtd=20`), so it can be shared and the back button restores it. */
const CHOICE_PARAM = 'aquisicoes';
const SIZE_PARAM = 'aquisicoesQtd';
const PAGE = 10;
const MAX = 100;

function readChoice(params: URLSearchParams): NewAcquisitionsChoice {
  const [letter, ...rest] = (params.get(CHOICE_PARAM) ?? '').split(':');
  const code = rest.join(':');
  const size = Number(params.get(SIZE_PARAM));
  return {
    ...((letter === 'NA_C' || letter === 'NA_A') && code ? { letter, code } : {}),
    size: Number.isInteger(size) && size >= PAGE && size <= MAX ? size : PAGE,
  };
}

function hrefFor(params: URLSearchParams, choice: { letter?: string; code?: string; size?: number }): string {
  const next = new URLSearchParams(params);
  if (choice.letter && choice.code) next.set(CHOICE_PARAM, `${choice.letter}:${choice.code}`);
  else next.delete(CHOICE_PARAM);
  if (choice.size && choice.size > PAGE) next.set(SIZE_PARAM, String(choice.size));
  else next.delete(SIZE_PARAM);
  const query = next.toString();
  return `${paths.home.getHref()}${query ? `?${query}` : ''}#novas-aquisicoes`;
}

/**
 * New acquisitions by course and by area (spec 001 §3: facets NA_C, NA_A; compact display C), shown on the home
 * screen when the server has new titles. Nothing is shown while it loads or when it fails: it is an extra.
 */
export function NewAcquisitions() {
  const { t } = useTranslation('search');
  const workTypeLabel = useWorkTypeLabel();
  const [params] = useSearchParams();
  const choice = readChoice(params);
  const query = useNewAcquisitions(choice);
  const data = query.data;
  if (!data || (data.total === 0 && !choice.letter)) return null;

  const courses = data.filtros.filter((entry) => entry.tipo === 'NA_C');
  const areas = data.filtros.filter((entry) => entry.tipo === 'NA_A');
  const chosen = data.filtros.find((entry) => entry.tipo === choice.letter && entry.codigo === choice.code);
  const chip = (entry: FacetEntry) => {
    const current = entry === chosen;
    return (
      <li key={`${entry.tipo}:${entry.codigo}`}>
        <Link
          className={`filter-chip${current ? ' is-current' : ''}`}
          to={hrefFor(params, { letter: entry.tipo, code: entry.codigo })}
          aria-current={current ? 'true' : undefined}
          replace
          preventScrollReset
        >
          {entry.descricao}
          <span className="new-acquisitions__count">{t('newAcquisitions.count', { count: entry.total })}</span>
        </Link>
      </li>
    );
  };
  const group = (id: string, label: string, entries: FacetEntry[]) =>
    entries.length > 0 ? (
      <nav className="new-acquisitions__group" aria-labelledby={id}>
        <h3 id={id}>{label}</h3>
        <ul className="active-filters__list">{entries.map(chip)}</ul>
      </nav>
    ) : null;

  return (
    <section id="novas-aquisicoes" className="new-acquisitions container" aria-labelledby="new-acquisitions-heading">
      <h2 id="new-acquisitions-heading">{t('newAcquisitions.heading')}</h2>
      <p className="new-acquisitions__lead">{t('newAcquisitions.lead', { count: data.dias })}</p>
      <div className="new-acquisitions__groups">
        {group('new-acquisitions-courses', t('newAcquisitions.byCourse'), courses)}
        {group('new-acquisitions-areas', t('newAcquisitions.byArea'), areas)}
      </div>
      {choice.letter ? (
        <p>
          <Link to={hrefFor(params, {})} replace preventScrollReset>
            {t('newAcquisitions.all')}
          </Link>
        </p>
      ) : null}
      <h3 className="new-acquisitions__list-heading" aria-live="polite">
        {chosen ? t('newAcquisitions.listHeading', { name: chosen.descricao }) : t('newAcquisitions.heading')}
        {' · '}
        {t('newAcquisitions.count', { count: data.total })}
      </h3>
      {data.data.length === 0 ? (
        <p>{t('newAcquisitions.empty')}</p>
      ) : (
        <ol className="new-acquisitions__list" aria-busy={query.isPlaceholderData || undefined}>
          {data.data.map((item) => (
            <li key={item.cod_acervo}>
              <Link to={paths.record.getHref(item.cod_acervo)}>{item.titulo}</Link>
              <span className="new-acquisitions__meta">
                {[item.autor, item.ano_publicacao, workTypeLabel(item.cod_tipo_obra, item.desc_tipo_obra)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ol>
      )}
      {data.total > data.data.length && choice.size < MAX ? (
        <Link
          className="button button--secondary"
          to={hrefFor(params, { ...choice, size: choice.size + PAGE })}
          replace
          preventScrollReset
        >
          {t('newAcquisitions.more')}
        </Link>
      ) : null}
    </section>
  );
}

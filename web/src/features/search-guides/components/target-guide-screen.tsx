import type { TargetDocument } from '@estante/contracts';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { notifyError } from '../../../components/errors/notify-error.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { requestSignIn } from '../../auth/index.ts';
import { getTargetDocumentLink, useTargetDocuments, useTargetProducts } from '../api/search-guides.ts';
import { GuideNav } from './guide-nav.tsx';
import '../search-guides.css';

const GUIDE = 'target_gedweb';

/** One standard: opens in a new window with the link the document server gives this reader (/vinculos/target/{id}). */
function StandardItem({ document }: { document: TargetDocument }) {
  const { t } = useTranslation('guides');
  async function open() {
    let opened: Window | null = null;
    if (!authStore.getState().user) {
      toast.info(t('guide.target_gedweb.signInFirst'));
      if (!(await requestSignIn())) return;
    } else {
      // Opened within the click so no pop-up blocker stops it, pointed at the link once the server answers.
      opened = window.open('about:blank', '_blank');
      if (opened) opened.opener = null;
    }
    try {
      const { url } = await getTargetDocumentLink(document.id);
      if (opened) opened.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (error) {
      opened?.close();
      notifyError(error);
    }
  }
  return (
    <li className="guide-target__item">
      <span className="guide-target__code">{document.codigo}</span> <span>{document.titulo}</span>{' '}
      <button type="button" className="button button--secondary" onClick={open}>
        {t('guide.target_gedweb.open')}
        <span className="visually-hidden">
          {' '}
          {document.codigo} ({t('guide.target_gedweb.newWindow')})
        </span>
      </button>
    </li>
  );
}

/**
 * /target_gedweb (docs/search-guides.md): the reader narrows the document server's products as they type
 * (termoPesquisa), picks one (coluna_um), optionally types a term and searches its standards. No product, no call:
 * the result is empty at once (spec 001 §4). The choice lives in the URL so back and reload keep it.
 */
export function TargetGuideScreen() {
  const { t } = useTranslation('guides');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = { coluna_um: params.get('coluna_um') ?? undefined, termo: params.get('termo') ?? undefined };
  const [filter, setFilter] = useState('');
  const products = useTargetProducts(useDeferredValue(filter.trim()));
  const documents = useTargetDocuments(search);
  const title = t('guide.target_gedweb.title');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const product = String(form.get('coluna_um') ?? '');
    const term = String(form.get('termo') ?? '').trim();
    if (product) next.set('coluna_um', product);
    if (term) next.set('termo', term);
    setParams(next);
  };

  const productName = products.data?.find((item) => item.codigo === search.coluna_um)?.descricao ?? search.coluna_um;
  return (
    <div className="container page guide-page">
      <PageTitle title={search.coluna_um ? `${title} · ${productName}` : title} />
      <GuideNav current={GUIDE} />
      <h1 className="page__title">{title}</h1>
      <p className="guide-page__lead">{t('guide.target_gedweb.lead')}</p>
      <form className="guide-form" onSubmit={onSubmit} aria-labelledby={`${id}-legend`} key={params.toString()}>
        <h2 id={`${id}-legend`} className="visually-hidden">
          {t('form.heading', { guide: title })}
        </h2>
        <div className="guide-form__fields">
          <div className="guide-form__field">
            <label htmlFor={`${id}-filtro`}>{t('guide.target_gedweb.field.filter')}</label>
            <input
              id={`${id}-filtro`}
              type="search"
              maxLength={200}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              aria-controls={`${id}-produto`}
            />
          </div>
          <div className="guide-form__field">
            <label htmlFor={`${id}-produto`}>{t('guide.target_gedweb.field.coluna_um')}</label>
            <select id={`${id}-produto`} name="coluna_um" defaultValue={search.coluna_um ?? ''}>
              <option value="">{t('guide.target_gedweb.choose')}</option>
              {search.coluna_um && !products.data?.some((item) => item.codigo === search.coluna_um) ? (
                <option value={search.coluna_um}>{productName}</option>
              ) : null}
              {(products.data ?? []).map((item) => (
                <option key={item.codigo} value={item.codigo}>
                  {item.descricao}
                </option>
              ))}
            </select>
          </div>
          <div className="guide-form__field guide-form__field--wide">
            <label htmlFor={`${id}-termo`}>{t('form.term')}</label>
            <input id={`${id}-termo`} name="termo" type="search" maxLength={200} defaultValue={search.termo ?? ''} />
          </div>
        </div>
        {products.isError ? <ErrorMessage error={products.error} onRetry={() => products.refetch()} /> : null}
        <button type="submit" className="button button--primary">
          {t('form.submit')}
        </button>
      </form>
      <section aria-labelledby={`${id}-results`} className="guide-target">
        <h2 id={`${id}-results`}>{t('guide.target_gedweb.results')}</h2>
        {!search.coluna_um ? (
          <p className="guide-page__empty">{t('guide.target_gedweb.chooseFirst')}</p>
        ) : documents.isPending ? (
          <p role="status">
            <Spinner size="small" /> {t('loading')}
          </p>
        ) : documents.isError ? (
          <ErrorMessage error={documents.error} onRetry={() => documents.refetch()} />
        ) : documents.data.length === 0 ? (
          <p role="status">{t('guide.target_gedweb.none')}</p>
        ) : (
          <>
            <p role="status">{t('guide.target_gedweb.count', { count: documents.data.length })}</p>
            <ul className="guide-target__list">
              {documents.data.map((document) => (
                <StandardItem key={document.id} document={document} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

import type { TitleLink } from '@estante/contracts';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors/notify-error.ts';
import { toast } from '../../../components/toast/toast-store.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { requestSignIn } from '../../auth/index.ts';
import { getTitleLinks, openRestrictedLink, recordLinkAccess } from '../api/eresources-api.ts';
import '../eresources.css';

interface CataloguedLink {
  url: string;
  label?: string;
}

const externalIcon = (
  <svg className="icon icon--small" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);
const lockIcon = (
  <svg className="icon icon--small" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <rect x="5" y="11" width="14" height="9" rx="1" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);

/** A window opened within the click (so no pop-up blocker stops it), pointed at the link once the server answers. */
function openBlank(): Window | null {
  const opened = window.open('about:blank', '_blank');
  if (opened) opened.opener = null;
  return opened;
}

/**
 * The online links of a title (856). Every click is counted (estatistica-acesso, a failure ignored, spec 001 §8).
 * A restricted link follows the spec's two-step flow (§4): the reader signs in first if needed (the sign-in dialog,
 * which leaves them on this page), then an info toast, then the link the server returns opens in a new window;
 * a link flagged pearson opens /pearson, which completes the hand-off.
 */
export function OnlineLinks({ recordId, links }: { recordId: number; links: readonly CataloguedLink[] }) {
  const { t } = useTranslation('eresources');
  const query = useQuery({ queryKey: ['eresources', 'links', recordId], queryFn: () => getTitleLinks(recordId) });
  /** A restricted link ready after a sign-in, which the reader opens with a click of their own. */
  const [ready, setReady] = useState<Record<number, { url: string; resource?: string }>>({});
  const items: TitleLink[] =
    query.data ??
    links.map((link, index) => ({
      seq_paragrafo: index + 1,
      url: link.url,
      ...(link.label ? { descricao: link.label } : {}),
      restrito: false,
    }));

  async function openRestricted(event: MouseEvent<HTMLAnchorElement>, link: TitleLink) {
    event.preventDefault();
    const user = () => authStore.getState().user;
    recordLinkAccess(recordId, link.seq_paragrafo, link.url, (user() || undefined)?.cod_pessoa ?? null);
    let opened: Window | null = null;
    if (!user()) {
      toast.info(t('signInFirst'));
      if (!(await requestSignIn())) return;
    } else {
      opened = openBlank();
    }
    try {
      const answer = await openRestrictedLink(recordId, link.seq_paragrafo, (user() || undefined)?.cod_pessoa ?? null);
      const target = new URL(answer.url, document.baseURI).toString();
      toast.info(answer.recurso ? t('opening', { resource: answer.recurso }) : t('openingLink'));
      if (opened) opened.location.href = target;
      else setReady((current) => ({ ...current, [link.seq_paragrafo]: { url: target, resource: answer.recurso } }));
    } catch (error) {
      opened?.close();
      notifyError(error);
    }
  }

  const rendered = items.map((link) => {
    const name = link.descricao || link.url;
    const opened = ready[link.seq_paragrafo];
    if (!link.restrito) {
      return (
        <a
          key={link.seq_paragrafo}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="external-link"
          onClick={() =>
            recordLinkAccess(
              recordId,
              link.seq_paragrafo,
              link.url,
              (authStore.getState().user || undefined)?.cod_pessoa ?? null,
            )
          }
        >
          {name}
          <span className="visually-hidden"> ({t('opensInNewTab')})</span>
          {externalIcon}
        </a>
      );
    }
    return (
      <span key={link.seq_paragrafo} className="eresource-link">
        <a href={link.url} className="external-link" onClick={(event) => void openRestricted(event, link)}>
          {lockIcon}
          {name}
          <span className="visually-hidden">
            {' '}
            ({link.recurso ? t('restrictedVia', { resource: link.recurso }) : t('restricted')})
          </span>
        </a>
        {link.recurso ? <span className="eresource-link__provider"> · {link.recurso}</span> : null}
        {opened ? (
          <>
            {' '}
            <a href={opened.url} target="_blank" rel="noopener noreferrer" className="button button--secondary">
              {opened.resource ? t('openNow', { resource: opened.resource }) : t('openLinkNow')}
              <span className="visually-hidden"> ({t('opensInNewTab')})</span>
            </a>
          </>
        ) : null}
      </span>
    );
  });

  if (rendered.length === 1) return <>{rendered[0]}</>;
  return (
    <ul className="record-field__list">
      {rendered.map((item, index) => (
        <li key={items[index]?.seq_paragrafo}>{item}</li>
      ))}
    </ul>
  );
}

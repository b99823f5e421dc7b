import { dataFields, type MarcRecord } from '../marc/marc-record.ts';
import { isOnlineResource } from './fixed-fields.ts';
import { cleanSubfields, stripTrailingPunctuation } from './text.ts';

export type LinkAccess = 'resource' | 'version' | 'related';

export interface OnlineLink {
  url: string;
  label?: string;
  access: LinkAccess;
}

/**
 * MARC 21 856 ind2: 0 the resource itself, 1 a version of it (e.g. a digitised copy), 2 a related resource
 * (table of contents, publisher's description). Blank, 8 or other: no information; read as the resource
 * when the record describes an online resource, as related otherwise.
 */
function accessOf(ind2: string, online: boolean): LinkAccess {
  if (ind2 === '0') return 'resource';
  if (ind2 === '1') return 'version';
  if (ind2 === '2') return 'related';
  return online ? 'resource' : 'related';
}

/** Schemes a record's link may have: web, FTP and e-mail. Never javascript:, data:, vbscript:, file:… */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'ftp', 'mailto']);
/** ASCII whitespace and control characters: browsers drop them from a URL (WHATWG URL), so "java\tscript:" runs. */
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** A host name and what may follow it: "www.ibge.gov.br/x", a link catalogued without its "http://". */
const HOST_FIRST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?:[:/?#]|$)/i;

/**
 * The URL to serve for an 856 $u, or undefined when it must not be served: only http, https, ftp and mailto
 * (issue 27: imported `javascript:` links reached every API client, React alone neutralised them). The scheme is
 * read the way a browser reads it, after dropping whitespace and control characters and ignoring case.
 * A value without a scheme that starts with a host name gets "http://" (MARC 21 856 $u is an absolute URI, the
 * cataloguer left it out); anything else without a scheme (a path, "//host") is dropped, as it would point into
 * the catalogue's own site.
 */
export function safeLinkUrl(value: string): string | undefined {
  const url = value.replace(IGNORED_BY_BROWSERS, '');
  if (url === '') return undefined;
  const scheme = SCHEME.exec(url)?.[1];
  if (scheme !== undefined) {
    // "www.example.org:8080/x" reads as scheme "www.example.org": a host with a port, not a scheme.
    if (!ALLOWED_SCHEMES.has(scheme.toLowerCase()))
      return HOST_FIRST.test(url) && /\./.test(scheme) ? `http://${url}` : undefined;
    return url;
  }
  return HOST_FIRST.test(url) ? `http://${url}` : undefined;
}

/** Links whose URL may be served (see safeLinkUrl): also for extractions stored before this rule existed. */
export function servableLinks(links: readonly OnlineLink[]): OnlineLink[] {
  const kept: OnlineLink[] = [];
  for (const link of links) {
    const url = safeLinkUrl(link.url);
    if (url !== undefined && !kept.some((other) => other.url === url)) kept.push({ ...link, url });
  }
  return kept;
}

/** 856 $u links; label from $y link text, else $3 materials specified, else $z public note. */
export function extractOnlineLinks(record: MarcRecord): OnlineLink[] {
  const online = isOnlineResource(record);
  const links: OnlineLink[] = [];
  for (const field of dataFields(record, '856')) {
    const label = [cleanSubfields(field, 'y')[0], cleanSubfields(field, '3')[0], cleanSubfields(field, 'z')[0]]
      .map((value) => stripTrailingPunctuation(value))
      .find(Boolean);
    for (const url of cleanSubfields(field, 'u')) {
      const compactUrl = safeLinkUrl(url.replace(/\s+/g, ''));
      if (!compactUrl || links.some((link) => link.url === compactUrl)) continue;
      links.push({ url: compactUrl, ...(label ? { label } : {}), access: accessOf(field.ind2, online) });
    }
  }
  return links;
}

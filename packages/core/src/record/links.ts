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

/** 856 $u links; label from $y link text, else $3 materials specified, else $z public note. */
export function extractOnlineLinks(record: MarcRecord): OnlineLink[] {
  const online = isOnlineResource(record);
  const links: OnlineLink[] = [];
  for (const field of dataFields(record, '856')) {
    const label = [cleanSubfields(field, 'y')[0], cleanSubfields(field, '3')[0], cleanSubfields(field, 'z')[0]]
      .map((value) => stripTrailingPunctuation(value))
      .find(Boolean);
    for (const url of cleanSubfields(field, 'u')) {
      const compactUrl = url.replace(/\s+/g, '');
      if (!compactUrl || links.some((link) => link.url === compactUrl)) continue;
      links.push({ url: compactUrl, ...(label ? { label } : {}), access: accessOf(field.ind2, online) });
    }
  }
  return links;
}

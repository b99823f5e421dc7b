import type { ReactNode } from 'react';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#\d{1,7}|#x[0-9a-f]{1,6});/gi, (entity) => {
    if (entity[1] !== '#') return ENTITIES[entity] ?? entity;
    const hex = entity[2] === 'x' || entity[2] === 'X';
    const code = Number.parseInt(entity.slice(hex ? 3 : 2, -1), hex ? 16 : 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

/**
 * Renders the citation HTML of GET /referencia (only <b> and <i>, text escaped) as React elements,
 * so no server string is ever injected as HTML.
 */
export function renderInlineMarkup(html: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let bold = false;
  let italic = false;
  let key = 0;
  for (const part of html.split(/(<\/?[bi]>)/)) {
    if (part === '<b>' || part === '</b>') bold = part === '<b>';
    else if (part === '<i>' || part === '</i>') italic = part === '<i>';
    else if (part) {
      let node: ReactNode = decode(part.replace(/<[^>]*>/g, ''));
      if (italic) node = <i key={`i${key}`}>{node}</i>;
      if (bold) node = <b key={`b${key}`}>{node}</b>;
      nodes.push(node);
      key++;
    }
  }
  return nodes;
}

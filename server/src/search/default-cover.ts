const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * A plain book cover (SVG, 120×180) for titles without a cover image, marked with the work type's label in the
 * caller's language (an <img> sends no `idioma` header, so the URL carries the language).
 */
export function defaultCoverSvg(label: string | undefined, fallbackName: string): string {
  const escapeXml = (value: string) => value.replace(/[&<>"]/g, (character) => ESCAPES[character]!);
  const text = escapeXml(label ?? '');
  const name = escapeXml(label || fallbackName);
  // Long labels ("Trabalho de conclusão de curso") are shrunk to the cover's width rather than cut.
  const fit = (label ?? '').length > 18 ? ' textLength="96" lengthAdjust="spacingAndGlyphs"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="180" viewBox="0 0 120 180" role="img" aria-label="${name}">
<rect width="120" height="180" rx="6" fill="#e8e4da"/>
<rect x="10" y="10" width="100" height="160" rx="3" fill="none" stroke="#8a7f6a" stroke-width="2"/>
<path d="M40 62h40v56H40z" fill="none" stroke="#8a7f6a" stroke-width="3"/>
<path d="M48 76h24M48 88h24M48 100h16" stroke="#8a7f6a" stroke-width="3" stroke-linecap="round"/>
<text x="60" y="150" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#5d5546"${fit}>${text}</text>
</svg>`;
}

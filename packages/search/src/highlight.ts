import { foldForSearch } from '@estante/core';
import { STEM_LANGUAGES, stemWord } from './stem.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * The title, HTML-escaped, with each word that a search word (or, with similar words, one of its
 * stems) matched wrapped in <mark>. Undefined when nothing matched, so the client shows the plain title.
 */
export function highlightTitle(title: string, words: Set<string>, similar: boolean): string | undefined {
  let marked = false;
  const html = title
    .split(/([\p{L}\p{M}\p{N}]+)/u)
    .map((segment, index) => {
      if (index % 2 === 0) return escapeHtml(segment);
      const folded = foldForSearch(segment).split(' ');
      const hit = folded.some(
        (word) =>
          words.has(word) || (similar && STEM_LANGUAGES.some((language) => words.has(stemWord(word, language)))),
      );
      if (!hit) return escapeHtml(segment);
      marked = true;
      return `<mark>${escapeHtml(segment)}</mark>`;
    })
    .join('');
  return marked ? html : undefined;
}

/**
 * `Maria Silva Oliveira` → `Ma*** S*** O***`: what password recovery answers before the code is proven, so a user
 * code alone does not reveal who it belongs to (issue 27). Stars of a fixed count hide each word's length; code
 * points, not UTF-16 units, so accented and non-Latin names are cut on characters.
 */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '***';
  const visible = (word: string, count: number) => Array.from(word).slice(0, count).join('');
  return words.map((word, index) => `${visible(word, index === 0 ? 2 : 1)}***`).join(' ');
}

import { BENCHMARK_TERMS } from '@estante/demo-data';
import type { SearchParameters } from '@estante/search';

/** One search of the benchmark's fixed mix: its name and the GET /api/consulta parameters. */
export interface MixedSearch {
  name: string;
  params: SearchParameters;
  /**
   * Timed for latency only, left out of the throughput mix: not one of the searches the issue names for the mix
   * (selective, broad, phrase, 3-row boolean, two facet filters, page 50, browse).
   */
  latencyOnly?: true;
}

/**
 * The searches of the benchmark's mix (docs/performance.md), shared by the HTTP benchmark and the in-process one.
 * The two facet filters take the broad search's top language and work type.
 */
export function searchMix(broadFacets: { language: string; workType: string }): MixedSearch[] {
  return [
    { name: 'one word, selective', params: { termo: BENCHMARK_TERMS.selective } },
    { name: 'one word, broad', params: { termo: BENCHMARK_TERMS.broad } },
    { name: 'phrase', params: { termo: BENCHMARK_TERMS.phrase, posicao: 'exata' } },
    {
      name: 'boolean, 3 rows',
      params: {
        termo: [BENCHMARK_TERMS.common, BENCHMARK_TERMS.author, BENCHMARK_TERMS.broad],
        tipo: ['livre', 'autor', 'livre'],
        operador: ['e', 'e', 'nao'],
      },
    },
    {
      name: 'broad + two facet filters',
      params: {
        termo: BENCHMARK_TERMS.broad,
        filtro: [`I:${broadFacets.language}`, `T:${broadFacets.workType}`],
      },
    },
    { name: 'broad, page 50', params: { termo: BENCHMARK_TERMS.broad, pagina: 50 } },
    { name: 'similar words', params: { termo: 'políticas', similares: 1 }, latencyOnly: true },
  ];
}

/** The query string of a search's parameters (repeatable parameters repeated, in order). */
export function queryString(params: SearchParameters): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      pairs.push(`${key}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.join('&');
}

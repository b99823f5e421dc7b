// Issue 26, item 4 ("Search that forgives"): truncation, did you mean, the facet labels, on the demo library (a real
// database, the demo's deterministic catalogue). Expected titles and totals written by hand from the demo's records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLibrary } from '../demo/seed-demo.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoLibrary(testApp.app.context);
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

interface Answer {
  total: number;
  data: {
    cod_acervo: number;
    titulo: string;
    dados_adicionais: Record<string, { codigo: string; descricao: string }[]>;
  }[];
  filtros: { tipo: string; codigo: string; descricao: string; total: number }[];
  sugestao?: { termo: string[] };
}

async function search(query: string): Promise<Answer> {
  const response = await testApp.app.inject(`/api/consulta?${query}&quantPag=100&ordenacao=T`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
}

const titles = (answer: Answer, count: number) => answer.data.slice(0, count).map((item) => item.titulo);

describe('right truncation', () => {
  it('saú* finds the titles with saúde, accents folded, as saúde itself does', async () => {
    const truncated = await search(`termo=${encodeURIComponent('saú*')}&tipo=titulo`);
    // 17 since the search guides' demo records: an archive's correspondence and a normative act name saúde too.
    expect(truncated.total).toBe(17);
    expect(titles(truncated, 5)).toEqual([
      'A avaliação de saúde pública',
      'Boletim de saúde pública',
      'Cadernos de saúde pública',
      'Correspondência da Reitoria com o Ministério da Educação e Saúde, 1935-1945',
      'Curso de saúde pública',
    ]);
    const whole = await search(`termo=${encodeURIComponent('saúde')}&tipo=titulo`);
    expect(truncated.data.map((item) => item.cod_acervo)).toEqual(whole.data.map((item) => item.cod_acervo));
  });

  it('brasi* finds brasileira and brasileiras beside Brasil; two truncated words must both be found', async () => {
    const truncated = await search('termo=brasi*&tipo=titulo');
    expect(truncated.total).toBe(39);
    expect((await search('termo=brasil&tipo=titulo')).total).toBe(25);
    expect(titles(truncated, 2)).toEqual([
      'Administração e literatura brasileira : contribuições para o debate',
      'Bachianas brasileiras n. 5 : para soprano e orquestra de violoncelos',
    ]);
    const both = await search(`termo=${encodeURIComponent('brasi* hist*')}&tipo=titulo`);
    expect(both.total).toBe(13);
    expect(titles(both, 3)).toEqual([
      'Boletim de história do Brasil',
      'O direito civil no Brasil : história e memória',
      'O ensino de história do Brasil',
    ]);
  });

  it('? stands for exactly one letter inside a word', async () => {
    expect((await search(`termo=${encodeURIComponent('sa?de')}&tipo=titulo`)).total).toBe(17);
    expect((await search(`termo=${encodeURIComponent('sa?e')}&tipo=titulo`)).total).toBe(0);
  });

  it('refuses fewer than 3 letters before * with 422 TruncamentoCurto, in the caller language', async () => {
    // idioma: 1 Portuguese, 5 English.
    for (const [language, message] of [
      ['1', 'Use ao menos 3 letras antes do * (por exemplo, bras*).'],
      ['5', 'Type at least 3 letters before the * (for example, bras*).'],
    ] as const) {
      const response = await testApp.app.inject({ url: '/api/consulta?termo=sa*', headers: { idioma: language } });
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'TruncamentoCurto',
        message,
        details: { parameter: 'termo', value: 'sa*', minStem: 3 },
      });
    }
  });
});

describe('did you mean', () => {
  it('suggests the subject word a misspelling meant, as the terms of a search that finds records', async () => {
    const misspelt = await search('termo=literatrua&tipo=assunto');
    expect(misspelt.total).toBe(0);
    expect(misspelt.sugestao).toEqual({ termo: ['literatura'] });
    expect((await search('termo=literatura&tipo=assunto')).total).toBe(24);
  });

  it('corrects only the misspelt row of several, and says nothing when the search finds enough', async () => {
    const rows = await search('termo=historai&termo=brasil&tipo=titulo&tipo=titulo');
    expect(rows.sugestao).toEqual({ termo: ['historia', 'brasil'] });
    expect((await search('termo=literatura&tipo=assunto')).sugestao).toBeUndefined();
  });
});

describe('identifiers and plurals', () => {
  it('an ISBN-10 finds the record catalogued with its ISBN-13 (978-85-216-4912-0)', async () => {
    const answer = await search('termo=85-216-4912-6&tipo=isbn_issn');
    expect(answer.data.map((item) => [item.cod_acervo, item.titulo])).toEqual([[104, 'Astronomia e tecnologia']]);
  });

  it('with similar words, the -ções plural "educações" finds the titles with "educação"', async () => {
    const plural = await search(`termo=${encodeURIComponent('educações')}&tipo=titulo&similares=1`);
    expect(plural.total).toBe(20);
    expect(titles(plural, 3)).toEqual([
      'A avaliação em educação',
      'Correspondência da Reitoria com o Ministério da Educação e Saúde, 1935-1945',
      'Educação contemporânea',
    ]);
    expect((await search(`termo=${encodeURIComponent('educações')}&tipo=titulo`)).total).toBe(0);
  });
});

describe('facet labels', () => {
  it('names the holding libraries and files UDC classes under the Dewey class of the same subject', async () => {
    const answer = await search('termo=brasil');
    const of = (letter: string) =>
      answer.filtros.filter((facet) => facet.tipo === letter).map((facet) => [facet.codigo, facet.descricao]);
    expect(of('L')).toEqual([
      ['BC', 'Biblioteca Central'],
      ['BSA', 'Biblioteca da Área de Saúde'],
      ['BCS', 'Biblioteca de Ciências Sociais'],
    ]);
    expect(of('K')).toEqual([
      ['000', '000 Generalidades e computação'],
      ['100', '100 Filosofia e psicologia'],
      ['300', '300 Ciências sociais'],
      ['400', '400 Linguagem'],
      ['500', '500 Ciências naturais e matemática'],
      ['600', '600 Tecnologia'],
      ['700', '700 Artes e lazer'],
      ['800', '800 Literatura'],
      ['900', '900 História e geografia'],
    ]);
    const libraries = answer.data.flatMap((item) => item.dados_adicionais.L ?? []);
    expect(libraries.length).toBeGreaterThan(0);
    expect(libraries.every((library) => library.descricao.startsWith('Biblioteca'))).toBe(true);
  });
});

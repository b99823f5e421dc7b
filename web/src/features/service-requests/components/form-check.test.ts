import { FORM_FIELDS } from '@estante/contracts';
import { describe, expect, it } from 'vitest';
import { firstProblem, formBody } from './form-check.ts';

const article = FORM_FIELDS['comutacao-bibliografica/artigo']!;
const survey = FORM_FIELDS['levantamento-bibliografico']!;
const filled = { titulo_artigo: 'A', titulo_periodico: 'P', ano: '2019', paginas: '20/30' };
const now = new Date('2026-06-01T12:00:00Z');

describe('service request form checks', () => {
  it('names the first required field left empty', () => {
    expect(firstProblem(article, { ...filled, titulo_periodico: '  ' }, now)).toEqual({
      field: 'titulo_periodico',
      code: 'CampoObrigatorioNaoPreenchido',
    });
    expect(firstProblem(article, filled, now)).toBeUndefined();
  });

  it('checks years and the page forms of spec 000 §5', () => {
    expect(firstProblem(article, { ...filled, ano: '19' }, now)?.code).toBe('AnoInvalido');
    expect(firstProblem(article, { ...filled, ano: '2028' }, now)?.code).toBe('AnoInvalido');
    expect(firstProblem(article, { ...filled, paginas: '20-30' }, now)).toBeUndefined();
    expect(firstProblem(article, { ...filled, paginas: 'p. 20' }, now)?.code).toBe('PaginasInvalidas');
    expect(firstProblem(article, { ...filled, paginas: '30/20' }, now)?.code).toBe('PaginaInicialMaiorQueFinal');
  });

  it('refuses a bibliography start page after the final one and a start year after the end year', () => {
    const base = { assunto_geral: 'S', palavras_chave: 'k' };
    expect(
      firstProblem(survey, { ...base, pagina_inicial_bibliografia: '9', pagina_final_bibliografia: '3' }, now),
    ).toEqual({ field: 'pagina_inicial_bibliografia', code: 'PaginaInicialMaiorQueFinal' });
    expect(firstProblem(survey, { ...base, ano_inicial: '2020', ano_final: '2010' }, now)?.code).toBe(
      'AnoInicialMaiorQueFinal',
    );
  });

  it('checks the phone of an inter-library loan', () => {
    const loan = FORM_FIELDS['emprestimo-inter-bibliotecas']!;
    const base = { biblioteca_parceira: 'USP', titulo: 'T' };
    expect(firstProblem(loan, { ...base, telefone: '(48) 3721-0000' }, now)).toBeUndefined();
    expect(firstProblem(loan, { ...base, telefone: '48 3721 0000 ramal 2' }, now)).toEqual({
      field: 'telefone',
      code: 'TelefoneInvalido',
    });
  });

  it('sends trimmed texts, numbers and flags, leaving empty fields out', () => {
    expect(
      formBody(survey, {
        assunto_geral: ' S ',
        palavras_chave: 'k',
        ano_inicial: '2010',
        ilustracoes: true,
        idioma: '',
      }),
    ).toEqual({
      assunto_geral: 'S',
      palavras_chave: 'k',
      ano_inicial: 2010,
      ilustracoes: true,
    });
  });
});

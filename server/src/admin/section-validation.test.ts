import { SITE_SECTION_SCHEMAS } from '@estante/contracts';
import { describe, expect, it } from 'vitest';
import { loanPolicyProblems } from './loan-policies.ts';
import { contentProblems, shapeProblems } from './section-validation.ts';

const libraries = new Set(['BC', 'BSA']);

describe('site section checks', () => {
  it('accepts a complete home section, with a web link or a path of the site', () => {
    expect(
      contentProblems('secao_1', { titulo: 'Bem-vindo', texto: 'Texto', link: 'https://ufex.br' }, libraries),
    ).toEqual([]);
    expect(contentProblems('secao_2', { titulo: 'Novidades', texto: 'Texto', link: '/acervo/12' }, libraries)).toEqual(
      [],
    );
  });

  it('refuses a blank title or text and a link that is no web address', () => {
    expect(contentProblems('secao_1', { titulo: ' ', texto: '', link: 'javascript:alert(1)' }, libraries)).toEqual([
      { campo: 'titulo', problema: 'obrigatorio' },
      { campo: 'texto', problema: 'obrigatorio' },
      { campo: 'link', problema: 'url' },
    ]);
    // A protocol-relative link leaves the site.
    expect(contentProblems('secao_1', { titulo: 'a', texto: 'b', link: '//evil.example' }, libraries)).toEqual([
      { campo: 'link', problema: 'url' },
    ]);
  });

  it('names the question or answer missing in a FAQ entry by its position', () => {
    expect(
      contentProblems(
        'faq',
        [
          { pergunta: 'Onde?', resposta: 'Aqui' },
          { pergunta: 'Quando?', resposta: '  ' },
        ],
        libraries,
      ),
    ).toEqual([{ campo: '1/resposta', problema: 'obrigatorio' }]);
  });

  it('checks event dates: real days, and an end on or after the start', () => {
    const events = [
      { titulo: 'Feira', data: '2027-04-01', data_fim: '2027-04-01' },
      { titulo: 'Semana', data: '2027-04-10', data_fim: '2027-04-09' },
      { titulo: 'Palestra', data: '2027-02-29' },
    ];
    expect(contentProblems('eventos_institucionais', events, libraries)).toEqual([
      { campo: '1/data_fim', problema: 'ordem' },
      { campo: '2/data', problema: 'formato' },
    ]);
  });

  it('needs a web link for each app layer and known libraries for opening hours', () => {
    expect(contentProblems('app-layers', [{ nome: 'App', link: '/local' }], libraries)).toEqual([
      { campo: '0/link', problema: 'url' },
    ]);
    expect(contentProblems('horarios', { BC: '8h-22h', BSA: '', XYZ: '9h' }, libraries)).toEqual([
      { campo: 'BSA', problema: 'obrigatorio' },
      { campo: 'XYZ', problema: 'desconhecido' },
    ]);
  });

  it('turns shape errors into one problem per field, with the bound where there is one', () => {
    expect(shapeProblems(SITE_SECTION_SCHEMAS.secao_1, { titulo: 'x'.repeat(301) })).toEqual([
      { campo: 'texto', problema: 'obrigatorio' },
      { campo: 'titulo', problema: 'tamanho', limite: 300 },
    ]);
    expect(shapeProblems(SITE_SECTION_SCHEMAS.eventos_eventum, [{ titulo: 'a', data: '10/03/2027' }])).toEqual([
      { campo: '0/data', problema: 'formato' },
    ]);
  });
});

describe('loan policy checks', () => {
  const valid = {
    dias_emprestimo: 14,
    limite_renovacoes: 0,
    renova_em_atraso: true,
    multa_diaria_centavos: 0,
    limite_reservas: 0,
    dias_retirada_reserva: 1,
    limite_emprestimos: 0,
    limite_solicitacoes: 0,
    limite_comentarios_pendentes: 0,
  };

  it('accepts the lowest bounds: zero limits and fines, one day', () => {
    expect(loanPolicyProblems(valid)).toEqual([]);
  });

  it('refuses days below one, numbers past their bounds, fractions, text and a missing switch', () => {
    expect(
      loanPolicyProblems({
        ...valid,
        dias_emprestimo: 366,
        dias_retirada_reserva: 0,
        multa_diaria_centavos: 2.5,
        limite_reservas: '3',
        renova_em_atraso: undefined,
      }),
    ).toEqual([
      { campo: 'dias_emprestimo', problema: 'maximo', limite: 365 },
      { campo: 'multa_diaria_centavos', problema: 'inteiro' },
      { campo: 'limite_reservas', problema: 'inteiro' },
      { campo: 'dias_retirada_reserva', problema: 'minimo', limite: 1 },
      { campo: 'renova_em_atraso', problema: 'obrigatorio' },
    ]);
  });
});

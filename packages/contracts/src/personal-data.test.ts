import { describe, expect, it } from 'vitest';
import { personalDataProblems } from './personal-data.ts';

const TODAY = '2026-11-23';

describe('personalDataProblems (spec 000 §5, 001 §5)', () => {
  it('accepts valid data, several e-mails and the characters a phone may hold', () => {
    expect(
      personalDataProblems(
        {
          email: 'ana@example.edu; ana.souza@example.org',
          telefone: '(31) 3409-5000',
          cpf: '52998224725',
          data_nascimento: '2000-02-29',
          cidade: 'Belo Horizonte',
          receber_email: true,
        },
        TODAY,
      ),
    ).toEqual([]);
  });

  it('names each field in trouble, in form order', () => {
    expect(
      personalDataProblems(
        {
          email: 'ana@example',
          telefone: '+55 31 3409-5000',
          cpf: '529.982.247-25',
          data_nascimento: '2026-11-24',
          logradouro: 'R'.repeat(201),
        },
        TODAY,
      ),
    ).toEqual([
      { campo: 'email', code: 'EmailInvalido' },
      { campo: 'telefone', code: 'TelefoneInvalido' },
      { campo: 'cpf', code: 'CpfSomenteNumeros' },
      { campo: 'data_nascimento', code: 'DataNascimentoInvalida' },
      { campo: 'logradouro', code: 'CampoMuitoLongo' },
    ]);
  });

  it('refuses impossible dates, over-long phones and one bad address among several', () => {
    expect(personalDataProblems({ data_nascimento: '2001-02-29' }, TODAY)).toHaveLength(1);
    expect(personalDataProblems({ data_nascimento: '1899-12-31' }, TODAY)).toHaveLength(1);
    expect(personalDataProblems({ telefone: '(31) 3409-5000 1234' }, TODAY)[0]?.code).toBe('TelefoneInvalido');
    expect(personalDataProblems({ email: 'ana@example.edu;bia@' }, TODAY)[0]?.code).toBe('EmailInvalido');
  });

  it('needs an e-mail address to receive e-mails, in the input or already registered', () => {
    expect(personalDataProblems({ receber_email: true, email: '' }, TODAY)).toEqual([
      { campo: 'email', code: 'CampoObrigatorioNaoPreenchido' },
    ]);
    expect(personalDataProblems({ receber_email: true }, TODAY, null)).toHaveLength(1);
    expect(personalDataProblems({ receber_email: true }, TODAY, 'ana@example.edu')).toEqual([]);
    expect(personalDataProblems({ receber_email: false, email: null }, TODAY)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, TEST_PASSWORD } from '../auth/auth-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const PATH = '/api/pessoas/meupergamum/dados-pessoais';

describe('/pessoas/{self-service}/dados-pessoais: view and edit personal data', () => {
  let testApp: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    await createPatron(db, { logins: ['dados.ana'], name: 'Ana Paula Dias', email: 'ana@aluno.example.edu' });
    await createPatron(db, { logins: ['dados.caio'], name: 'Caio Prado', taxId: '52998224725' });
    await createPatron(db, { logins: ['dados.rui'], name: 'Rui Barbosa', email: null });
    for (const login of ['dados.ana', 'dados.caio', 'dados.rui']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: { grant_type: 'password', username: login, password: TEST_PASSWORD },
      });
      tokens[login] = response.json().access_token;
    }
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const call = (login: string, method: 'GET' | 'PUT', payload?: object, language = '5') =>
    testApp.app.inject({
      method,
      url: PATH,
      headers: { authorization: `Bearer ${tokens[login]}`, idioma: language },
      ...(payload ? { payload } : {}),
    });
  const row = (login: string) =>
    testApp.database.db
      .selectFrom('people')
      .innerJoin('logins', 'logins.person_id', 'people.id')
      .selectAll('people')
      .where('logins.login', '=', login)
      .executeTakeFirstOrThrow();

  it('shows the patron’s data with every field of the spec', async () => {
    const response = await call('dados.ana', 'GET');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      nome: 'Ana Paula Dias',
      email: 'ana@aluno.example.edu',
      telefone: null,
      cpf: null,
      sexo: null,
      estado_civil: null,
      data_nascimento: null,
      logradouro: null,
      complemento: null,
      cep: null,
      cidade: null,
      bairro: null,
      rg: null,
      nacionalidade: null,
      escolaridade: null,
      localizacao: null,
      profissao: null,
      receber_email: true,
      cpf_editavel: true,
    });
    expect((await testApp.app.inject({ url: PATH })).statusCode).toBe(401);
  });

  it('saves the fields sent, trimmed, and keeps the others', async () => {
    const saved = await call('dados.ana', 'PUT', {
      email: ' ana.dias@example.org ; ana@aluno.example.edu ',
      telefone: '(31) 99876-5432',
      logradouro: ' Rua da Bahia, 1148 ',
      complemento: 'apto 301',
      cep: '30160-011',
      cidade: 'Belo Horizonte',
      bairro: 'Centro',
      rg: 'MG-12.345.678',
      nacionalidade: 'brasileira',
      sexo: 'F',
      data_nascimento: '2001-04-17',
      escolaridade: 'Superior incompleto',
      localizacao: 'Campus Pampulha',
      profissao: 'Estudante',
      estado_civil: 'solteiro',
      receber_email: false,
      cpf: '11144477735',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      email: 'ana.dias@example.org;ana@aluno.example.edu',
      logradouro: 'Rua da Bahia, 1148',
      sexo: 'F',
      receber_email: false,
      cpf: '11144477735',
      cpf_editavel: false,
    });
    const person = await row('dados.ana');
    expect(person).toMatchObject({
      phone: '(31) 99876-5432',
      street: 'Rua da Bahia, 1148',
      postal_code: '30160-011',
      city: 'Belo Horizonte',
      district: 'Centro',
      national_id: 'MG-12.345.678',
      gender: 'F',
      birth_date: '2001-04-17',
      marital_status: 'solteiro',
      job: 'Estudante',
      receives_email: 0,
      tax_id: '11144477735',
    });
    // A partial update leaves the rest alone; "" clears.
    const partial = await call('dados.ana', 'PUT', { complemento: '', receber_email: true });
    expect(partial.json()).toMatchObject({ complemento: null, receber_email: true, cidade: 'Belo Horizonte' });
  });

  it('refuses a wrong e-mail in the caller’s language and changes nothing', async () => {
    const before = await row('dados.ana');
    const refused = await call('dados.ana', 'PUT', { email: 'ana.dias@example', cidade: 'Ouro Preto' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'EmailInvalido',
      message: 'Fill in a valid e-mail.',
      details: { campo: 'email' },
    });
    const portuguese = await call('dados.ana', 'PUT', { email: 'sem arroba' }, '1');
    expect(portuguese.json().error.message).toBe('Preencha um e-mail válido.');
    expect(await row('dados.ana')).toEqual(before);
  });

  it('checks phone, tax id, birth date and lengths, listing every problem', async () => {
    const before = await row('dados.rui');
    const refused = await call('dados.rui', 'PUT', {
      telefone: '+55 31 3409-5000',
      cpf: '529.982.247-25',
      data_nascimento: '2999-01-01',
      bairro: 'x'.repeat(150),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('TelefoneInvalido');
    expect(refused.json().error.details.problemas).toEqual([
      { campo: 'telefone', code: 'TelefoneInvalido' },
      { campo: 'cpf', code: 'CpfSomenteNumeros' },
      { campo: 'data_nascimento', code: 'DataNascimentoInvalida' },
      { campo: 'bairro', code: 'CampoMuitoLongo' },
    ]);
    const longPhone = await call('dados.rui', 'PUT', { telefone: '(31) 3409-5000 1234' });
    expect(longPhone.json().error.code).toBe('TelefoneInvalido');
    const badDate = await call('dados.rui', 'PUT', { data_nascimento: '2001-02-30' });
    expect(badDate.json().error.code).toBe('DataNascimentoInvalida');
    // Receiving e-mails needs an address.
    const noAddress = await call('dados.rui', 'PUT', { receber_email: true });
    expect(noAddress.json().error).toMatchObject({
      code: 'CampoObrigatorioNaoPreenchido',
      details: { campo: 'email' },
    });
    // Values outside the spec's lists are malformed requests.
    expect((await call('dados.rui', 'PUT', { sexo: 'X' })).statusCode).toBe(400);
    expect((await call('dados.rui', 'PUT', { estado_civil: 'noivo' })).statusCode).toBe(400);
    expect(await row('dados.rui')).toEqual(before);
    // The name is the library's: an unknown field is dropped, not saved.
    expect((await call('dados.rui', 'PUT', { nome: 'Outro Nome' })).json().nome).toBe('Rui Barbosa');
    expect((await row('dados.rui')).name).toBe('Rui Barbosa');
  });

  it('lets a tax id be filled in only while none is registered and nobody else has it', async () => {
    const taken = await call('dados.rui', 'PUT', { cpf: '52998224725' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error.code).toBe('CpfJaCadastrado');
    expect((await row('dados.rui')).tax_id).toBeNull();

    const caio = await call('dados.caio', 'GET');
    expect(caio.json()).toMatchObject({ cpf: '52998224725', cpf_editavel: false });
    const locked = await call('dados.caio', 'PUT', { cpf: '11122233396', cidade: 'Recife' });
    expect(locked.json().error.code).toBe('CpfNaoAlteravel');
    expect(await row('dados.caio')).toMatchObject({ tax_id: '52998224725', city: null });
    // Sending the same registered value is not a change.
    expect((await call('dados.caio', 'PUT', { cpf: '52998224725', cidade: 'Recife' })).statusCode).toBe(200);
  });
});

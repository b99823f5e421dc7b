import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { loginFailure, recoveryFailure } from './login-error.ts';

describe('loginFailure (spec 000 §8)', () => {
  it('maps each status of the login catalogue to its message and severity', () => {
    expect(loginFailure(new ApiError(401, 'UsuarioOuSenhaIncorretaCustom', 'x'))).toEqual({
      severity: 'warning',
      key: 'UsuarioOuSenhaIncorretaCustom',
    });
    expect(loginFailure(new ApiError(430, 'ACESSO_BLOQUEADO'))).toMatchObject({ key: 'ACESSO_BLOQUEADO' });
    expect(loginFailure(new ApiError(403, 'ACESSO_BLOQUEADO'))).toMatchObject({ key: 'ACESSO_BLOQUEADO' });
    expect(loginFailure(new ApiError(429, 'MuitasTentativas'))).toMatchObject({ key: 'MuitasTentativas' });
    expect(loginFailure(new ApiError(400, 'credential_missing'))).toMatchObject({ key: 'FalhaRequisicaoLogin' });
    expect(loginFailure(new ApiError(500, 'OcorreuErroInesperado'))).toEqual({
      severity: 'danger',
      key: 'OcorreuErroInesperado',
    });
    expect(loginFailure(new ApiError(0, 'NaoFoiPossivelComunicarServidor'))).toMatchObject({ severity: 'danger' });
  });

  it('shows the reason staff gave for a block after the server message', () => {
    const blocked = new ApiError(430, 'AcessoBloqueadoBiblioteca', 'Acesso bloqueado pela biblioteca.', {
      motivo: 'Devolva o livro atrasado.',
    });
    expect(loginFailure(blocked)).toEqual({
      severity: 'warning',
      serverText: 'Acesso bloqueado pela biblioteca. Devolva o livro atrasado.',
    });
  });

  it("shows the server's own message for a 422 and other statuses", () => {
    expect(loginFailure(new ApiError(422, 'Qualquer', 'Cadastro vencido.'))).toEqual({
      severity: 'warning',
      serverText: 'Cadastro vencido.',
    });
    expect(loginFailure(new ApiError(503, 'X', 'Manutenção'))).toEqual({
      severity: 'danger',
      serverText: 'Manutenção',
    });
    expect(loginFailure(new ApiError(422, 'AuthCAPTCHAError', 'y'))).toMatchObject({ key: 'AuthCAPTCHAError' });
  });

  it('recovery: 500 is OcorreuErroInesperado, other errors the server message', () => {
    expect(recoveryFailure(new ApiError(500, 'OcorreuErroInesperado', 'boom'))).toMatchObject({
      key: 'OcorreuErroInesperado',
    });
    expect(recoveryFailure(new ApiError(422, 'CodigoInvalido', 'Código inválido.'))).toEqual({
      severity: 'warning',
      serverText: 'Código inválido.',
    });
  });
});

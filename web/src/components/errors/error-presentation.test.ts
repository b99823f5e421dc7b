import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { i18n } from '../../lib/i18n.ts';
import en from '../../locales/en/errors.json';
import pt from '../../locales/pt/errors.json';
import { EBOOK_INTEGRATION_ERROR, NETWORK_CATALOGUE_UNAVAILABLE, presentError } from './error-presentation.ts';

describe('central error handling (spec 001 §8)', () => {
  beforeAll(async () => {
    await i18n.init({ lng: 'pt', ns: ['errors'], resources: { pt: { errors: pt }, en: { errors: en } } });
  });

  it('shows OcorreuErroInesperado as danger for a 500, with the network-catalogue and e-book exceptions', () => {
    expect(presentError(new ApiError(500, 'ErroInterno', 'stack trace'))).toEqual({
      kind: 'danger',
      message: pt.OcorreuErroInesperado,
    });
    expect(presentError(new ApiError(500, NETWORK_CATALOGUE_UNAVAILABLE))).toEqual({
      kind: 'warning',
      message: pt.ServicoCatalogoRedeIndisponivel,
    });
    expect(presentError(new ApiError(500, 'Erro', '[minhabiblioteca] e-mail not found'))).toEqual({
      kind: 'danger',
      message: pt[EBOOK_INTEGRATION_ERROR],
    });
  });

  it('translates a 422 code as a warning, naming the missing field, else shows the server text', () => {
    expect(presentError(new ApiError(422, 'limite_comentarios_excedido', 'server text'))).toEqual({
      kind: 'warning',
      message: pt.limite_comentarios_excedido,
    });
    expect(presentError(new ApiError(422, 'CampoObrigatorioNaoPreenchido', 'x', { campo: 'titulo' })).message).toBe(
      'Campo obrigatório não preenchido: Título.',
    );
    expect(presentError(new ApiError(422, 'RegraDesconhecida', 'Texto do servidor'))).toEqual({
      kind: 'warning',
      message: 'Texto do servidor',
    });
  });

  it('shows the server message as a warning for any other status, and the network text with no response', () => {
    expect(presentError(new ApiError(409, 'Conflito', 'Já existe uma reserva'))).toEqual({
      kind: 'warning',
      message: 'Já existe uma reserva',
    });
    expect(presentError(new ApiError(0, 'NaoFoiPossivelComunicarServidor'))).toEqual({
      kind: 'danger',
      message: pt.NaoFoiPossivelComunicarServidor,
    });
    expect(presentError(new TypeError('boom')).message).toBe(pt.OcorreuErroInesperado);
  });

  it('follows the interface language', async () => {
    await i18n.changeLanguage('en');
    expect(presentError(new ApiError(401, 'SessaoExpirada')).message).toBe(en.SessaoExpirada);
    await i18n.changeLanguage('pt');
  });
});

import type { NetworkMemberInput } from '@estante/contracts';
import { InvalidInputError } from '@estante/core';
import type { NetworkMemberValues } from './network.repository.ts';

/** A member as the site administrator describes it (staff API or admin command), checked: an http(s) address. */
export function memberValues(input: NetworkMemberInput): NetworkMemberValues {
  let url: URL | undefined;
  try {
    url = new URL(input.url.trim());
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new InvalidInputError('EnderecoOaiInvalido');
  return {
    institution_code: input.cod_empresa,
    institution_name: input.desc_empresa.trim(),
    repository_name: input.repositorio.trim(),
    base_url: url.toString(),
    metadata_prefix: input.formato,
    set_spec: input.conjunto?.trim() || null,
    interval_minutes: input.intervalo_minutos,
    active: input.ativo ? 1 : 0,
  };
}

import type { StorageCopy, StorageQueueItem, StorageRequestItem } from '@estante/contracts';
import type { ClosedStackRule, StorageCopyRow, StorageRequestRow } from './closed-stacks.repository.ts';
import { STATUS_CODES, whyNotRequestable } from './closed-stacks.ts';

const orUndefined = (value: string | null) => (value === null || value === '' ? undefined : value);

export function presentStorageCopy(row: StorageCopyRow): StorageCopy {
  const reason = whyNotRequestable(row);
  return {
    cod_exemplar: row.id,
    cod_biblioteca: row.library_code,
    desc_biblioteca: row.library_name,
    codigo_barras: orUndefined(row.barcode),
    chamada: orUndefined(row.call_number),
    volume: orUndefined(row.volume),
    tomo: orUndefined(row.tome),
    parte: orUndefined(row.part),
    localizacao: orUndefined(row.location),
    colecao: orUndefined(row.collection),
    solicitavel: reason === undefined,
    ...(reason ? { motivo: reason } : {}),
  };
}

export function presentStorageRequest(row: StorageRequestRow): StorageRequestItem {
  return {
    cod_solicitacao: row.id,
    protocolo: row.protocol,
    cod_acervo: row.record_id,
    titulo: row.title,
    cod_exemplar: row.copy_id,
    codigo_barras: row.barcode,
    chamada: row.call_number,
    localizacao: row.location,
    colecao: row.collection,
    volume: row.volume,
    cod_biblioteca: row.library_code,
    desc_biblioteca: row.library_name,
    situacao: STATUS_CODES[row.status],
    data_solicitacao: row.requested_at,
    data_busca: row.fetched_at,
    data_disponivel: row.ready_at,
    retirar_ate: row.pickup_until,
    data_conclusao: row.concluded_at,
  };
}

export function presentQueueItem(row: StorageRequestRow): StorageQueueItem {
  return { ...presentStorageRequest(row), cod_pessoa: row.person_id, nome: row.person_name };
}

export function presentRule(rule: ClosedStackRule) {
  return {
    cod_biblioteca: rule.library_code,
    desc_biblioteca: rule.library_name,
    tipo: rule.kind === 'location' ? ('localizacao' as const) : ('colecao' as const),
    codigo: rule.code,
    criado_em: rule.created_at,
  };
}

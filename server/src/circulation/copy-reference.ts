import { InvalidInputError } from '@estante/core';
import type { CopyReference } from './desk-operations.ts';

/** A copy named at the desk by its barcode (what a scanner types) or its id; one of them is required. */
export function copyReference(body: { codigo_barras?: string; cod_exemplar?: number }): CopyReference {
  const barcode = body.codigo_barras?.trim();
  if (!barcode && body.cod_exemplar === undefined)
    throw new InvalidInputError('CampoObrigatorioNaoPreenchido', { campo: 'codigo_barras' });
  return { barcode: barcode || undefined, copyId: body.cod_exemplar };
}

import type { DeskTrappedHold } from '@estante/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/error-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';

/** Refusals the desk words for the clerk (desk:errors.<code>); any other error reads as the app says it. */
const DESK_ERROR_CODES = new Set([
  'UsuarioBloqueado',
  'ExemplarReservadoOutroUsuario',
  'LimiteEmprestimosAtingido',
  'ExemplarNaoEmprestado',
  'ExemplarEmTransito',
  'ExemplarNaoEmTransito',
  'ExemplarIndisponivel',
  'ExemplarNaoCircula',
  'UsuarioDesligadoBiblioteca',
  'TituloReservadoOutroUsuario',
  'LimiteRenovacoesAtingido',
  'EmprestimoEmAtraso',
  'ValorInvalido',
  'DebitoQuitado',
  'MotivoAbonoObrigatorio',
]);

/** The text of a failed desk action in the clerk's language; `barcode` names the copy a scan did not find. */
export function useDeskErrorText(): (error: unknown, barcode?: string) => string {
  const { t } = useTranslation('desk');
  const errorText = useErrorText();
  return (error, barcode) => {
    if (error instanceof ApiError) {
      if (DESK_ERROR_CODES.has(error.code)) return t(`errors.${error.code}` as 'errors.UsuarioBloqueado');
      if (error.code === 'RegistroNaoEncontrado' && barcode) return t('errors.copyNotFound', { barcode });
    }
    return errorText(error);
  };
}

/**
 * What to do with a copy that came back or arrived: the hold it is trapped for (on this shelf, or sent on to the
 * pickup library), or home to its own library; null when it simply goes back on the shelf.
 */
export function routingText(
  t: TFunction<'desk'>,
  language: string,
  routing: { reserva: DeskTrappedHold | null; transito: { desc_destino: string } | null },
): string | null {
  const { reserva, transito } = routing;
  if (reserva?.pronta)
    return t('trap.shelf', { name: reserva.nome, date: formatDate(reserva.data_limite_retirada, language) });
  if (reserva) return t('trap.send', { name: reserva.nome, library: reserva.desc_biblioteca_retirada });
  if (transito) return t('trap.home', { library: transito.desc_destino });
  return null;
}

import type { BasketEmailResult, ExportFormat } from '@estante/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, apiDownload } from '../../../lib/api-client.ts';

const EXPORT_PATH = '/acervo/exportar-cesta';

/** POST /api/acervo/exportar-cesta without opcoesEmail: the file in one format. */
export function exportBasket(tipo: ExportFormat, acervos: number[]) {
  return apiDownload(EXPORT_PATH, { method: 'POST', body: { tipo, acervos } });
}

export interface SendBasketInput {
  tipo: ExportFormat;
  acervos: number[];
  destinatarios: string;
  mensagem?: string;
  /** The solved captcha, required from visitors (server/src/catalogue/basket-mail.ts). */
  captcha?: string;
}

/** POST /api/acervo/exportar-cesta with opcoesEmail: the references sent to every recipient. */
export function useSendBasket() {
  return useMutation({
    mutationFn: ({ tipo, acervos, destinatarios, mensagem, captcha }: SendBasketInput) =>
      api.post<BasketEmailResult>(EXPORT_PATH, {
        tipo,
        acervos,
        opcoesEmail: { destinatarios, mensagem: mensagem?.trim() || undefined, recaptcha_token: captcha },
      }),
  });
}

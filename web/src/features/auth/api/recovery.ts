import type { RecoveryStartResponse, RecoveryValidateResponse } from '@estante/contracts';
import { api } from '../../../lib/api-client.ts';

/** Password recovery on /api/pessoas/{id}/recuperar-senha, {id} being the user code (spec 001 §7.5). */
const path = (userCode: string) => `/pessoas/${encodeURIComponent(userCode)}/recuperar-senha`;

export const startRecovery = (userCode: string, captcha?: string) =>
  api.get<RecoveryStartResponse>(path(userCode), { query: { recaptcha_token: captcha } });

export const validateRecoveryCode = (userCode: string, code: string) =>
  api.post<RecoveryValidateResponse>(path(userCode), { code });

/** The password is trimmed before it is sent (spec 000 §5, 001 §5). */
export const changePassword = (userCode: string, code: string, password: string) =>
  api.put<unknown>(path(userCode), { code, password: password.trim() });

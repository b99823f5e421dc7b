import type { UserDataResponse } from '@estante/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/pessoas with a token that is not in the store yet (checked before the session starts). */
export function getUserData(accessToken: string): Promise<UserDataResponse> {
  return api.get<UserDataResponse>('/pessoas', {
    auth: 'none',
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}

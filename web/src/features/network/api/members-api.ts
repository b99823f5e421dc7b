import type { NetworkHarvestResult, NetworkMember, NetworkMemberInput } from '@estante/contracts';
import { api } from '../../../lib/api-client.ts';

// The network's members, for the site administrator (docs/network.md, "Members").
const MEMBERS = '/equipe/rede/membros';

export const MEMBERS_KEY = ['network', 'members'] as const;

export const listMembers = () => api.get<NetworkMember[]>(MEMBERS);
export const addMember = (input: NetworkMemberInput) => api.post<NetworkMember>(MEMBERS, input);
export const changeMember = (id: number, input: NetworkMemberInput) =>
  api.put<NetworkMember>(`${MEMBERS}/${id}`, input);
export const removeMember = (id: number) => api.delete<void>(`${MEMBERS}/${id}`);
/** Harvests now, as the schedule would: the answer comes when the harvest ends (or fails). */
export const harvestMember = (id: number) => api.post<NetworkHarvestResult>(`${MEMBERS}/${id}/colheita`);

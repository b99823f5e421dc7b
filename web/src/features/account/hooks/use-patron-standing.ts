import { useQuery } from '@tanstack/react-query';
import { debtsQuery, suspensionsQuery } from '../api/account-api.ts';
import { type PatronStanding, patronStanding, todayDate } from '../utils/patron-standing.ts';

/**
 * The signed-in patron's standing from the spec's own calls (suspensions, debts); undefined while loading or when
 * `enabled` is false (a visitor).
 */
export function usePatronStanding(enabled = true): PatronStanding | undefined {
  const suspensions = useQuery({ ...suspensionsQuery(), enabled });
  const debts = useQuery({ ...debtsQuery(), enabled });
  if (!enabled || !suspensions.data || !debts.data) return undefined;
  return patronStanding(suspensions.data, debts.data, todayDate());
}

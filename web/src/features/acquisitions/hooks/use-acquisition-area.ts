import { useInstitution } from '../../../lib/institution.ts';

/**
 * Whether the institution opens the acquisition area of the personal area (its `__web_aquisicao` parameter, spec
 * 000 §2): the purchase orders and the acquisition statistics, and the suggestion form's link to them.
 */
export function useAcquisitionArea(): boolean {
  const value = useInstitution().data?.parametros.__web_aquisicao;
  return value === true || value === 1 || value === '1' || value === 'S';
}

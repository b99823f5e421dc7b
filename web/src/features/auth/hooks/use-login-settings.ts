import { useTranslation } from 'react-i18next';
import { useInstitution } from '../../../lib/institution.ts';
import { type LoginVariant, loginVariantOf } from '../utils/login-variant.ts';

export interface LoginSettings {
  /** The institution's own name for the user code, else "Usuário" (spec 000 §2). */
  denomination: string;
  /** "Esqueci a senha" only with authentication mode 2 and crypt mode 4 (spec 000 §2). */
  recoveryOffered: boolean;
  usesOidc: boolean;
  variant: LoginVariant;
  loginMessage: string | null;
  /** "C" online catalogue or "M" personal area: the preselected "Direcionar para" choice. */
  defaultDestination: string | undefined;
}

/** What every form of the login (page, embedded, modal) reads from the institution. */
export function useLoginSettings(): LoginSettings {
  const { t } = useTranslation('auth');
  const institution = useInstitution().data;
  const parameters = institution?.parametros ?? {};
  return {
    denomination: institution?.denominacao_login?.trim() || t('login.defaultUserLabel'),
    recoveryOffered: Number(parameters.__md_aut) === 2 && Number(parameters.__md_crypt) === 4,
    usesOidc: institution?.usaOIDC === true,
    variant: loginVariantOf(institution),
    loginMessage: institution?.msg_login ?? null,
    defaultDestination: institution?.destino_padrao_login_catalogo,
  };
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../components/error-message.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { AuthorityScreen, useAuthorityMarc } from '../../features/browse/index.ts';
import { MarcTable } from '../../features/record/index.ts';
import { NotFound } from '../../features/shell/index.ts';

function authorityId(value: string | undefined): number | undefined {
  return value && /^\d{1,15}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;
}

/** The authority's MARC view: the same table as a title's MARC tab. */
function AuthorityMarc({ id }: { id: number }) {
  const { t } = useTranslation('browse');
  const marc = useAuthorityMarc(id);
  if (marc.isPending) {
    return (
      <p role="status">
        <Spinner size="small" /> {t('loading')}
      </p>
    );
  }
  if (marc.isError) return <ErrorMessage error={marc.error} onRetry={() => marc.refetch()} />;
  return <MarcTable record={marc.data} />;
}

/** /autoridade/{codAutoridade} (spec 000 §2). */
export function AuthorityRoute() {
  const id = authorityId(useParams().codAutoridade);
  return id === undefined ? <NotFound /> : <AuthorityScreen id={id} />;
}

/** /autoridade/{codAutoridade}/marc. */
export function AuthorityMarcRoute() {
  const id = authorityId(useParams().codAutoridade);
  return id === undefined ? <NotFound /> : <AuthorityScreen id={id} marcView={<AuthorityMarc id={id} />} />;
}

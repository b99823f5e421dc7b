import type { ClosedStackRule } from '@estante/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage, useErrorText } from '../../../components/error-message.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useClosedStacks, useCloseStack, useLibraries, useReopenStack } from '../api/storage-api.ts';

/** /equipe/armazem/locais: the locations and collections each library keeps closed (docs/closed-stacks.md). */
export function ClosedStacksScreen() {
  const { t } = useTranslation('storage');
  const rules = useClosedStacks();
  const libraries = useLibraries();
  const close = useCloseStack();
  const reopen = useReopenStack();
  const errorText = useErrorText();
  const ids = { library: useId(), kind: useId(), code: useId() };
  const [rule, setRule] = useState<ClosedStackRule>({ cod_biblioteca: '', tipo: 'localizacao', codigo: '' });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rule.cod_biblioteca || !rule.codigo.trim()) {
      setProblem(t('rules.required'));
      return;
    }
    setProblem(null);
    close.mutate(
      { ...rule, codigo: rule.codigo.trim() },
      {
        onSuccess: () => {
          toast.success(t('rules.closed', { code: rule.codigo.trim() }));
          setRule({ ...rule, codigo: '' });
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <section className="storage" aria-labelledby="rules-heading">
      <h2 id="rules-heading">{t('rules.title')}</h2>
      <p>{t('rules.lead')}</p>
      <form className="storage__form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.library}>{t('library')}</label>
          <select
            id={ids.library}
            value={rule.cod_biblioteca}
            onChange={(event) => setRule({ ...rule, cod_biblioteca: event.target.value })}
          >
            <option value="">{t('rules.chooseLibrary')}</option>
            {(libraries.data ?? []).map((library) => (
              <option key={library.codigo} value={library.codigo}>
                {library.descricao}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.kind}>{t('rules.kind')}</label>
          <select
            id={ids.kind}
            value={rule.tipo}
            onChange={(event) => setRule({ ...rule, tipo: event.target.value as ClosedStackRule['tipo'] })}
          >
            <option value="localizacao">{t('rules.location')}</option>
            <option value="colecao">{t('rules.collection')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.code}>{t('rules.code')}</label>
          <input
            id={ids.code}
            value={rule.codigo}
            maxLength={80}
            onChange={(event) => setRule({ ...rule, codigo: event.target.value })}
          />
        </div>
        <button type="submit" className="button button--primary" disabled={close.isPending}>
          {t('rules.close')}
        </button>
      </form>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      {rules.isError ? (
        <ErrorMessage error={rules.error} onRetry={() => rules.refetch()} />
      ) : rules.data && rules.data.length === 0 ? (
        <p>{t('rules.empty')}</p>
      ) : (
        <ul className="storage__rules">
          {(rules.data ?? []).map((item) => (
            <li key={`${item.cod_biblioteca}-${item.tipo}-${item.codigo}`}>
              <span>
                {t(item.tipo === 'localizacao' ? 'rules.locationItem' : 'rules.collectionItem', {
                  library: item.desc_biblioteca,
                  code: item.codigo,
                })}
              </span>{' '}
              <button
                type="button"
                className="button button--secondary"
                disabled={reopen.isPending}
                aria-label={t('rules.reopenNamed', { code: item.codigo, library: item.desc_biblioteca })}
                onClick={() =>
                  reopen.mutate(item, {
                    onSuccess: () => toast.success(t('rules.reopened', { code: item.codigo })),
                    onError: (error) => toast.warning(errorText(error)),
                  })
                }
              >
                {t('rules.reopen')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

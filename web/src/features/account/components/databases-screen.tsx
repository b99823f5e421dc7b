import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { electronicDatabasesQuery } from '../api/account-services-api.ts';
import '../profile.css';

/** Databases (spec 001 §7.3 /acervo/{self-service}/bases-dados): what the institution subscribes to, and how to get in. */
export function DatabasesScreen() {
  const { t } = useTranslation(['services', 'account']);
  const databases = useQuery(electronicDatabasesQuery());
  return (
    <section aria-labelledby="databases-heading" className="account-section">
      <h2 id="databases-heading">{t('databases.title')}</h2>
      <p>{t('databases.intro')}</p>
      {databases.isPending ? <p>{t('account:loading')}</p> : null}
      {databases.isError ? <ErrorMessage error={databases.error} onRetry={() => databases.refetch()} /> : null}
      {databases.data && databases.data.length === 0 ? <p>{t('databases.empty')}</p> : null}
      {databases.data && databases.data.length > 0 ? (
        <ul className="alert-list">
          {databases.data.map((database) => (
            <li key={database.id} className="alert-item">
              <h3 className="alert-item__title">{database.nome}</h3>
              {database.descricao ? <p>{database.descricao}</p> : null}
              {database.acesso ? (
                <p className="account-meta">{t('databases.access', { note: database.acesso })}</p>
              ) : null}
              <p>
                <a href={database.link} target="_blank" rel="noopener noreferrer">
                  {t('databases.open', { name: database.nome })}
                  <span className="visually-hidden"> {t('databases.newWindow')}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

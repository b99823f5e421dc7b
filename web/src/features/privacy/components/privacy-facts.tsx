import type { PrivacyOverviewResponse, RetentionDays, RetentionRule } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { usePrivacyRetention } from '../api/privacy-api.ts';

type Quantities = PrivacyOverviewResponse['quantidades'];

/** Each kind of data: what it holds, why, how long it is kept (a retention rule, or a fixed sentence), its counts. */
const FACTS: { key: string; retention: RetentionRule | null; counts: (keyof Quantities)[] }[] = [
  { key: 'registration', retention: null, counts: [] },
  { key: 'readingHistory', retention: 'historico_leitura', counts: ['emprestimos', 'reservas'] },
  { key: 'debts', retention: null, counts: ['debitos'] },
  { key: 'requests', retention: 'contatos_solicitacoes', counts: ['solicitacoes'] },
  {
    key: 'contributions',
    retention: null,
    counts: ['comentarios', 'sugestoes', 'perfil_interesse', 'cesta_permanente'],
  },
  { key: 'alerts', retention: 'alertas_lidos', counts: ['alertas'] },
  { key: 'credentials', retention: 'credenciais_expiradas', counts: [] },
  { key: 'deletionRequests', retention: 'pedidos_privacidade', counts: [] },
];

/**
 * What the library keeps, why and for how long (docs/privacy.md), as a table; in the personal area with how many
 * items of each kind it holds about the patron. The periods are the library's (GET /parametros/privacidade), the ones
 * the retention job enforces.
 */
export function PrivacyFacts({ quantities, periods }: { quantities?: Quantities; periods?: RetentionDays }) {
  const { t } = useTranslation('privacy');
  const retention = usePrivacyRetention(periods === undefined);
  const days = periods ?? retention.data?.retencao_dias;
  if (!days) {
    return retention.isError ? (
      <ErrorMessage error={retention.error} onRetry={() => void retention.refetch()} />
    ) : (
      <Spinner />
    );
  }
  // The kinds' keys are built from FACTS; each exists in privacy.json (locales.test.ts checks every language).
  const kindText = t as unknown as (key: string, options?: { count: number }) => string;
  return (
    <div className="privacy-facts">
      <table className="privacy-table">
        <caption className="visually-hidden">{t('facts.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('facts.what')}</th>
            <th scope="col">{t('facts.why')}</th>
            <th scope="col">{t('facts.howLong')}</th>
            {quantities ? <th scope="col">{t('facts.yours')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {FACTS.map((fact) => (
            <tr key={fact.key}>
              <th scope="row" data-label={t('facts.what')}>
                {kindText(`kind.${fact.key}.what`)}
              </th>
              <td data-label={t('facts.why')}>{kindText(`kind.${fact.key}.why`)}</td>
              <td data-label={t('facts.howLong')}>
                {fact.retention
                  ? kindText(`kind.${fact.key}.kept`, { count: days[fact.retention] })
                  : kindText(`kind.${fact.key}.kept`)}
              </td>
              {quantities ? (
                <td data-label={t('facts.yours')}>
                  {fact.counts.length > 0
                    ? t('facts.items', { count: fact.counts.reduce((sum, name) => sum + quantities[name], 0) })
                    : '—'}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

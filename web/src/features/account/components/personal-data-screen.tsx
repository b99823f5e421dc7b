import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { personalDataQuery } from '../api/profile-api.ts';
import { PersonalDataForm } from './personal-data-form.tsx';
import '../profile.css';

/** Personal data (spec 000 §3, 001 §7.5 GET/PUT /pessoas/{self-service}/dados-pessoais). */
export function PersonalDataScreen() {
  const { t } = useTranslation('profile');
  const data = useQuery(personalDataQuery());
  // Kept here: the form starts again (new key) from what the server saved.
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby="personal-data-heading" className="account-section">
      <h2 id="personal-data-heading">{t('personalData.title')}</h2>
      <p>{t('personalData.intro')}</p>
      {data.isPending ? <p>{t('loading')}</p> : null}
      {data.isError ? <ErrorMessage error={data.error} onRetry={() => data.refetch()} /> : null}
      {/* Keyed by the saved answer, so the form starts again from what the server kept. */}
      {data.data ? (
        <PersonalDataForm
          key={JSON.stringify(data.data)}
          saved={data.data}
          onEdit={() => setSaved(false)}
          onSaved={() => setSaved(true)}
        />
      ) : null}
      <div role="status" aria-live="polite">
        {saved ? <p className="notice notice--success">{t('personalData.saved')}</p> : null}
      </div>
    </section>
  );
}

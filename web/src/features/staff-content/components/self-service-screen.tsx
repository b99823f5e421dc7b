import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { allLibraries, type SiteConfiguration, useConfiguration, useSaveInstitution } from '../api/content-api.ts';
import { type FormFailure, formFailure, nestedMessages } from '../utils/field-problems.ts';
import { CheckField, FormStatus, SelectField, TextField } from './form-parts.tsx';

/** /equipe/conteudo/autoatendimento: the self-service (kiosk) app the header's button opens (spec 000 §3). */
export function SelfServiceScreen() {
  const { t } = useTranslation('content');
  const configuration = useConfiguration();
  return (
    <>
      <PageTitle title={t('selfService.title')} />
      <h2>{t('selfService.title')}</h2>
      <p className="content-muted">{t('selfService.lead')}</p>
      {configuration.isPending ? (
        <Spinner size="large" />
      ) : configuration.isError ? (
        <ErrorMessage error={configuration.error} onRetry={() => configuration.refetch()} />
      ) : (
        <SelfServiceForm configuration={configuration.data} />
      )}
    </>
  );
}

function SelfServiceForm({ configuration }: { configuration: SiteConfiguration }) {
  const { t } = useTranslation('content');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveInstitution();
  const settings = configuration.instituicao.autoatendimento;
  const [enabled, setEnabled] = useState(settings.enabled);
  const [url, setUrl] = useState(settings.url ?? '');
  const [library, setLibrary] = useState(settings.libraryCode ?? '');
  const [authType, setAuthType] = useState(settings.authType === null ? '' : String(settings.authType));
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const problems = nestedMessages(failure?.fields ?? {}, 'autoatendimento/');
  const changed = () => setSaved(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const auth = authType.trim() === '' ? null : Number(authType);
    if (auth !== null && !Number.isInteger(auth)) {
      return setFailure({
        summary: t('form.fixFields', { count: 1 }),
        fields: { 'autoatendimento/authType': t('problem.inteiro') },
      });
    }
    save.mutate(
      { autoatendimento: { enabled, url: url.trim() || null, libraryCode: library || null, authType: auth } },
      {
        onSuccess: () => {
          setFailure(null);
          setSaved(true);
        },
        onError: (error) => setFailure(formFailure(t, error)),
      },
    );
  };

  return (
    <form ref={form} className="content-form" onSubmit={submit} noValidate>
      <CheckField
        id={`${id}-enabled`}
        label={t('selfService.enabled')}
        hint={t('selfService.enabledHint')}
        checked={enabled}
        onChecked={(checked) => {
          setEnabled(checked);
          changed();
        }}
        problem={problems.enabled}
      />
      <TextField
        id={`${id}-url`}
        label={t('selfService.url')}
        hint={t('institution.linkHint')}
        value={url}
        onValue={(value) => {
          setUrl(value);
          changed();
        }}
        problem={problems.url}
        inputMode="url"
      />
      <SelectField
        id={`${id}-library`}
        label={t('selfService.library')}
        value={library}
        onValue={(value) => {
          setLibrary(value);
          changed();
        }}
        problem={problems.libraryCode}
        options={[
          { value: '', label: t('selfService.noLibrary') },
          ...allLibraries(configuration).map((item) => ({ value: item.cod_biblioteca, label: item.desc_biblioteca })),
        ]}
      />
      <TextField
        id={`${id}-auth`}
        label={t('selfService.authType')}
        hint={t('selfService.authTypeHint')}
        value={authType}
        onValue={(value) => {
          setAuthType(value);
          changed();
        }}
        problem={problems.authType}
        inputMode="numeric"
      />
      <FormStatus form={form} failure={failure?.summary} success={saved ? t('form.saved') : null} />
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('selfService.save')}
        </button>
      </div>
    </form>
  );
}

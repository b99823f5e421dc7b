import {
  PRIVACY_RETENTION_DAYS,
  PRIVACY_RETENTION_LIMITS,
  type RetentionDays,
  type RetentionRule,
} from '@estante/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatInteger } from '../../../lib/format.ts';
import {
  type InstitutionConfiguration,
  type InstitutionPatch,
  useConfiguration,
  useSaveInstitution,
} from '../api/content-api.ts';
import {
  type FieldProblem,
  type FormFailure,
  fieldMessages,
  formFailure,
  nestedMessages,
} from '../utils/field-problems.ts';
import { CheckField, FormStatus, SelectField, TextAreaField, TextField } from './form-parts.tsx';

/** The institution's texts shown to visitors and its sign-in settings, by their API names. */
const TEXT_FIELDS = ['nome', 'sigla', 'denominacao_login', 'tema', 'link_lgpd'] as const;
const LONG_FIELDS = ['msg_login', 'msg_suporte_consulta'] as const;
const LOGOUT_FIELDS = ['link_logout_OIDC', 'link_logout_saml'] as const;
type InstitutionField =
  | (typeof TEXT_FIELDS)[number]
  | (typeof LONG_FIELDS)[number]
  | (typeof LOGOUT_FIELDS)[number]
  | 'destino_padrao_login_catalogo';

/** The retention rules in the order the privacy page lists them. */
const RETENTION_RULES = Object.keys(PRIVACY_RETENTION_DAYS) as RetentionRule[];

const retentionText = (days: RetentionDays) =>
  Object.fromEntries(RETENTION_RULES.map((rule) => [rule, String(days[rule])])) as Record<RetentionRule, string>;

/** Periods typed as whole numbers, or the fields that are not (checked here: the server's schema wants numbers). */
function retentionOf(typed: Record<RetentionRule, string>): { days: Partial<RetentionDays>; problems: FieldProblem[] } {
  const days: Partial<RetentionDays> = {};
  const problems: FieldProblem[] = [];
  for (const rule of RETENTION_RULES) {
    const text = typed[rule].trim();
    const campo = `retencao/${rule}`;
    if (text === '') problems.push({ campo, problema: 'obrigatorio' });
    else if (!/^-?\d+$/.test(text)) problems.push({ campo, problema: 'inteiro' });
    else days[rule] = Number(text);
  }
  return { days, problems };
}

/** Parameters with a screen of their own (footer links on the activities page). */
const PARAMETERS_ELSEWHERE = new Set(['__link_bases_dados', '__link_catalogo_rede']);

type ParameterValue = string | number | boolean | null;

interface ParameterRow {
  name: string;
  /** Text as typed; numbers and true/false keep their type when saved. */
  value: string;
  type: 'string' | 'number' | 'boolean';
  removed: boolean;
  added: boolean;
}

function rowsOf(parameters: Record<string, ParameterValue>): ParameterRow[] {
  return Object.entries(parameters)
    .filter(([name]) => !PARAMETERS_ELSEWHERE.has(name))
    .map(([name, value]) => ({
      name,
      value: value === null ? '' : String(value),
      type: typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string',
      removed: false,
      added: false,
    }));
}

function parameterValue(row: ParameterRow): ParameterValue {
  if (row.removed) return null;
  if (row.type === 'boolean') return row.value === 'true';
  if (row.type === 'number' && row.value.trim() !== '' && Number.isFinite(Number(row.value))) return Number(row.value);
  return row.value;
}

/** /equipe/conteudo/instituicao: the institution's name, texts, sign-in settings and public parameters. */
export function InstitutionScreen() {
  const { t } = useTranslation('content');
  const configuration = useConfiguration();
  return (
    <>
      <PageTitle title={t('institution.title')} />
      <h2>{t('institution.title')}</h2>
      {configuration.isPending ? (
        <Spinner size="large" />
      ) : configuration.isError ? (
        <ErrorMessage error={configuration.error} onRetry={() => configuration.refetch()} />
      ) : (
        <InstitutionForm institution={configuration.data.instituicao} />
      )}
    </>
  );
}

function InstitutionForm({ institution }: { institution: InstitutionConfiguration }) {
  const { t } = useTranslation('content');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveInstitution();
  const [values, setValues] = useState<Record<InstitutionField, string>>(() => ({
    nome: institution.nome,
    sigla: institution.sigla,
    denominacao_login: institution.denominacao_login ?? '',
    tema: institution.tema,
    link_lgpd: institution.link_lgpd ?? '',
    msg_login: institution.msg_login ?? '',
    msg_suporte_consulta: institution.msg_suporte_consulta ?? '',
    link_logout_OIDC: institution.link_logout_OIDC ?? '',
    link_logout_saml: institution.link_logout_saml ?? '',
    destino_padrao_login_catalogo: institution.destino_padrao_login_catalogo,
  }));
  const [usesOidc, setUsesOidc] = useState(institution.usaOIDC);
  const [retention, setRetention] = useState(() => retentionText(institution.retencao));
  // The periods as last saved: a save sends only those typed differently.
  const [savedRetention, setSavedRetention] = useState(institution.retencao);
  const [parameters, setParameters] = useState(() => rowsOf(institution.parametros));
  const [newName, setNewName] = useState('');
  const [newNameProblem, setNewNameProblem] = useState<string>();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saved, setSaved] = useState(false);

  const set = (field: InstitutionField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setSaved(false);
  };
  const problems = failure?.fields ?? {};
  const parameterProblems = nestedMessages(problems, 'parametros/');
  const retentionProblems = nestedMessages(problems, 'retencao/');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typedRetention = retentionOf(retention);
    if (typedRetention.problems.length > 0) {
      setSaved(false);
      setFailure({
        summary: t('form.fixFields', { count: typedRetention.problems.length }),
        fields: fieldMessages(t, typedRetention.problems),
      });
      return;
    }
    const patch: InstitutionPatch = {
      ...Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value])),
      usaOIDC: usesOidc,
      parametros: Object.fromEntries(parameters.map((row) => [row.name, parameterValue(row)])),
      // Only the periods changed: one left alone follows the default, should a later version change it.
      retencao: Object.fromEntries(
        Object.entries(typedRetention.days).filter(([rule, days]) => days !== savedRetention[rule as RetentionRule]),
      ),
    } as InstitutionPatch;
    save.mutate(patch, {
      onSuccess: (answer) => {
        setFailure(null);
        setSaved(true);
        setParameters(rowsOf(answer.parametros));
        setRetention(retentionText(answer.retencao));
        setSavedRetention(answer.retencao);
      },
      onError: (error) => setFailure(formFailure(t, error)),
    });
  };

  const addParameter = () => {
    const name = newName.trim();
    if (!/^[A-Za-z0-9_]{1,60}$/.test(name)) return setNewNameProblem(t('institution.parameterNameProblem'));
    if (parameters.some((row) => row.name === name)) return setNewNameProblem(t('institution.parameterExists'));
    setNewNameProblem(undefined);
    setParameters((current) => [...current, { name, value: '', type: 'string', removed: false, added: true }]);
    setNewName('');
  };

  const field = (name: InstitutionField) => ({
    id: `${id}-${name}`,
    label: t(`institution.field.${name}`),
    value: values[name],
    onValue: set(name),
    problem: problems[name],
  });

  return (
    <form ref={form} className="content-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('institution.identity')}</legend>
        <TextField {...field('nome')} maxLength={300} required autoComplete="organization" />
        <TextField {...field('sigla')} maxLength={40} required />
        <TextField {...field('tema')} maxLength={40} required hint={t('institution.themeHint')} />
        <TextField {...field('link_lgpd')} inputMode="url" hint={t('institution.linkHint')} />
        <TextAreaField {...field('msg_suporte_consulta')} hint={t('institution.supportHint')} />
      </fieldset>
      <fieldset>
        <legend>{t('institution.signIn')}</legend>
        <TextField {...field('denominacao_login')} hint={t('institution.loginNameHint')} />
        <TextAreaField {...field('msg_login')} />
        <SelectField
          {...field('destino_padrao_login_catalogo')}
          options={[
            { value: 'M', label: t('institution.target.M') },
            { value: 'C', label: t('institution.target.C') },
          ]}
        />
        <CheckField
          id={`${id}-usaOIDC`}
          label={t('institution.field.usaOIDC')}
          checked={usesOidc}
          onChecked={(checked) => {
            setUsesOidc(checked);
            setSaved(false);
          }}
        />
        {LOGOUT_FIELDS.map((name) => (
          <TextField key={name} {...field(name)} inputMode="url" hint={t('institution.linkHint')} />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('institution.parameters')}</legend>
        <p className="content-muted">{t('institution.parametersHelp')}</p>
        {parameters.map((row, index) => {
          const update = (patch: Partial<ParameterRow>) => {
            setParameters((current) => current.map((item, at) => (at === index ? { ...item, ...patch } : item)));
            setSaved(false);
          };
          const rowId = `${id}-parameter-${row.name}`;
          return (
            <div key={row.name} className={`content-parameter${row.removed ? ' content-parameter--removed' : ''}`}>
              {row.type === 'boolean' ? (
                <CheckField
                  id={rowId}
                  label={row.name}
                  checked={row.value === 'true'}
                  onChecked={(checked) => update({ value: String(checked) })}
                  problem={parameterProblems[row.name]}
                />
              ) : (
                <TextField
                  id={rowId}
                  label={row.name}
                  value={row.value}
                  onValue={(value) => update({ value })}
                  problem={parameterProblems[row.name]}
                  inputMode={row.type === 'number' ? 'decimal' : undefined}
                  disabled={row.removed}
                />
              )}
              <button
                type="button"
                className="button button--secondary content-button--small"
                onClick={() => update({ removed: !row.removed })}
                aria-pressed={row.removed}
              >
                {row.removed ? t('institution.keepParameter') : t('institution.removeParameter')}
                <span className="visually-hidden"> {row.name}</span>
              </button>
            </div>
          );
        })}
        <div className="content-row content-row--end">
          <TextField
            id={`${id}-new-parameter`}
            label={t('institution.newParameter')}
            value={newName}
            onValue={setNewName}
            problem={newNameProblem}
            hint={t('institution.newParameterHint')}
          />
          <button type="button" className="button button--secondary" onClick={addParameter}>
            {t('institution.addParameter')}
          </button>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('institution.retention')}</legend>
        <p className="content-muted">{t('institution.retentionHelp')}</p>
        {RETENTION_RULES.map((rule) => (
          <TextField
            key={rule}
            id={`${id}-retention-${rule}`}
            label={t(`institution.retentionRule.${rule}`)}
            value={retention[rule]}
            onValue={(value) => {
              setRetention((current) => ({ ...current, [rule]: value }));
              setSaved(false);
            }}
            problem={retentionProblems[rule]}
            inputMode="numeric"
            hint={t('institution.retentionHint', {
              min: formatInteger(PRIVACY_RETENTION_LIMITS[rule].min),
              max: formatInteger(PRIVACY_RETENTION_LIMITS[rule].max),
              standard: formatInteger(PRIVACY_RETENTION_DAYS[rule]),
            })}
          />
        ))}
      </fieldset>
      <FormStatus form={form} failure={failure?.summary} success={saved ? t('form.saved') : null} />
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('institution.save')}
        </button>
      </div>
    </form>
  );
}

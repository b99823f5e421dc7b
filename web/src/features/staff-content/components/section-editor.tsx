import { type LanguageTag, SUPPORTED_LANGUAGES } from '@estante/contracts';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { currentLanguage, isLanguageTag, LANGUAGE_NATIVE_NAMES } from '../../../lib/i18n.ts';
import {
  allLibraries,
  type SiteConfiguration,
  useConfiguration,
  useRemoveSection,
  useSaveSection,
} from '../api/content-api.ts';
import { contentPath } from '../utils/content-paths.ts';
import { type FormFailure, formFailure } from '../utils/field-problems.ts';
import {
  draftOf,
  isChanged,
  noticeActivity,
  type SectionDraft,
  type SectionKind,
  savedLanguages,
  sectionKind,
  toContent,
} from '../utils/section-kinds.ts';
import { FormStatus } from './form-parts.tsx';
import { SectionForm } from './section-forms.tsx';
import { SectionPreview } from './section-preview.tsx';
import { useSectionName } from './sections-screen.tsx';

/** /equipe/conteudo/secoes/:chave?idioma=xx: one section in the five languages, its form and its preview. */
export function SectionEditorScreen() {
  const { t } = useTranslation('content');
  const key = useParams().chave ?? '';
  const configuration = useConfiguration();
  const kind = sectionKind(key);
  if (!kind) {
    return (
      <div className="notice notice--error" role="alert">
        {t('sections.unknown')} <Link to={contentPath('sections')}>{t('sections.backToList')}</Link>
      </div>
    );
  }
  if (configuration.isPending) return <Spinner size="large" />;
  if (configuration.isError)
    return <ErrorMessage error={configuration.error} onRetry={() => configuration.refetch()} />;
  // A fresh editor per section: drafts of one section never leak into another.
  return <SectionEditor key={key} sectionKey={key} kind={kind} configuration={configuration.data} />;
}

function storedContent(configuration: SiteConfiguration, key: string, language: LanguageTag): unknown {
  return configuration.secoes.find((section) => section.section_key === key && section.language === language)?.content;
}

function SectionEditor({
  sectionKey,
  kind,
  configuration,
}: {
  sectionKey: string;
  kind: SectionKind;
  configuration: SiteConfiguration;
}) {
  const { t } = useTranslation('content');
  const name = useSectionName(sectionKey, configuration);
  const [params, setParams] = useSearchParams();
  const requested = params.get('idioma');
  const language: LanguageTag = isLanguageTag(requested) ? requested : 'pt';
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveSection();
  const remove = useRemoveSection();
  // Every language's draft is kept while the editor is open: switching language never loses what was typed.
  const [drafts, setDrafts] = useState<Partial<Record<LanguageTag, SectionDraft>>>({});
  const [failures, setFailures] = useState<Partial<Record<LanguageTag, FormFailure>>>({});
  const [saved, setSaved] = useState<LanguageTag | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const stored = savedLanguages(configuration.secoes, sectionKey);
  const libraries = useMemo(() => allLibraries(configuration), [configuration]);
  const libraryNames = Object.fromEntries(
    libraries.map((library) => [library.cod_biblioteca, library.desc_biblioteca]),
  );
  const draftFor = (lang: LanguageTag) => drafts[lang] ?? draftOf(kind, storedContent(configuration, sectionKey, lang));
  const draft = draftFor(language);
  const failure = failures[language];
  const languageName = LANGUAGE_NATIVE_NAMES[language];
  const missing = SUPPORTED_LANGUAGES.filter((lang) => !stored.has(lang));

  const change = (next: SectionDraft) => {
    setDrafts((current) => ({ ...current, [language]: next }));
    setSaved(null);
  };

  const chooseLanguage = (lang: LanguageTag) => {
    setSaved(null);
    setParams({ idioma: lang }, { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lang = language;
    save.mutate(
      { key: sectionKey, language: lang, content: toContent(draftFor(lang)) },
      {
        onSuccess: () => {
          setFailures((current) => ({ ...current, [lang]: undefined }));
          // The saved text is now the stored one: the draft is dropped so the form shows what was stored.
          setDrafts((current) => ({ ...current, [lang]: undefined }));
          setSaved(lang);
        },
        onError: (error) => setFailures((current) => ({ ...current, [lang]: formFailure(t, error) })),
      },
    );
  };

  const copyFromPortuguese = () => change(draftOf(kind, storedContent(configuration, sectionKey, 'pt')));

  const removeLanguage = () => {
    setConfirmRemove(false);
    const lang = language;
    remove.mutate(
      { key: sectionKey, language: lang },
      {
        onSuccess: () => {
          setDrafts((current) => ({ ...current, [lang]: undefined }));
          setSaved(null);
        },
        onError: (error) => setFailures((current) => ({ ...current, [lang]: formFailure(t, error) })),
      },
    );
  };

  const activity = noticeActivity(sectionKey);
  const backTo = activity === undefined ? contentPath('sections') : contentPath('activities');

  return (
    <div className="content-editor">
      <PageTitle title={`${name} · ${languageName}`} />
      <p>
        <Link to={backTo}>{activity === undefined ? t('sections.backToList') : t('activities.backToList')}</Link>
      </p>
      <h2>{name}</h2>
      <p className="content-muted">{t(`kind.${kind}`)}</p>

      <fieldset className="content-languages">
        <legend className="content-languages__label">{t('sections.language')}</legend>
        {SUPPORTED_LANGUAGES.map((lang) => {
          const state = isChanged(draftFor(lang), storedContent(configuration, sectionKey, lang))
            ? 'unsaved'
            : stored.has(lang)
              ? 'saved'
              : 'missing';
          return (
            <button
              key={lang}
              type="button"
              lang={lang}
              className={`content-languages__option content-languages__option--${state}`}
              aria-pressed={lang === language}
              onClick={() => chooseLanguage(lang)}
            >
              {LANGUAGE_NATIVE_NAMES[lang]}
              <span className="content-languages__state" lang={currentLanguage()}>
                {' '}
                ({t(`sections.state.${state}`)})
              </span>
            </button>
          );
        })}
      </fieldset>
      {missing.length > 0 ? (
        <p className="content-muted">
          {t('sections.missingLanguages', { languages: missing.map((lang) => LANGUAGE_NATIVE_NAMES[lang]).join(', ') })}
        </p>
      ) : null}

      <div className="content-editor__panes">
        <form ref={form} className="content-form" onSubmit={submit} noValidate aria-labelledby="content-edit-heading">
          <h3 id="content-edit-heading">{t('sections.editIn', { language: languageName })}</h3>
          {!stored.has(language) && language !== 'pt' && stored.has('pt') ? (
            <p>
              <button type="button" className="button button--secondary" onClick={copyFromPortuguese}>
                {t('sections.copyFromPortuguese')}
              </button>
            </p>
          ) : null}
          <SectionForm
            draft={draft}
            onChange={change}
            problems={failure?.fields ?? {}}
            id={`section-${language}`}
            language={language}
            libraries={libraries}
          />
          <FormStatus
            form={form}
            failure={failure?.summary}
            success={saved === language ? t('sections.saved', { language: languageName }) : null}
          />
          <div className="content-actions">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {t('sections.saveIn', { language: languageName })}
            </button>
            {stored.has(language) ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={remove.isPending}
                onClick={() => setConfirmRemove(true)}
              >
                {t('sections.removeIn', { language: languageName })}
              </button>
            ) : null}
          </div>
        </form>

        <section className="content-preview" aria-labelledby="content-preview-heading">
          <h3 id="content-preview-heading">{t('preview.heading', { language: languageName })}</h3>
          <p className="content-muted">{t('preview.help')}</p>
          <div className="content-preview__frame">
            <SectionPreview draft={draft} language={language} libraryNames={libraryNames} />
          </div>
        </section>
      </div>

      <ConfirmDialog
        open={confirmRemove}
        title={t('sections.removeTitle')}
        content={<p>{t('sections.removeText', { section: name, language: languageName })}</p>}
        confirmLabel={t('sections.removeIn', { language: languageName })}
        onConfirm={removeLanguage}
        onCancel={() => setConfirmRemove(false)}
      />
    </div>
  );
}

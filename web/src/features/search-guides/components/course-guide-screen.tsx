import { COURSE_GUIDE } from '@estante/contracts';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ResultItem } from '../../search/index.ts';
import {
  RESERVES_PAGE_SIZE,
  type ReserveChoice,
  type TeachingKind,
  useCourseBibliography,
  useTeachingLookup,
  useTeachingOption,
} from '../api/search-guides.ts';
import { GuideNav } from './guide-nav.tsx';
import '../search-guides.css';

const KINDS: readonly TeachingKind[] = ['disciplina', 'curso', 'professor'];

const href = (params: Record<string, string | number | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return `/${COURSE_GUIDE}${text ? `?${text}` : ''}`;
};

/** The look-up's matches for the typed name, each a link to its bibliography. */
function LookupMatches({ kind, name }: { kind: TeachingKind; name: string }) {
  const { t } = useTranslation('guides');
  const id = useId();
  const matches = useTeachingLookup({ kind, searchText: name });
  if (matches.isPending)
    return (
      <p role="status">
        <Spinner size="small" /> {t('loading')}
      </p>
    );
  if (matches.isError) return <ErrorMessage error={matches.error} onRetry={() => matches.refetch()} />;
  return (
    <section className="guide-matches" aria-labelledby={id}>
      <h2 id={id} className="guide-section__heading">
        {t(`guide.bibliografia.matches.${kind}`, { count: matches.data.total })}
      </h2>
      {matches.data.total === 0 ? (
        <p>{t('guide.bibliografia.noMatch', { name })}</p>
      ) : (
        <>
          <ul className="guide-matches__list">
            {matches.data.data.map((option) => (
              <li key={option.codigo}>
                <Link to={href({ [kind]: option.codigo })}>{option.nome}</Link>
              </li>
            ))}
          </ul>
          {matches.data.total > matches.data.data.length ? (
            <p>{t('guide.bibliografia.more', { shown: matches.data.data.length, total: matches.data.total })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** A course's disciplines, to narrow its bibliography to one of them. */
function CourseDisciplines({ course, chosen }: { course: string; chosen?: string }) {
  const { t } = useTranslation('guides');
  const disciplines = useTeachingLookup({ kind: 'disciplina', within: course });
  if (!disciplines.data || disciplines.data.total === 0) return null;
  return (
    <nav className="guide-narrow" aria-label={t('guide.bibliografia.narrow')}>
      <Link to={href({ curso: course })} aria-current={chosen ? undefined : 'page'}>
        {t('guide.bibliografia.allDisciplines')}
      </Link>
      {disciplines.data.data.map((option) => (
        <Link
          key={option.codigo}
          to={href({ curso: course, disciplina: option.codigo })}
          aria-current={option.codigo === chosen ? 'page' : undefined}
        >
          {option.nome}
        </Link>
      ))}
    </nav>
  );
}

/** The chosen bibliography's titles with where they are and whether they are on the shelf. */
function Bibliography({ choice, heading }: { choice: ReserveChoice; heading: string }) {
  const { t } = useTranslation('guides');
  const id = useId();
  const titles = useCourseBibliography(choice, true);
  const total = titles.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / RESERVES_PAGE_SIZE));
  const current = href({ ...choice, pagina: choice.pagina > 1 ? choice.pagina : undefined });
  return (
    <section className="guide-titles" aria-labelledby={id} aria-busy={titles.isFetching}>
      <div role="status">
        <h2 id={id} className="guide-section__heading">
          {titles.isPending ? <Spinner size="small" /> : null}
          {titles.isPending ? heading : t('guide.bibliografia.titles', { count: total, name: heading })}
        </h2>
      </div>
      {titles.isError ? <ErrorMessage error={titles.error} onRetry={() => titles.refetch()} /> : null}
      {titles.data && total === 0 ? <p>{t('guide.bibliografia.empty')}</p> : null}
      {titles.data && total > 0 ? (
        <ol className="results__list" start={(choice.pagina - 1) * RESERVES_PAGE_SIZE + 1}>
          {titles.data.data.map((item) => (
            <ResultItem key={item.cod_acervo} item={item} searchHref={current} />
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav className="guide-pages" aria-label={t('guide.bibliografia.pages')}>
          {choice.pagina > 1 ? (
            <Link to={href({ ...choice, pagina: choice.pagina - 1 })}>{t('guide.bibliografia.previous')}</Link>
          ) : null}
          <span>{t('guide.bibliografia.page', { page: choice.pagina, pages })}</span>
          {choice.pagina < pages ? (
            <Link to={href({ ...choice, pagina: choice.pagina + 1 })}>{t('guide.bibliografia.next')}</Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/**
 * /bibliografia (docs/search-guides.md): find a discipline, course or professor through the look-ups by name, then
 * the titles of its bibliography with their availability per library. All state is in the URL.
 */
export function CourseGuideScreen() {
  const { t } = useTranslation('guides');
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const name = params.get('nome')?.trim() ?? '';
  const choice: ReserveChoice = {
    disciplina: params.get('disciplina') || undefined,
    curso: params.get('curso') || undefined,
    professor: params.get('professor') || undefined,
    pagina: Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1),
  };
  // The form keeps the kind looked for, or the kind of what was chosen.
  const kind =
    KINDS.find((candidate) => candidate === params.get('por')) ??
    (choice.professor ? 'professor' : choice.curso && !choice.disciplina ? 'curso' : 'disciplina');
  const chosen = Boolean(choice.disciplina || choice.curso || choice.professor);
  const discipline = useTeachingOption('disciplina', choice.disciplina);
  const course = useTeachingOption('curso', choice.curso);
  const professor = useTeachingOption('professor', choice.professor);
  const names = [discipline.data?.nome, course.data?.nome, professor.data?.nome].filter(Boolean).join(' · ');
  const title = t('guide.bibliografia.title');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    navigate(href({ por: String(form.get('por')), nome: String(form.get('nome') ?? '').trim() }));
  };

  return (
    <div className="container page guide-page">
      <PageTitle title={chosen && names ? `${names} · ${title}` : title} />
      <GuideNav current={COURSE_GUIDE} />
      <h1 className="page__title">{title}</h1>
      <p className="guide-page__lead">{t('guide.bibliografia.lead')}</p>
      <form className="guide-form" onSubmit={onSubmit} key={`${kind}|${name}`}>
        <fieldset className="guide-form__kinds">
          <legend>{t('guide.bibliografia.by')}</legend>
          {KINDS.map((option) => (
            <label key={option} className="guide-form__radio">
              <input type="radio" name="por" value={option} defaultChecked={option === kind} />
              {t(`guide.bibliografia.kind.${option}`)}
            </label>
          ))}
        </fieldset>
        <div className="guide-form__fields">
          <div className="guide-form__field guide-form__field--wide">
            <label htmlFor={`${id}-nome`}>{t('guide.bibliografia.name')}</label>
            <input id={`${id}-nome`} name="nome" type="search" maxLength={200} defaultValue={name} />
          </div>
        </div>
        <button type="submit" className="button button--primary">
          {t('guide.bibliografia.find')}
        </button>
      </form>
      {!chosen && params.has('por') ? <LookupMatches kind={kind} name={name} /> : null}
      {choice.curso ? <CourseDisciplines course={choice.curso} chosen={choice.disciplina} /> : null}
      {chosen ? <Bibliography choice={choice} heading={names || t('guide.bibliografia.chosen')} /> : null}
    </div>
  );
}

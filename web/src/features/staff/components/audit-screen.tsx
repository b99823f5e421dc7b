import {
  AUDIT_PAGE_SIZE,
  STAFF_FUNCTION_NAMES,
  STAFF_FUNCTIONS,
  type StaffAuditEntry,
  type StaffAuditQuery,
  type StaffFunctionName,
} from '@estante/contracts';
import { type FormEvent, Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { DataTable } from '../../../components/list/data-list.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatDateTime, formatInteger } from '../../../lib/format.ts';
import { useAuditTrail } from '../api/get-audit-trail.ts';
import { AuditDetails } from './audit-diff.tsx';
import '../../../components/list/data-list.css';

/** The filter fields, as they are named in the URL (bookmarkable) and in the API. */
const FILTERS = ['login', 'funcao', 'de', 'ate', 'rota'] as const;
type FilterName = (typeof FILTERS)[number];

function queryFromUrl(params: URLSearchParams): StaffAuditQuery {
  const text = (name: FilterName) => params.get(name)?.trim() || undefined;
  const day = (name: FilterName) => {
    const value = text(name);
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  const fn = Number(params.get('funcao'));
  const page = Number(params.get('pagina'));
  return {
    login: text('login'),
    funcao: (Object.values(STAFF_FUNCTIONS) as number[]).includes(fn) ? fn : undefined,
    de: day('de'),
    ate: day('ate'),
    rota: text('rota'),
    pagina: Number.isInteger(page) && page > 1 ? page : undefined,
    itens: AUDIT_PAGE_SIZE,
  };
}

/** A route pattern that may break after each slash (and nowhere else) in a narrow column. */
function RoutePattern({ route }: { route: string }) {
  const parts = route.split('/');
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one fixed string, never reordered
        <Fragment key={index}>
          {index > 0 ? (
            <>
              /<wbr />
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

const functionName = (code: number): StaffFunctionName | undefined =>
  STAFF_FUNCTION_NAMES.find((name) => STAFF_FUNCTIONS[name] === code);

function AuditFilters({ query, onApply }: { query: StaffAuditQuery; onApply: (values: FormData | null) => void }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(new FormData(event.currentTarget));
  };
  // Keyed by the applied query: clearing or following a link refills the fields from the URL.
  return (
    <form className="staff-filters" onSubmit={submit} aria-label={t('audit.filters')} key={JSON.stringify(query)}>
      <div className="staff-field">
        <label htmlFor={`${id}-login`}>{t('audit.filter.login')}</label>
        <input id={`${id}-login`} name="login" defaultValue={query.login ?? ''} autoComplete="off" />
      </div>
      <div className="staff-field">
        <label htmlFor={`${id}-fn`}>{t('audit.filter.function')}</label>
        <select id={`${id}-fn`} name="funcao" defaultValue={query.funcao ? String(query.funcao) : ''}>
          <option value="">{t('audit.filter.anyFunction')}</option>
          {STAFF_FUNCTION_NAMES.map((name) => (
            <option key={name} value={STAFF_FUNCTIONS[name]}>
              {t(`functions.${name}.name`)}
            </option>
          ))}
        </select>
      </div>
      <div className="staff-field">
        <label htmlFor={`${id}-from`}>{t('audit.filter.from')}</label>
        <input id={`${id}-from`} name="de" type="date" defaultValue={query.de ?? ''} />
      </div>
      <div className="staff-field">
        <label htmlFor={`${id}-to`}>{t('audit.filter.to')}</label>
        <input id={`${id}-to`} name="ate" type="date" defaultValue={query.ate ?? ''} />
      </div>
      <div className="staff-field">
        <label htmlFor={`${id}-route`}>{t('audit.filter.route')}</label>
        <input
          id={`${id}-route`}
          name="rota"
          defaultValue={query.rota ?? ''}
          placeholder="/circulacao"
          autoComplete="off"
          aria-describedby={`${id}-route-hint`}
        />
        <span id={`${id}-route-hint`} className="staff-audit__muted">
          {t('audit.filter.routeHint')}
        </span>
      </div>
      <div className="staff-filters__actions">
        <button type="submit" className="button button--primary">
          {t('audit.filter.apply')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onApply(null)}>
          {t('audit.filter.clear')}
        </button>
      </div>
    </form>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('staff');
  if (pages <= 1) return null;
  return (
    <nav className="staff-pager" aria-label={t('audit.pages')}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('audit.previous')}
      </button>
      <span aria-current="page">{t('audit.pageOf', { page: formatInteger(page), pages: formatInteger(pages) })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('audit.next')}
      </button>
    </nav>
  );
}

/** /equipe/auditoria: every staff action, filtered and paged, each with what it changed (site administration). */
export function AuditScreen() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const query = queryFromUrl(params);
  const trail = useAuditTrail(query);
  const page = query.pagina ?? 1;

  const apply = (values: FormData | null) => {
    const next = new URLSearchParams();
    if (values) {
      for (const name of FILTERS) {
        const value = String(values.get(name) ?? '').trim();
        if (value) next.set(name, value);
      }
    }
    setParams(next);
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('pagina', String(target));
    else next.delete('pagina');
    setParams(next);
  };

  const columns = [
    { header: t('audit.column.when'), cell: (row: StaffAuditEntry) => formatDateTime(row.data) },
    {
      header: t('audit.column.who'),
      cell: (row: StaffAuditEntry) => (
        <>
          {row.pessoa.nome ?? t('audit.deletedPerson')}
          {row.pessoa.login ? <span className="staff-audit__muted"> ({row.pessoa.login})</span> : null}
        </>
      ),
    },
    {
      header: t('audit.column.function'),
      cell: (row: StaffAuditEntry) => {
        const name = functionName(row.funcao);
        return name ? t(`functions.${name}.name`) : String(row.funcao);
      },
    },
    {
      header: t('audit.column.action'),
      cell: (row: StaffAuditEntry) => (
        <code className="staff-audit__route">
          {row.metodo} <RoutePattern route={row.rota} />
        </code>
      ),
    },
    {
      header: t('audit.column.result'),
      cell: (row: StaffAuditEntry) => (
        <span className={row.status_http < 400 ? 'staff-status staff-status--ok' : 'staff-status staff-status--failed'}>
          {row.status_http < 400 ? t('audit.succeeded') : t('audit.failed')} ({row.status_http})
        </span>
      ),
    },
    {
      header: t('audit.column.details'),
      cell: (row: StaffAuditEntry) => (
        <details className="staff-audit__disclosure">
          <summary>
            {t('audit.show')}
            <span className="visually-hidden"> {t('audit.ofAction', { id: row.id })}</span>
          </summary>
          <AuditDetails entry={row} />
        </details>
      ),
    },
  ];

  const pages = trail.data ? Math.max(1, Math.ceil(trail.data.total / AUDIT_PAGE_SIZE)) : 1;
  return (
    <div className="staff-audit">
      <PageTitle title={t('audit.title')} />
      <h1>{t('audit.title')}</h1>
      <p className="staff-audit__muted">{t('audit.lead')}</p>
      <AuditFilters query={query} onApply={apply} />
      <div aria-busy={trail.isFetching}>
        {trail.isPending ? (
          <p>{t('loading')}</p>
        ) : trail.isError ? (
          <ErrorMessage error={trail.error} onRetry={() => void trail.refetch()} />
        ) : (
          <>
            <p className="staff-audit__total" role="status">
              {t('audit.total', { count: trail.data.total })}
            </p>
            {trail.data.itens.length === 0 ? (
              <p>{t('audit.empty')}</p>
            ) : (
              <DataTable rows={trail.data.itens} columns={columns} rowKey={(row) => row.id} />
            )}
            <Pager page={page} pages={pages} onPage={goTo} />
          </>
        )}
      </div>
    </div>
  );
}

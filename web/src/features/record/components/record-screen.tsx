import type { RecordDetail, RecordTabSlug } from '@estante/contracts';
import { RECORD_TABS } from '@estante/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useOutletContext } from 'react-router';
import { AfterFirstRender } from '../../../components/after-first-render.tsx';
import { ErrorMessage } from '../../../components/error-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRecord } from '../api/get-record.ts';
import { RECORD_SECTION_LABEL_KEYS, type RecordSection } from '../config/record-tabs.ts';
import { RecordComments } from './record-comments.tsx';
import { RecordHeader } from './record-header.tsx';
import { RecordNotFound } from './record-not-found.tsx';
import { RecordSectionsNav } from './record-sections-nav.tsx';
import '../record.css';

/** What the record page hands to the section shown in its outlet. */
export interface RecordOutletContext {
  record: RecordDetail;
}

export function useRecordOutlet(): RecordOutletContext {
  return useOutletContext<RecordOutletContext>();
}

/** Record ids are positive integers; anything else cannot be a title. */
export function parseRecordId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number.parseInt(value, 10);
  return id >= 1 ? id : undefined;
}

export function sectionFromPath(pathname: string): RecordSection {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return Object.hasOwn(RECORD_TABS, last) ? (last as RecordTabSlug) : 'description';
}

interface BackState {
  fromSearch?: unknown;
}

/** The title page (/acervo/:codAcervo and its sections): header, section links and the current section. */
export function RecordScreen({ recordIdParam }: { recordIdParam: string | undefined }) {
  const recordId = parseRecordId(recordIdParam);
  if (recordId === undefined) return <RecordNotFound recordId={recordIdParam ?? ''} />;
  return <LoadedRecordScreen recordId={recordId} />;
}

function LoadedRecordScreen({ recordId }: { recordId: number }) {
  const { t } = useTranslation('record');
  const location = useLocation();
  const record = useRecord(recordId);
  const active = sectionFromPath(location.pathname);
  const fromSearch = (location.state as BackState | null)?.fromSearch;
  const backHref = typeof fromSearch === 'string' && fromSearch.startsWith('/') ? fromSearch : undefined;

  if (record.isError && record.error instanceof ApiError && record.error.isNotFound) {
    return <RecordNotFound recordId={String(recordId)} />;
  }

  return (
    <div className="container page record-page">
      <p className="record-page__back">
        <Link to={backHref ?? paths.home.getHref()} state={null}>
          <span aria-hidden="true">← </span>
          {backHref ? t('back.toResults') : t('back.toSearch')}
        </Link>
      </p>
      {record.isPending ? (
        <>
          <PageTitle title={t('loading')} />
          <p className="loading-inline" role="status">
            <Spinner size="small" /> {t('loading')}
          </p>
        </>
      ) : record.isError ? (
        <>
          <PageTitle title={t('loadError')} />
          <h1 className="page__title">{t('loadError')}</h1>
          <ErrorMessage error={record.error} onRetry={() => record.refetch()} />
        </>
      ) : (
        <article className="record" aria-labelledby="record-title">
          <PageTitle
            title={
              active === 'description'
                ? record.data.titulo
                : `${t(RECORD_SECTION_LABEL_KEYS[active])} – ${record.data.titulo}`
            }
          />
          <RecordHeader record={record.data} />
          {/* Under the title's header: each in a task of its own after the first render (docs/performance.md). */}
          <AfterFirstRender>
            <RecordSectionsNav record={record.data} active={active} />
          </AfterFirstRender>
          <AfterFirstRender>
            <div className="record__section">
              <Outlet context={{ record: record.data } satisfies RecordOutletContext} />
            </div>
          </AfterFirstRender>
          {active === 'description' ? (
            <AfterFirstRender>
              <RecordComments recordId={recordId} />
            </AfterFirstRender>
          ) : null}
        </article>
      )}
    </div>
  );
}

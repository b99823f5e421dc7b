import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../components/error-message.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  COMMENT_STATUSES,
  type StaffComment,
  useCommentQueue,
  useGeneralComments,
  useReviewComment,
} from '../api/queues-api.ts';
import { QUEUE_PATHS } from '../utils/queue-paths.ts';
import { QueueHeader, QueuePager, QueueResults, QueueTable } from './queue-controls.tsx';
import { QueueConfirmDialog } from './queue-dialog.tsx';
import { QueueFilterBar, useQueueFilter } from './queue-filters.tsx';
import { QueueTabs } from './queue-tabs.tsx';

function CommentTabs() {
  const { t } = useTranslation('queues');
  return (
    <QueueTabs
      label={t('comments.tabs')}
      tabs={[
        { to: QUEUE_PATHS.comments, label: t('comments.titleTab'), end: true },
        { to: QUEUE_PATHS.generalComments, label: t('comments.generalTab') },
      ]}
    />
  );
}

/**
 * /equipe/filas/comentarios: title comments wait here for approval (the title page shows them once approved); the
 * pending ones first by default. Rejecting asks first: a rejected comment is never shown.
 */
export function CommentsScreen() {
  const { t, i18n } = useTranslation('queues');
  const filters = useQueueFilter({ situacao: 'PENDENTE' });
  const queue = useCommentQueue(filters.filter);
  const review = useReviewComment();
  const errorText = useErrorText();
  const [rejecting, setRejecting] = useState<StaffComment | null>(null);

  const decide = (comment: StaffComment, approve: boolean) =>
    review.mutate(
      { id: comment.cod_comentario, approve },
      {
        onSuccess: () =>
          toast.success(t(approve ? 'comments.approved' : 'comments.rejected', { title: comment.titulo })),
        onError: (error) => toast.warning(errorText(error)),
      },
    );

  return (
    <section className="queue">
      <QueueHeader title={t('comments.title')} lead={t('comments.lead')} />
      <CommentTabs />
      <QueueFilterBar
        filters={filters}
        status={{
          counts: queue.data?.contagens,
          options: COMMENT_STATUSES.map((status) => ({ value: status, label: t(`comments.status.${status}`) })),
        }}
      />
      <QueueResults query={queue} empty={t('comments.empty')}>
        {(comments) => (
          <QueueTable
            caption={t('comments.title')}
            columns={[
              t('comments.colTitle'),
              t('comments.colComment'),
              t('comments.colAuthor'),
              t('comments.colSent'),
              t('comments.colStatus'),
            ]}
            actions={t('actions')}
          >
            {comments.map((comment) => (
              <tr key={comment.cod_comentario}>
                <td data-label={t('comments.colTitle')}>
                  <Link to={paths.record.getHref(comment.cod_acervo)}>{comment.titulo}</Link>
                </td>
                <td data-label={t('comments.colComment')} className="queue__text">
                  {comment.comentario}
                </td>
                <td data-label={t('comments.colAuthor')}>{comment.nome}</td>
                <td data-label={t('comments.colSent')}>{formatDateTime(comment.data, i18n.language)}</td>
                <td data-label={t('comments.colStatus')}>
                  <span className={`queue-badge queue-badge--${comment.situacao.toLowerCase()}`}>
                    {t(`comments.status.${comment.situacao}`)}
                  </span>
                </td>
                <td>
                  {comment.situacao === 'PENDENTE' ? (
                    <div className="queue__actions">
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={review.isPending}
                        onClick={() => decide(comment, true)}
                        aria-label={t('comments.approveNamed', { title: comment.titulo, author: comment.nome })}
                      >
                        {t('comments.approve')}
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={review.isPending}
                        onClick={() => setRejecting(comment)}
                        aria-label={t('comments.rejectNamed', { title: comment.titulo, author: comment.nome })}
                      >
                        {t('comments.reject')}
                      </button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </QueueTable>
        )}
      </QueueResults>
      <QueuePager filters={filters} total={queue.data?.total} />
      <QueueConfirmDialog
        item={rejecting}
        title={t('comments.rejectTitle')}
        text={(comment) => t('comments.rejectText', { title: comment.titulo, author: comment.nome })}
        confirmLabel={t('comments.reject')}
        cancelLabel={t('comments.keep')}
        onConfirm={(comment) => decide(comment, false)}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}

/** /equipe/filas/comentarios/gerais: what patrons wrote from the footer's comment form, newest first. */
export function GeneralCommentsScreen() {
  const { t, i18n } = useTranslation('queues');
  const filters = useQueueFilter();
  const queue = useGeneralComments(filters.filter);
  return (
    <section className="queue">
      <QueueHeader title={t('comments.generalTitle')} lead={t('comments.generalLead')} />
      <CommentTabs />
      <QueueFilterBar filters={filters} />
      <QueueResults query={queue} empty={t('comments.generalEmpty')}>
        {(comments) => (
          <ul className="queue__cards">
            {comments.map((comment) => (
              <li key={comment.cod_comentario} className="queue__card">
                <p className="queue__text">{comment.comentario}</p>
                <p className="queue__meta">
                  {t('comments.generalMeta', {
                    who: comment.nome ?? t('comments.anonymous'),
                    library: comment.desc_biblioteca,
                    when: formatDateTime(comment.data, i18n.language),
                  })}
                  {comment.email ? (
                    <>
                      {' · '}
                      <a href={`mailto:${comment.email}`}>{comment.email}</a>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueueResults>
      <QueuePager filters={filters} total={queue.data?.total} />
    </section>
  );
}

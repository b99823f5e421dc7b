import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/error-message.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { formatDate } from '../../../lib/format.ts';
import { requestSignIn } from '../../auth/index.ts';
import { approvedCommentsQuery, ownTitleCommentsQuery, usePostComment } from '../api/record-comments.ts';
import './record-comments.css';

const COMMENT_MAX_LENGTH = 2000;

/**
 * A title's comments (spec 000 §4, 001 §7.7): the approved ones for everyone; a signed-in patron sends one,
 * which waits for the library's approval (and sees their own with its status); a visitor is asked to sign in.
 */
export function RecordComments({ recordId }: { recordId: number }) {
  const { t, i18n } = useTranslation('record');
  const { user } = useAuth();
  const approved = useQuery(approvedCommentsQuery(recordId));
  const errorText = useErrorText();
  return (
    <section className="record-comments" aria-labelledby="record-comments-heading">
      <h2 id="record-comments-heading">{t('comments.title')}</h2>
      {approved.isError ? (
        <p className="notice notice--error" role="alert">
          {t('comments.loadError')}
        </p>
      ) : null}
      {approved.data && approved.data.length === 0 ? <p>{t('comments.none')}</p> : null}
      {approved.data && approved.data.length > 0 ? (
        <ul className="record-comments__list">
          {approved.data.map((comment) => (
            <li key={comment.cod_comentario} className="record-comments__item">
              <p className="record-comments__meta">
                {t('comments.byOn', { name: comment.nome, date: formatDate(comment.data, i18n.language) })}
              </p>
              <p className="record-comments__text">{comment.comentario}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {user ? (
        <CommentForm recordId={recordId} login={user.login} errorText={errorText} />
      ) : (
        <div className="notice">
          <p>{t('comments.signInToComment')}</p>
          <p>
            <button type="button" className="button button--primary" onClick={() => void requestSignIn()}>
              {t('comments.signIn')}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}

function CommentForm({
  recordId,
  login,
  errorText,
}: {
  recordId: number;
  login: string;
  errorText: (error: unknown) => string;
}) {
  const { t, i18n } = useTranslation('record');
  const [text, setText] = useState('');
  const post = usePostComment(recordId);
  const own = useQuery(ownTitleCommentsQuery(recordId, login));
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const comment = text.trim();
    if (!comment || post.isPending) return;
    post.mutate(comment, { onSuccess: () => setText('') });
  };
  const waiting = (own.data ?? []).filter((comment) => comment.situacao !== 'APROVADO');
  return (
    <>
      {waiting.length > 0 ? (
        <div className="record-comments__own">
          <h3>{t('comments.yours')}</h3>
          <ul className="record-comments__list">
            {waiting.map((comment) => (
              <li key={comment.cod_comentario} className="record-comments__item">
                <p className="record-comments__meta">
                  {formatDate(comment.data, i18n.language)} ·{' '}
                  <span className="badge">
                    {t(comment.situacao === 'REPROVADO' ? 'comments.status.REPROVADO' : 'comments.status.PENDENTE')}
                  </span>
                </p>
                <p className="record-comments__text">{comment.comentario}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form className="record-comments__form" onSubmit={submit} noValidate>
        <label htmlFor={id}>{t('comments.yourComment')}</label>
        <textarea
          id={id}
          rows={5}
          maxLength={COMMENT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <p className="form-hint">{t('comments.moderationHint')}</p>
        <button type="submit" className="button button--primary" disabled={!text.trim() || post.isPending}>
          {post.isPending ? t('comments.sending') : t('comments.send')}
        </button>
        <div role="status" aria-live="polite">
          {post.isSuccess ? <p className="notice notice--success">{t('comments.sent')}</p> : null}
        </div>
        {post.isError ? (
          <p className="notice notice--warning" role="alert">
            {errorText(post.error)}
          </p>
        ) : null}
      </form>
    </>
  );
}

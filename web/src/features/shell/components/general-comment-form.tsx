import { ACTIVITY } from '@estante/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presentError } from '../../../components/errors/error-presentation.ts';
import { ActivityNotice } from '../../site-content/index.ts';
import { useSendGeneralComment } from '../api/library-units.ts';
import { LibraryPicker } from './library-picker.tsx';

/**
 * The general comment (footer modal C, spec 000 §2): campus, library, a 5-row comment. Send stays disabled until
 * a library is chosen and the comment has text after trimming (spec 000 §5). A failure (e.g. 422
 * limite_comentarios_excedido) is shown inside the dialog; success closes it and the footer shows the toast.
 */
export function GeneralCommentForm({ onSent, onCancel }: { onSent: () => void; onCancel: () => void }) {
  const { t } = useTranslation('shell');
  const commentId = useId();
  const [campus, setCampus] = useState<number>();
  const [library, setLibrary] = useState('');
  const [content, setContent] = useState('');
  const send = useSendGeneralComment();
  const valid = library !== '' && content.trim() !== '';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || send.isPending) return;
        send.mutate({ b: library, content: content.trim() }, { onSuccess: onSent });
      }}
    >
      {/* The library's notice about comments (activity 13), beside the form it describes. */}
      <ActivityNotice activity={ACTIVITY.comments} />
      <LibraryPicker campus={campus} library={library} onCampusChange={setCampus} onLibraryChange={setLibrary} />
      <div className="field">
        <label htmlFor={commentId}>
          {t('feedback.comment')} <span className="field__required">*</span>
        </label>
        <textarea
          id={commentId}
          rows={5}
          required
          maxLength={4000}
          value={content}
          onChange={(event) => setContent(event.target.value)}
        />
      </div>
      {send.isError ? (
        <p className="notice notice--error" role="alert">
          {presentError(send.error).message}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('feedback.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={!valid || send.isPending}>
          {send.isPending ? t('feedback.sending') : t('feedback.send')}
        </button>
      </div>
    </form>
  );
}

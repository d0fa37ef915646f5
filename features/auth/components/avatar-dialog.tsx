'use client';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { avatarRules } from '@/contract/schemas/accounts';
import { Modal } from '@/components/ui/modal';
import { checkAvatarFile, type AvatarProblem } from '../api/avatar';
import { describeFormFailure } from '../api/form-failure';
import { useDeleteAvatar } from '../api/use-delete-avatar';
import { useUploadAvatar } from '../api/use-upload-avatar';
import type { User } from '../types';
import { initialsOf } from './initials';
import styles from './avatar-dialog.module.css';

/** What the dialog reports: the last write's outcome, or a file refused here before any upload. */
type Latest = { kind: 'upload' | 'delete' } | { kind: 'refused'; problem: AvatarProblem };

/**
 * The profile photo dialog of the user popup: shows the current photo, uploads a new one (JPEG, PNG or WebP up to
 * 2 MB, checked here and again by the server) and deletes it. The header updates from the returned user.
 */
export function AvatarDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useTranslations('auth.avatar');
  const tf = useTranslations('auth.form');
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const [latest, setLatest] = useState<Latest | null>(null);
  const busy = upload.isPending ? 'upload' : remove.isPending ? 'delete' : null;
  // The same file may be picked again after any outcome.
  const clearPick = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setLatest({ kind: 'refused', problem });
      event.target.value = '';
      return;
    }
    setLatest({ kind: 'upload' });
    upload.mutate(file, { onSettled: clearPick });
  };
  const onDelete = () => {
    setLatest({ kind: 'delete' });
    remove.mutate(undefined, { onSettled: clearPick });
  };

  const write = latest?.kind === 'upload' ? upload : latest?.kind === 'delete' ? remove : null;
  const problemText = (error: Error) => {
    const view = describeFormFailure(error, [avatarRules.field]);
    const field = view.fields[avatarRules.field];
    return field?.kind === 'server' ? field.text : tf(view.alert ?? 'unexpected');
  };
  const problem = latest?.kind === 'refused' ? t(latest.problem) : write?.error ? problemText(write.error) : null;
  const done = write?.isSuccess ? (latest?.kind === 'upload' ? 'uploaded' : 'deleted') : null;

  return (
    <Modal open onOpenChange={(open) => (open ? undefined : onClose())} title={t('title')}>
      <div className={styles.body}>
        <div className={styles.preview}>
          {user.avatarUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- user avatars come from the API at unknown sizes
            <img src={user.avatarUrl} alt={t('current')} width={96} height={96} />
          ) : (
            <span role="img" aria-label={t('none')}>
              {initialsOf(user.name)}
            </span>
          )}
        </div>
        <div className={styles.pick}>
          <label htmlFor={inputId} className={styles.pickLabel} data-busy={busy === 'upload' || undefined}>
            {busy === 'upload' ? t('uploading') : t('choose')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept={avatarRules.types.join(',')}
            aria-describedby={hintId}
            disabled={busy !== null}
            onChange={onFile}
          />
          <p id={hintId} className={styles.hint}>
            {t('hint')}
          </p>
        </div>
        {user.avatarUrl ? (
          <button type="button" className={styles.delete} disabled={busy !== null} onClick={onDelete}>
            {busy === 'delete' ? t('deleting') : t('delete')}
          </button>
        ) : null}
        {problem ? (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        ) : null}
        <p role="status" className={styles.done}>
          {done ? t(done) : null}
        </p>
      </div>
    </Modal>
  );
}

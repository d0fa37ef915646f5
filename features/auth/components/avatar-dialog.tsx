'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { avatarRules } from '@/contract/schemas/accounts';
import { Modal } from '@/components/ui/modal';
import { authKeys } from '../api/auth-queries';
import { checkAvatarFile, deleteAvatar, uploadAvatar } from '../api/avatar';
import { describeFormFailure } from '../api/form-failure';
import { playerApi } from '../api/player-api';
import type { User } from '../types';
import { initialsOf } from './initials';
import styles from './avatar-dialog.module.css';

type Outcome =
  | { kind: 'done'; text: 'uploaded' | 'deleted' }
  | { kind: 'problem'; text: string };

/**
 * The profile photo dialog of the user popup: shows the current photo, uploads a new one (JPEG, PNG or WebP up to
 * 2 MB, checked here and again by the server) and deletes it. The header updates from the returned user.
 */
export function AvatarDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useTranslations('auth.avatar');
  const tf = useTranslations('auth.form');
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'delete' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async (kind: 'upload' | 'delete', call: () => Promise<User>) => {
    setBusy(kind);
    setOutcome(null);
    try {
      queryClient.setQueryData(authKeys.me(), await call());
      setOutcome({ kind: 'done', text: kind === 'upload' ? 'uploaded' : 'deleted' });
    } catch (error) {
      const view = describeFormFailure(error, [avatarRules.field]);
      const field = view.fields[avatarRules.field];
      setOutcome({ kind: 'problem', text: field?.kind === 'server' ? field.text : tf(view.alert ?? 'unexpected') });
    } finally {
      setBusy(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setOutcome({ kind: 'problem', text: t(problem) });
      event.target.value = '';
      return;
    }
    void run('upload', () => uploadAvatar(playerApi, file));
  };

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
          <button type="button" className={styles.delete} disabled={busy !== null} onClick={() => void run('delete', () => deleteAvatar(playerApi))}>
            {busy === 'delete' ? t('deleting') : t('delete')}
          </button>
        ) : null}
        {outcome?.kind === 'problem' ? (
          <p role="alert" className={styles.problem}>
            {outcome.text}
          </p>
        ) : null}
        <p role="status" className={styles.done}>
          {outcome?.kind === 'done' ? t(outcome.text) : null}
        </p>
      </div>
    </Modal>
  );
}

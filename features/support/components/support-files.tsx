'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { supportRules } from '@/contract/schemas/support';
import { balancedBidi } from '@/contract/user-text';
import { checkSupportFile, maxFileMegabytes, type FileProblem } from '../model/support-form';
import type { PickedFile } from '../types';
import styles from './support.module.css';

type Rejection = { problem: FileProblem | 'tooMany'; name: string };

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * The files of the request: the limits shown before anything is picked, each pick checked at once (a file that
 * would be refused is not attached, and says why), the list with a remove button per file.
 */
export function SupportFiles({
  files,
  maxFiles,
  onChange,
  serverError,
}: {
  files: readonly PickedFile[];
  maxFiles: number;
  onChange: (files: PickedFile[]) => void;
  serverError?: string;
}) {
  const t = useTranslations('support');
  const hintId = useId();
  const errorId = useId();
  const [rejections, setRejections] = useState<Rejection[]>([]);

  const pick = (picked: File[]) => {
    const next = [...files];
    const refused: Rejection[] = [];
    for (const file of picked) {
      const problem = checkSupportFile(file);
      if (problem) refused.push({ problem, name: file.name });
      else if (next.length >= maxFiles) refused.push({ problem: 'tooMany', name: file.name });
      else next.push({ key: crypto.randomUUID(), file });
    }
    setRejections(refused);
    onChange(next);
  };

  const messages = rejections.map(({ problem, name }) => t(`fileRejected.${problem}`, { name, megabytes: maxFileMegabytes, max: maxFiles }));
  if (serverError) messages.push(serverError);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t('files')}</legend>
      <p id={hintId} className={styles.muted}>
        {t('filesHint', { max: maxFiles, megabytes: maxFileMegabytes })}
      </p>
      {files.length > 0 ? (
        <ul className={styles.files} data-testid="support-files">
          {files.map(({ key, file }) => (
            <li key={key} className={styles.file}>
              <span className={styles.fileName} dir="auto">
                {balancedBidi(file.name)} · {t('fileSize', { size: megabytes(file.size) })}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('removeFile', { name: file.name })}
                onClick={() => {
                  setRejections([]);
                  onChange(files.filter((f) => f.key !== key));
                }}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className={styles.pick}>
        <span className={styles.secondary}>{maxFiles === 1 ? t('attachOne') : t('attach')}</span>
        <input
          type="file"
          multiple={maxFiles > 1}
          accept={supportRules.accept}
          aria-describedby={messages.length > 0 ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            pick(Array.from(event.currentTarget.files ?? []));
            // The same file may be picked again after being removed.
            event.currentTarget.value = '';
          }}
        />
      </label>
      <div id={errorId} role="alert">
        {messages.map((message) => (
          <p key={message} className={styles.error}>
            {message}
          </p>
        ))}
      </div>
    </fieldset>
  );
}

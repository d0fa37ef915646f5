'use client';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { supportReasons, type SupportReason } from '@/contract/schemas/support';
import { SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { isApiFailure } from '@/lib/api/api-failure';
import { useSendSupportRequest } from '../api/use-send-support-request';
import { canSubmit, isSupportMessageKey, maxFilesOf, supportFormSchema, type SupportFormValues } from '../model/support-form';
import { useSupportRequest } from '../store/support-request-provider';
import type { SupportDraft, SupportViewer } from '../types';
import { SupportFiles } from './support-files';
import styles from './support.module.css';

type TextFieldName = 'reason' | 'comment' | 'name' | 'email';
const fieldOrder: readonly TextFieldName[] = ['reason', 'comment', 'name', 'email'];
type Problems = Partial<Record<TextFieldName | 'files', string>>;

/**
 * The form of the support request (spec: reason, comment, e-mail, name, files). The submit button waits for the four
 * text fields; a bad address shows 'Введите корректный email' and nothing is sent; a failure keeps everything.
 */
export function SupportForm({ viewer }: { viewer: SupportViewer | null }) {
  const t = useTranslations('support');
  const { draft, setDraft, options, supportSent } = useSupportRequest();
  const send = useSendSupportRequest();
  const ids = { reason: useId(), comment: useId(), name: useId(), email: useId(), hint: useId() };
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** One key per content sent: a retry of the same request after a lost reply is the same request. */
  const sentKey = useRef<{ draft: SupportDraft; key: string } | null>(null);

  // The variant (name, comment, one file, reason) where the platform knows the signed-in player's address.
  const short = options.variant === 'short' && viewer !== null;
  const values: SupportFormValues = {
    reason: draft.reason,
    comment: draft.comment,
    name: draft.name ?? viewer?.name ?? '',
    email: short && viewer ? viewer.email : (draft.email ?? viewer?.email ?? ''),
  };
  const maxFiles = maxFilesOf(short ? 'short' : 'full');
  const files = draft.files.slice(0, maxFiles);

  const edit = (field: TextFieldName, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = supportFormSchema.safeParse(values);
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TextFieldName;
        if (!found[field]) found[field] = t(`errors.${isSupportMessageKey(issue.message) ? issue.message : 'brokenText'}`);
      }
      setProblems(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    setProblems({});
    const key = sentKey.current?.draft === draft ? sentKey.current.key : crypto.randomUUID();
    sentKey.current = { draft, key };
    try {
      const body = { ...parsed.data, reason: parsed.data.reason as SupportReason, files: files.map((picked) => picked.file) };
      const sent = await send.mutateAsync({ body, idempotencyKey: key });
      sentKey.current = null;
      supportSent({ id: sent.id, email: parsed.data.email });
    } catch (error) {
      if (!isApiFailure(error)) throw error;
      const fieldErrors = error.fieldErrors;
      if (error.status === 422 && Object.keys(fieldErrors).length > 0) {
        const found: Problems = {};
        for (const [field, messages] of Object.entries(fieldErrors)) {
          const target = field.startsWith('files') ? 'files' : (fieldOrder.find((f) => f === field) ?? null);
          if (target) found[target] = [found[target], ...messages].filter(Boolean).join(' ');
        }
        setProblems(found);
        setFailure(t('invalid'));
      } else if (error.status === 429) {
        setFailure(t('rateLimited', { seconds: error.retryAfterSeconds ?? 60 }));
      } else {
        setFailure(t('failed'));
      }
    }
  };

  const ready = canSubmit(values);

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} data-testid="support-form">
      <p className={styles.muted}>{t('intro')}</p>
      <SelectField
        id={ids.reason}
        label={t('reason')}
        name="reason"
        value={values.reason}
        required
        error={problems.reason ?? null}
        onChange={(event) => edit('reason', event.currentTarget.value)}
      >
        <option value="">{t('reasonPlaceholder')}</option>
        {supportReasons.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reasons.${reason}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id={ids.comment}
        label={t('comment')}
        name="comment"
        value={values.comment}
        required
        dir="auto"
        error={problems.comment ?? null}
        onChange={(event) => edit('comment', event.currentTarget.value)}
      />
      <TextField
        id={ids.name}
        label={t('name')}
        name="name"
        value={values.name}
        required
        autoComplete="name"
        dir="auto"
        error={problems.name ?? null}
        onChange={(event) => edit('name', event.currentTarget.value)}
      />
      {short ? null : (
        <TextField
          id={ids.email}
          label={t('email')}
          name="email"
          type="email"
          value={values.email}
          required
          autoComplete="email"
          error={problems.email ?? null}
          onChange={(event) => edit('email', event.currentTarget.value)}
        />
      )}
      <SupportFiles
        files={files}
        maxFiles={maxFiles}
        serverError={problems.files}
        onChange={(next) => {
          setDraft((current) => ({ ...current, files: next }));
          setProblems(({ files: _, ...rest }) => rest);
        }}
      />
      <div role="alert">{failure ? <p className={styles.alert}>{failure}</p> : null}</div>
      {ready ? null : (
        <p id={ids.hint} className={styles.muted}>
          {t('submitHint')}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!ready || send.isPending} aria-describedby={ready ? undefined : ids.hint}>
          {send.isPending ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}

'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { registrationApi } from '../../api/registration-api';
import { registrationQueries } from '../../api/registration-queries';
import { useCreateTeam } from '../../api/use-create-team';
import { describeFailure } from '../../model/failure';
import type { FormField } from '../../model/step-errors';
import { NEW_TEAM, teamStepSchema, type TeamValues } from '../../model/step-schemas';
import { useFlow, useFlowActions } from '../../store/flow-store';
import type { MyTeams } from '../../types';
import { TextField } from '@/components/form/fields';
import { FormAlert, SERVER_ERROR, useErrorText } from '../fields';
import { useFlowContext } from '../flow-context';
import { Busy, ScreenHeading } from '../screen-heading';
import styles from '../registration.module.css';
import { useStepHeading } from './step-progress';
import { useKeepTyped, useServerErrors } from './use-step-form';

const SERVER_FIELDS: readonly FormField[] = ['teamId', 'teamName'];

/**
 * Step 2, Team: one of the player's teams or a new one (created here, so the limit, 'You have created the maximum
 * number of teams.', is known before paying); a guest names a new team. A team already registered for this game is
 * refused by the registration and brought back here with the server's message.
 */
export function TeamStep() {
  const t = useTranslations('registration');
  const { viewer } = useFlowContext();
  const teams = useQuery({ ...registrationQueries.myTeams(registrationApi), enabled: viewer !== null });
  if (viewer === null) return <TeamForm mine={null} />;
  if (teams.isPending) return <Busy>{t('loading')}</Busy>;
  if (teams.isError) {
    return (
      <div className={styles.screen}>
        <p role="alert" className={styles.alert}>
          {t('team.unavailable')}
        </p>
        <button type="button" className={styles.secondary} onClick={() => void teams.refetch()}>
          {t('team.retry')}
        </button>
      </div>
    );
  }
  return <TeamForm mine={teams.data} />;
}

function TeamForm({ mine }: { mine: MyTeams | null }) {
  const t = useTranslations('registration');
  const heading = useStepHeading();
  const errorText = useErrorText();
  const groupErrorId = useId();
  const limitId = useId();
  const { sessionEnded } = useFlowContext();
  const stored = useFlow((s) => s.values.team);
  const cityId = useFlow((s) => s.values.data.cityId);
  const { teamEdited, stepOpened } = useFlowActions();
  const createTeam = useCreateTeam();
  const [alert, setAlert] = useState<string | null>(null);
  const guest = mine === null;
  const atLimit = mine?.atLimit ?? false;
  const knownChoice = (choice: string) => choice === NEW_TEAM || (mine?.teams.some((team) => String(team.id) === choice) ?? false);
  // A guest always names a new team; a player starts from what they chose before, if it is still one of theirs
  // (and still possible), else from a new team when they have none.
  const [defaults] = useState<TeamValues>(() => {
    const choice = (() => {
      if (guest) return NEW_TEAM;
      if (knownChoice(stored.choice) && !(stored.choice === NEW_TEAM && atLimit)) return stored.choice;
      return mine.teams.length === 0 && !atLimit ? NEW_TEAM : '';
    })();
    return { choice, teamName: stored.teamName };
  });

  const { register, control, handleSubmit, watch, getValues, setError, setValue, formState } = useForm<TeamValues>({
    resolver: zodResolver(teamStepSchema),
    defaultValues: defaults,
  });
  useKeepTyped('team', watch, getValues);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  useServerErrors(SERVER_FIELDS, (field, message, focus) => {
    if (field === 'teamName') return setError('teamName', { type: SERVER_ERROR, message }, { shouldFocus: focus });
    setError('choice', { type: SERVER_ERROR, message });
    // The team the refusal is about is the chosen one: focus goes to it (its group describes the message).
    const group = groupRef.current;
    if (focus) (group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector<HTMLInputElement>('input:enabled'))?.focus();
  });
  const choice = useWatch({ control, name: 'choice' });
  const { errors } = formState;

  const next = async (values: TeamValues) => {
    setAlert(null);
    if (values.choice !== NEW_TEAM || guest) {
      teamEdited({ values });
      stepOpened({ step: 'cost' });
      return;
    }
    // A signed-in player's new team is created now: the limit and a name already taken show here, not at payment.
    try {
      const team = await createTeam.mutateAsync({ name: values.teamName.trim(), cityId: cityId ? Number(cityId) : null });
      setValue('choice', String(team.id));
      teamEdited({ values: { choice: String(team.id), teamName: '' } });
      stepOpened({ step: 'cost' });
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.kind === 'sessionExpired') sessionEnded();
      else if (failure.kind === 'fields' && failure.fields.name)
        setError('teamName', { type: SERVER_ERROR, message: failure.fields.name }, { shouldFocus: true });
      else if (failure.kind === 'tooManyAttempts')
        setAlert(failure.retryAfter ? t('errors.tooManyAttempts', { seconds: failure.retryAfter }) : t('errors.tooManyAttemptsShort'));
      else setAlert(t('outcome.requestError.text'));
    }
  };

  const choiceError = errorText(errors.choice);
  const nameField = (
    <TextField
      label={t('team.newName')}
      autoComplete="off"
      registration={register('teamName')}
      error={errorText(errors.teamName)}
      disabled={!guest && choice !== NEW_TEAM}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(next)}>
      <ScreenHeading>{heading('team')}</ScreenHeading>
      {guest ? (
        nameField
      ) : (
        <fieldset
          ref={groupRef}
          className={styles.field}
          aria-describedby={[choiceError ? groupErrorId : null, atLimit ? limitId : null].filter(Boolean).join(' ') || undefined}
        >
          <legend>{t('team.legend')}</legend>
          {mine.teams.map((team) => (
            <label key={team.id} className={styles.choice}>
              <input type="radio" value={String(team.id)} {...register('choice')} />
              <span>
                {team.name}
                {team.isCaptain ? <span className={styles.muted}> ({t('team.captain')})</span> : null}
              </span>
            </label>
          ))}
          <label className={styles.choice} data-disabled={atLimit ? 'true' : undefined}>
            <input type="radio" value={NEW_TEAM} disabled={atLimit} {...register('choice')} />
            <span>{t('team.newTeam')}</span>
          </label>
          {atLimit ? (
            <p id={limitId} className={styles.muted}>
              {t('team.limit')}
            </p>
          ) : null}
          {choiceError ? (
            <p id={groupErrorId} className={styles.error}>
              {choiceError}
            </p>
          ) : null}
        </fieldset>
      )}
      {!guest && choice === NEW_TEAM ? nameField : null}
      <FormAlert>{alert}</FormAlert>
      {createTeam.isPending ? <Busy>{t('team.creating')}</Busy> : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => stepOpened({ step: 'data' })}>
          {t('steps.back')}
        </button>
        <button type="submit" className={styles.primary} disabled={createTeam.isPending}>
          {t('steps.next')}
        </button>
      </div>
    </form>
  );
}

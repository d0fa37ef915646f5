'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { registrationApi } from '../../api/registration-api';
import { registrationQueries } from '../../api/registration-queries';
import { withSuggestions } from '../../model/flow-machine';
import type { FormField } from '../../model/step-errors';
import { dataStepSchema, type DataValues } from '../../model/step-schemas';
import { useFlow, useFlowActions } from '../../store/flow-store';
import type { CityOption, LocationGuess } from '../../types';
import { SelectField, TextField } from '@/components/form/fields';
import { SERVER_ERROR, useErrorText } from '../fields';
import { useFlowContext } from '../flow-context';
import { Busy, ScreenHeading } from '../screen-heading';
import styles from '../registration.module.css';
import { useStepHeading } from './step-progress';
import { useKeepTyped, useServerErrors } from './use-step-form';

const SERVER_FIELDS: readonly FormField[] = ['name', 'email', 'cityId', 'city'];

/**
 * Step 1, Data: full name, the guest's e-mail, the city. Where the language has freeCityInput (en, fr) the city is
 * typed (the listed cities are offered as suggestions); elsewhere (ru) it is chosen from GET cities/all. Either way
 * it starts from GET locations/guess, and the account's name for a signed-in player, unless something was typed.
 */
export function DataStep() {
  const t = useTranslations('registration');
  const { locale, settings } = useFlowContext();
  const cities = useQuery(registrationQueries.cities(registrationApi, locale));
  // The guess only pre-fills: without it the visitor picks the city themselves.
  const guess = useQuery(registrationQueries.locationGuess(registrationApi, locale));
  if (cities.isPending || guess.isPending) return <Busy>{t('loading')}</Busy>;
  if (cities.isError && !settings.freeCityInput) {
    return (
      <div className={styles.screen}>
        <p role="alert" className={styles.alert}>
          {t('data.unavailable')}
        </p>
        <button type="button" className={styles.secondary} onClick={() => void cities.refetch()}>
          {t('data.retry')}
        </button>
      </div>
    );
  }
  return <DataForm cities={cities.data ?? []} guess={guess.data ?? null} />;
}

function DataForm({ cities, guess }: { cities: CityOption[]; guess: LocationGuess | null }) {
  const t = useTranslations('registration');
  const heading = useStepHeading();
  const errorText = useErrorText();
  const listId = useId();
  const { viewer, settings } = useFlowContext();
  const guest = viewer === null;
  const freeCity = settings.freeCityInput;
  const stored = useFlow((s) => s.values.data);
  const { dataSuggested, dataEdited, stepOpened } = useFlowActions();
  const [suggestions] = useState<Partial<DataValues>>(() => ({
    name: viewer?.name,
    cityId: !freeCity && guess && cities.some((city) => city.id === guess.id) ? String(guess.id) : undefined,
    city: freeCity ? guess?.city : undefined,
  }));
  const [defaults] = useState(() => withSuggestions(stored, suggestions));
  useEffect(() => dataSuggested({ values: suggestions }), [dataSuggested, suggestions]);

  const { register, handleSubmit, watch, getValues, setError, formState } = useForm<DataValues>({
    resolver: zodResolver(dataStepSchema({ guest, freeCity })),
    defaultValues: defaults,
  });
  useKeepTyped('data', watch, getValues);
  useServerErrors(SERVER_FIELDS, (field, message, focus) => setError(field as keyof DataValues, { type: SERVER_ERROR, message }, { shouldFocus: focus }));
  const { errors } = formState;

  const next = (values: DataValues) => {
    dataEdited({ values });
    stepOpened({ step: 'team' });
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(next)}>
      <ScreenHeading>{heading('data')}</ScreenHeading>
      <TextField label={t('data.name')} hint={t('data.nameHint')} autoComplete="name" registration={register('name')} error={errorText(errors.name)} />
      {guest ? (
        <TextField
          label={t('data.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          registration={register('email')}
          error={errorText(errors.email)}
        />
      ) : (
        <p className={styles.muted}>{t('data.accountEmail', { email: viewer.email })}</p>
      )}
      {freeCity ? (
        <>
          <TextField
            label={t('data.city')}
            hint={t('data.cityHint')}
            autoComplete="address-level2"
            list={cities.length > 0 ? listId : undefined}
            registration={register('city')}
            error={errorText(errors.city ?? errors.cityId)}
          />
          {cities.length > 0 ? (
            <datalist id={listId}>
              {cities.map((city) => (
                <option key={city.id} value={city.name} />
              ))}
            </datalist>
          ) : null}
        </>
      ) : (
        <SelectField label={t('data.city')} registration={register('cityId')} error={errorText(errors.cityId ?? errors.city)}>
          <option value="">{t('data.cityPlaceholder')}</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </SelectField>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t('steps.next')}
        </button>
      </div>
    </form>
  );
}

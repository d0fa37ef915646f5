'use client';
import { useEffect } from 'react';
import type { UseFormGetValues, UseFormWatch } from 'react-hook-form';
import type { FormField } from '../../model/step-errors';
import type { CostValues, DataValues, TeamValues } from '../../model/step-schemas';
import { useFlowActions } from '../../store/flow-store';
import { useFlowContext } from '../flow-context';

interface StepValues {
  data: DataValues;
  team: TeamValues;
  cost: CostValues;
}

/**
 * Everything typed goes to the flow's store as it is typed (and from there to the draft), so Back, Next, a reload
 * or a closed tab never lose it.
 */
export function useKeepTyped<P extends keyof StepValues>(part: P, watch: UseFormWatch<StepValues[P]>, getValues: UseFormGetValues<StepValues[P]>) {
  const actions = useFlowActions();
  useEffect(() => {
    const subscription = watch(() => {
      const values = { ...getValues() };
      if (part === 'data') actions.dataEdited({ values: values as DataValues });
      else if (part === 'team') actions.teamEdited({ values: values as TeamValues });
      else actions.costEdited({ values: values as CostValues });
    });
    return () => subscription.unsubscribe();
  }, [part, watch, getValues, actions]);
}

/**
 * The server's messages for this step's fields (a 422 of the registration, which may arrive while another step is
 * shown) are put under their fields when the step opens; the first takes the focus.
 */
export function useServerErrors(fields: readonly FormField[], show: (field: FormField, message: string, focus: boolean) => void) {
  const { serverErrors, setServerErrors } = useFlowContext();
  useEffect(() => {
    const mine = fields.filter((field) => serverErrors[field]);
    if (mine.length === 0) return;
    mine.forEach((field, i) => show(field, serverErrors[field] ?? '', i === 0));
    const rest = { ...serverErrors };
    for (const field of mine) delete rest[field];
    setServerErrors(rest);
  }, [fields, serverErrors, setServerErrors, show]);
}

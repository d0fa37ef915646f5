'use client';
import { useFlow } from '../../store/flow-store';
import type { RegistrationGame } from '../../types';
import { CostStep } from './cost-step';
import { DataStep } from './data-step';
import { StepProgress } from './step-progress';
import { TeamStep } from './team-step';

/** The three steps of the registration form (spec: Data, Team, Cost), each a form of its own; the step is kept. */
export function RegistrationSteps({ game }: { game: RegistrationGame }) {
  const step = useFlow((s) => s.step);
  return (
    <>
      <StepProgress current={step} />
      {step === 'data' ? <DataStep /> : step === 'team' ? <TeamStep /> : <CostStep game={game} />}
    </>
  );
}

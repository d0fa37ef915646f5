import { flowReducer, initialFlowState, withSuggestions } from './flow-machine';
import { fieldErrorsOf } from './step-errors';

describe('the registration flow (what the screen alone knows)', () => {
  it('suggestions (account name, guessed city) fill empty fields only: nothing typed is replaced', () => {
    expect(withSuggestions({ name: '', email: '', cityId: '', city: '' }, { name: 'Анна', cityId: '1' })).toEqual({
      name: 'Анна',
      email: '',
      cityId: '1',
      city: '',
    });
    expect(withSuggestions({ name: 'Пётр', email: '', cityId: '3', city: '' }, { name: 'Анна', cityId: '1' })).toEqual({
      name: 'Пётр',
      email: '',
      cityId: '3',
      city: '',
    });
    const state = initialFlowState('k');
    expect(flowReducer(state, { type: 'dataSuggested', values: {} })).toBe(state);
  });

  it('moving between steps keeps every step’s values', () => {
    let state = initialFlowState('k');
    state = flowReducer(state, { type: 'dataEdited', values: { name: 'Анна', email: '', cityId: '1', city: '' } });
    state = flowReducer(state, { type: 'stepOpened', step: 'team' });
    state = flowReducer(state, { type: 'teamEdited', values: { choice: 'new', teamName: 'Совы' } });
    state = flowReducer(state, { type: 'stepOpened', step: 'data' });
    expect(state.values.data.name).toBe('Анна');
    expect(state.values.team.teamName).toBe('Совы');
  });

  it('an unchanged edit changes nothing (no re-render, no draft write)', () => {
    const state = initialFlowState('k');
    expect(flowReducer(state, { type: 'costEdited', values: { ...state.values.cost } })).toBe(state);
    expect(flowReducer(state, { type: 'stepOpened', step: 'data' })).toBe(state);
  });

  it('a registration dropped (declined, not the visitor’s) goes back to the cost step with a new key, values kept', () => {
    let state = initialFlowState('key-1');
    state = flowReducer(state, { type: 'dataEdited', values: { name: 'Анна', email: '', cityId: '1', city: '' } });
    state = flowReducer(state, { type: 'registered', registration: { id: 41, accessToken: null } });
    state = flowReducer(state, { type: 'paymentReturned', attempt: { returnedAt: 1, widgetSucceeded: true, payerCancelled: false } });
    state = flowReducer(state, { type: 'registrationDropped', registerKey: 'key-2' });
    expect(state).toMatchObject({ registration: null, attempt: null, step: 'cost', registerKey: 'key-2' });
    expect(state.values.data.name).toBe('Анна');
  });

  it('a 422 of the registration goes to the first step with a failing field', () => {
    expect(fieldErrorsOf({ teamId: 'already registered', promo: 'expired', gameId: 'ignored' })).toEqual({
      errors: { teamId: 'already registered', promo: 'expired' },
      step: 'team',
    });
    expect(fieldErrorsOf({ name: 'required' }).step).toBe('data');
    expect(fieldErrorsOf({ other: 'x' })).toEqual({ errors: {}, step: null });
  });
});

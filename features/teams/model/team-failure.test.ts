import { ApiFailure } from '@/lib/api/api-failure';
import { describeTeamFailure, failureKey } from './team-failure';

const http = (status: number, details: unknown = null) => new ApiFailure({ status, statusText: '', error: 'x', details, kind: 'http' });

describe('describeTeamFailure', () => {
  it('chooses by the status and the 409 reason, never the text', () => {
    expect(failureKey(describeTeamFailure(http(409, { message: 'Полная', reason: 'team_full' })))).toBe('team_full');
    expect(failureKey(describeTeamFailure(http(409, { message: 'x', reason: 'game_started' })))).toBe('game_started');
    expect(failureKey(describeTeamFailure(http(409, { message: 'x', reason: 'something_new' })))).toBe('requestError');
    expect(failureKey(describeTeamFailure(http(401)))).toBe('sessionExpired');
    expect(failureKey(describeTeamFailure(http(403)))).toBe('notFound');
    expect(failureKey(describeTeamFailure(http(404)))).toBe('notFound');
    expect(failureKey(describeTeamFailure(http(429)))).toBe('tooManyAttempts');
    expect(failureKey(describeTeamFailure(http(500)))).toBe('requestError');
    expect(failureKey(describeTeamFailure(new ApiFailure({ status: 0, statusText: '', error: 'x', kind: 'network' })))).toBe('requestError');
    expect(failureKey(describeTeamFailure(new Error('boom')))).toBe('requestError');
  });
});

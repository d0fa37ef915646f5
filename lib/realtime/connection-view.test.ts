import { connectionView } from './connection-view';

describe('connection view', () => {
  it.each([
    ['CONNECTED', true, 'online'],
    ['CONNECTING', true, 'waiting'],
    ['ERROR', true, 'no-connection'],
    ['DISCONNECTED', true, 'no-connection'],
    ['CONNECTED', false, 'offline'],
    ['CONNECTING', false, 'offline'],
  ] as const)('%s with browser online=%s is %s', (status, online, view) => {
    expect(connectionView(status, online)).toBe(view);
  });
});

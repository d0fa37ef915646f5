import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { endpoint } from '@/contract/families';
import { apiUrl, setupMswServer, testBaseUrls } from '@/tests/msw';
import {
  callAddition,
  forgetAdditionDiscoveries,
  isAdditionAbsent,
  isAdditionAbsentError,
  isEventAdditionSeen,
  markEventAdditionSeen,
  onAdditionDiscovered,
} from './addition-discovery';
import { useAdditionPresent } from './use-addition-present';
import { isApiFailure } from './api-failure';
import { createApiClient } from './create-api-client';

const server = setupMswServer();
const api = createApiClient({ baseUrls: testBaseUrls, getToken: () => 'token', retries: 0 });
const groups = endpoint('live', 'GET', '/experts/games/5/answers/groups');
const groupsUrl = apiUrl('live', '/experts/games/5/answers/groups');
const replySchema = z.object({ tourNumber: z.number(), questions: z.array(z.unknown()) });
const read = () => callAddition('answerGroups', () => api.request(groups, { schema: replySchema }));

let calls = 0;
beforeEach(() => {
  calls = 0;
  forgetAdditionDiscoveries();
});
const answer = (reply: () => Response) =>
  server.use(
    http.get(groupsUrl, () => {
      calls++;
      return reply();
    }),
  );

describe('an addition is discovered on first use', () => {
  it('present: the reply is returned and the addition stays on', async () => {
    answer(() => HttpResponse.json({ tourNumber: 1, questions: [] }));
    await expect(read()).resolves.toEqual({ tourNumber: 1, questions: [] });
    await expect(read()).resolves.toEqual({ tourNumber: 1, questions: [] });
    expect(isAdditionAbsent('answerGroups')).toBe(false);
    expect(calls).toBe(2);
  });

  it.each([404, 405])('%i: turned off for the page load, and never called again', async (status) => {
    answer(() => HttpResponse.json({ message: 'Not Found' }, { status }));
    const first = await read().catch((error: unknown) => error);
    expect(isAdditionAbsentError(first)).toBe(true);
    expect(isAdditionAbsent('answerGroups')).toBe(true);
    const second = await read().catch((error: unknown) => error);
    expect(isAdditionAbsentError(second)).toBe(true);
    expect(calls).toBe(1);
  });

  it('a reply without the expected fields turns a read off too', async () => {
    answer(() => HttpResponse.json({ items: [] }));
    expect(isAdditionAbsentError(await read().catch((error: unknown) => error))).toBe(true);
    expect(isAdditionAbsent('answerGroups')).toBe(true);
  });

  it('a write is turned off by 404/405 only: a reply it cannot read does not say the call is missing', async () => {
    const resolve = endpoint('live', 'PATCH', '/experts/games/5/appeals/3');
    server.use(http.patch(apiUrl('live', '/experts/games/5/appeals/3'), () => HttpResponse.json({ unexpected: true })));
    const error = await callAddition('appealResolution', () => api.request(resolve, { schema: replySchema, body: {} }), { read: false }).catch(
      (e: unknown) => e,
    );
    expect(isApiFailure(error) && error.kind).toBe('invalid-response');
    expect(isAdditionAbsent('appealResolution')).toBe(false);
  });

  it('a server error or a lost network says nothing about the call: it stays on and the failure passes through', async () => {
    answer(() => HttpResponse.json({ message: 'boom' }, { status: 500 }));
    const error = await read().catch((e: unknown) => e);
    expect(isApiFailure(error) && error.status).toBe(500);
    server.use(http.get(groupsUrl, () => HttpResponse.error()));
    const lost = await read().catch((e: unknown) => e);
    expect(isApiFailure(lost) && lost.kind).toBe('network');
    expect(isAdditionAbsent('answerGroups')).toBe(false);
  });

  it('components re-render when an addition is found absent', async () => {
    const { result } = renderHook(() => useAdditionPresent('chatHistory'));
    expect(result.current).toBe(true);
    server.use(http.get(apiUrl('chats', '/chats/GAME/5/messages'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    await act(() => callAddition('chatHistory', () => api.request(endpoint('chats', 'GET', '/chats/GAME/5/messages'))).catch(() => undefined));
    expect(result.current).toBe(false);
  });
});

describe('an event addition is discovered by its first arrival', () => {
  it('not seen until marked; marked once for the page load, listeners told; forgotten as by a new page load', () => {
    const told = vi.fn();
    const stop = onAdditionDiscovered(told);
    expect(isEventAdditionSeen('expertGameStateChanged')).toBe(false);
    markEventAdditionSeen('expertGameStateChanged');
    markEventAdditionSeen('expertGameStateChanged');
    expect(isEventAdditionSeen('expertGameStateChanged')).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
    stop();
    forgetAdditionDiscoveries();
    expect(isEventAdditionSeen('expertGameStateChanged')).toBe(false);
  });
});

import { io, type Socket } from 'socket.io-client';
import { createStore } from 'zustand/vanilla';
import { CHAT_NAMESPACE, REALTIME_PATH } from '@/contract/realtime';
import {
  chatAuthFailedSchema,
  chatClientEvents,
  chatJoinFailedSchema,
  chatJoinSuccessfulSchema,
  chatLockEventSchema,
  chatMessageSchema,
  chatRenewTokenSchema,
  chatSendAckSchema,
  chatServerEvents,
  type ChatMessageWire,
  type ChatSendAck,
} from '@/contract/schemas/chat';
import type { ChatStatus } from '@/contract/schemas/live';
import { timings } from '@/lib/config/timings';
import type { SocketStatus } from '../types';
import { initialJoinState, joinReducer, type JoinCommand, type JoinEvent, type JoinState } from './chat-join-machine';

export interface ChatSocketOptions {
  /** The chat server's origin (public config `chatSocketUrl`). */
  url: string;
  locale: 'ru' | 'en' | 'fr';
  getToken: () => string | undefined;
  /** auth-failed: refresh the session (the API client's refresh; a failed one ends the session). */
  renewSession: () => Promise<void>;
  /** renew-token-required: reload the user's info (a 401 there refreshes the token). */
  reloadUser: () => Promise<void>;
  /** Tests pass socket.io-client's `io` with their own options. */
  connect?: typeof io;
}

export interface ChatSocketState {
  status: SocketStatus;
  join: JoinState;
  socketId: string | null;
}

/** What a send gives back when the server never answered. */
export type ChatSendResult = ChatSendAck | { ok: false; reason: 'no-connection' };

export interface ChatSocketListeners {
  message?: (message: ChatMessageWire) => void;
  lock?: (status: ChatStatus) => void;
  /** Every successful (re)join: the room's state, and the moment to catch up on missed messages. */
  joined?: (info: { status: ChatStatus; answersOpen: boolean }) => void;
}

const SEND_TIMEOUT_MS = 10_000;

/**
 * The chat socket (socket.io-client on the chat namespace): the join state machine, the same retry rules as the
 * game channel (1 s with jitter, reopen after a server-side disconnect), messages and the lock, sends with an
 * acknowledgement. Payloads are parsed with the contract; a malformed one is ignored.
 */
export function createChatSocket(options: ChatSocketOptions, listeners: ChatSocketListeners = {}) {
  const state = createStore<ChatSocketState>(() => ({ status: 'CONNECTING', join: initialJoinState, socketId: null }));
  const connect = options.connect ?? io;
  const socket: Socket = connect(`${options.url}${CHAT_NAMESPACE}`, {
    path: REALTIME_PATH,
    transports: ['websocket', 'polling'],
    reconnectionDelay: timings.socketRetryMs,
    reconnectionDelayMax: timings.socketRetryMs * 1.5,
    randomizationFactor: 0.5,
    // Read at every (re)connect, so a renewed token is what the next handshake carries.
    auth: (send) => send({ token: options.getToken(), locale: options.locale }),
  });
  let waiters: (() => void)[] = [];

  const run = (command: JoinCommand) => {
    switch (command.type) {
      case 'join':
        socket.emit(chatClientEvents.join, { gameId: command.gameId, token: options.getToken(), locale: options.locale });
        return;
      case 'leave':
        socket.emit(chatClientEvents.leave, { gameId: command.gameId });
        return;
      case 'reauthenticate':
        void options.renewSession().finally(() => dispatch({ type: 'tokenRenewed' }));
        return;
      case 'reloadUser':
        void options.reloadUser().finally(() => dispatch({ type: 'tokenRenewed' }));
        return;
    }
  };
  function dispatch(event: JoinEvent) {
    const { state: join, commands } = joinReducer(state.getState().join, event);
    state.setState({ join });
    if (join.phase === 'joined') {
      waiters.forEach((resolve) => resolve());
      waiters = [];
    }
    commands.forEach(run);
  }

  const on = <T>(event: string, schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, handler: (value: T) => void) =>
    socket.on(event, (raw: unknown) => {
      const parsed = schema.safeParse(raw);
      if (parsed.success) handler(parsed.data as T);
      else console.warn('[chat] malformed event ignored', event);
    });

  socket.on('connect', () => {
    state.setState({ status: 'CONNECTED', socketId: socket.id ?? null });
    dispatch({ type: 'connected' });
  });
  socket.on('disconnect', (reason) => {
    state.setState({ status: 'DISCONNECTED' });
    dispatch({ type: 'disconnected' });
    // Like the game channel: socket.io does not come back by itself after the server ended the session.
    if (reason === 'io server disconnect') setTimeout(() => socket.connect(), timings.socketRetryMs);
  });
  socket.on('connect_error', () => state.setState({ status: 'ERROR' }));
  socket.io.on('reconnect_attempt', () => state.setState({ status: 'CONNECTING' }));
  on(chatServerEvents.joinSuccessful, chatJoinSuccessfulSchema, (payload) => {
    dispatch({ type: 'joinSuccessful', gameId: payload.gameId });
    if (payload.gameId === state.getState().join.gameId) listeners.joined?.({ status: payload.status, answersOpen: payload.answersOpen });
  });
  on(chatServerEvents.joinFailed, chatJoinFailedSchema, (payload) =>
    dispatch({ type: 'joinFailed', gameId: payload.gameId, reason: payload.reason, socketId: socket.id ?? null }),
  );
  on(chatServerEvents.authFailed, chatAuthFailedSchema, (payload) => dispatch({ type: 'authFailed', gameId: payload.gameId }));
  on(chatServerEvents.renewTokenRequired, chatRenewTokenSchema, (payload) => dispatch({ type: 'renewTokenRequired', gameId: payload.gameId }));
  on(chatServerEvents.message, chatMessageSchema, (message) => {
    if (message.gameId === state.getState().join.gameId) listeners.message?.(message);
  });
  for (const event of [chatServerEvents.locked, chatServerEvents.unlocked]) {
    on(event, chatLockEventSchema, (payload) => {
      if (payload.gameId === state.getState().join.gameId) listeners.lock?.(payload.status);
    });
  }

  // Back from offline: try at once instead of waiting for the next scheduled attempt.
  const online = () => {
    if (!socket.connected) socket.connect();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', online);

  return {
    state,
    join: (gameId: number) => dispatch({ type: 'start', gameId }),
    leave: () => dispatch({ type: 'stop' }),
    /** Resolves once the room is joined (at once when it is), or after `timeoutMs`. */
    whenJoined(timeoutMs = SEND_TIMEOUT_MS): Promise<boolean> {
      if (state.getState().join.phase === 'joined') return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    async send(gameId: number, text: string, clientId: string): Promise<ChatSendResult> {
      if (!socket.connected) return { ok: false, reason: 'no-connection' };
      try {
        const reply: unknown = await socket.timeout(SEND_TIMEOUT_MS).emitWithAck(chatClientEvents.send, { gameId, text, clientId });
        const parsed = chatSendAckSchema.safeParse(reply);
        return parsed.success ? parsed.data : { ok: false, reason: 'no-connection' };
      } catch {
        return { ok: false, reason: 'no-connection' };
      }
    },
    close() {
      if (typeof window !== 'undefined') window.removeEventListener('online', online);
      waiters = [];
      socket.disconnect();
    },
  };
}

export type ChatSocket = ReturnType<typeof createChatSocket>;

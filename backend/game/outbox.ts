import { channels, expertChannelAdditions, privateChannel, type ExpertChannelEvent, type ParticipantChannelEvent } from '@/contract/realtime';
import type { ExpertEventPayload } from '@/contract/expert-events';
import type { ParticipantEventPayload } from '@/contract/participant-events';
import type { BroadcastItem } from '../realtime/realtime-hub';

type ToParticipant<E extends ParticipantChannelEvent> = Omit<ParticipantEventPayload<E>, 'seq'>;
type ToExpert<E extends ExpertChannelEvent> = Omit<ExpertEventPayload<E>, 'seq'>;
type Shared = ParticipantChannelEvent & ExpertChannelEvent;

const expertAdditions: ReadonlySet<string> = new Set(expertChannelAdditions);

/**
 * Broadcasts collected while a change is written; sent only after its transaction commits (never an event for a
 * change that was rolled back). Payload types come from the contract, so the engine cannot send a wrong shape.
 * `specOnly`: the expert channel gets only the spec's events (its additions are dropped here, at the one place
 * every broadcast passes; the participant channel's ChatUnLocked is the spec's and stays).
 */
export function createOutbox(participantIds: (gameId: number) => number[], { specOnly = false }: { specOnly?: boolean } = {}) {
  const items: BroadcastItem[] = [];
  const push = (channel: string, event: string, payload: object) =>
    items.push({ channel: privateChannel(channel), event, payload: payload as Record<string, unknown> });
  const outbox = {
    items,
    toParticipant<E extends ParticipantChannelEvent>(participantId: number, event: E, payload: ToParticipant<E>) {
      push(channels.participant(participantId), event, payload);
    },
    /** To every participant of the game; a function gives each its own payload. */
    toParticipants<E extends ParticipantChannelEvent>(gameId: number, event: E, payload: ToParticipant<E> | ((participantId: number) => ToParticipant<E>)) {
      for (const id of participantIds(gameId)) {
        push(channels.participant(id), event, typeof payload === 'function' ? payload(id) : payload);
      }
    },
    toExperts<E extends ExpertChannelEvent>(gameId: number, event: E, payload: ToExpert<E>) {
      if (specOnly && expertAdditions.has(event)) return;
      push(channels.gameExpert(gameId), event, payload);
    },
    /** Every participant and the experts (events both channels know). */
    toEveryone<E extends Shared>(gameId: number, event: E, payload: ToParticipant<E> & ToExpert<E>) {
      outbox.toParticipants(gameId, event, payload);
      outbox.toExperts(gameId, event, payload);
    },
  };
  return outbox;
}

export type Outbox = ReturnType<typeof createOutbox>;

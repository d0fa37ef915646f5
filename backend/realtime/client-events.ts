import { channels, clientEventWire, PRIVATE_PREFIX } from '@/contract/realtime';
import { participantClientEventSchemas, type ParticipantClientEvent } from '@/contract/participant-events';

/**
 * The relay rule for client events (`client-*`), the same on both wires and whatever SPEC_ONLY says: the spec's
 * `clientTyping` and `clientRequireAnswers` are the spec's, not additions. They reach a participant channel's other
 * members only when the payload is the contract's `{participantId, data}` for that very channel (a member cannot
 * speak for another team's screen, and teammates never get a malformed one); other `client-*` names are relayed as
 * sent. contract/README.md, "Realtime".
 */
const specEvents = new Map<string, ParticipantClientEvent>(
  (Object.keys(participantClientEventSchemas) as ParticipantClientEvent[]).map((name) => [clientEventWire(name), name]),
);

const participantOf = (channel: string): number | null => {
  const match = /^participant\.(\d+)$/.exec(channel.startsWith(PRIVATE_PREFIX) ? channel.slice(PRIVATE_PREFIX.length) : channel);
  return match ? Number(match[1]) : null;
};

/** Whether a client event `event` with `data`, sent on `channel` (wire name), goes to the channel's other members. */
export function relaysClientEvent(channel: string, event: string, data: unknown): boolean {
  const spec = specEvents.get(event);
  if (!spec) return true;
  const participantId = participantOf(channel);
  if (participantId === null || `${PRIVATE_PREFIX}${channels.participant(participantId)}` !== channel) return false;
  const parsed = participantClientEventSchemas[spec].safeParse(data);
  return parsed.success && parsed.data.participantId === participantId;
}

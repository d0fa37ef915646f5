import { z } from 'zod/mini';
import type { ExpertChannelEvent } from './realtime';
import { chatStatusChanged, count, id, number, payload, reactionOccurred, reactionsCleared, reactionsUpdated, screenRequired } from './realtime-payloads';
import { expertGameStateSchema } from './schemas/expert';

// The events of game-expert.{id}: the console's realtime schemas (names and wire rules in realtime.ts).

/** Payload schemas of game-expert.{id}, one per ExpertChannelEvent. */
export const expertEventSchemas = {
  SheetCountInStackChanged: payload({ totalSheetCountInStack: count }),
  /** Sent once per staff member assigned to the game; a console keeps those with its own expertId. */
  NewAppeal: payload({ expertId: id, appealId: id }),
  SheetCountInTourChanged: payload({ tourNumber: z.nullable(number), totalSheetCountInTour: count }),
  /** A team came online (its first member's socket joined). */
  ParticipantJoined: payload({ participantId: id, name: z.string(), playersOnline: count, count }),
  /** A team went offline (its last member's socket left). */
  ParticipantLeft: payload({ participantId: id, playersOnline: count, count }),
  /** Teams online now; also sent whenever an expert joins. */
  ParticipantCount: payload({ count }),
  ReactionOccurred: reactionOccurred,
  ReactionsCleared: reactionsCleared,
  ReactionsUpdated: reactionsUpdated,
  ChatLocked: chatStatusChanged,
  UpdateParticipantScreenRequired: screenRequired,
  ChatUnLocked: chatStatusChanged,
  /** Any control changed the state (another expert's console stays in step). */
  GameStateChanged: payload({ state: expertGameStateSchema, action: z.string() }),
  AppealResolved: payload({ appealId: id, status: z.enum(['APPROVED', 'REJECTED']) }),
} satisfies Record<ExpertChannelEvent, z.ZodMiniType>;

export type ExpertEventPayload<E extends ExpertChannelEvent> = z.infer<(typeof expertEventSchemas)[E]>;

import { z } from 'zod/mini';
import { SEQ_FIELD } from './realtime';
import { chatStatusSchema, mechanicNameSchema, reactionSchema } from './schemas/live';

// What the participant's and the expert's channel events share. Objects are parsed loosely, so new fields never
// break; `seq` is there when the backend numbers its events.

const seq = z.int().check(z.positive());
export const instant = z.iso.datetime({ offset: true });
export const id = z.int().check(z.positive());
export const count = z.int().check(z.nonnegative());
export const number = z.int().check(z.positive());
/** `seq` is the reference backend's addition: a platform built to the spec sends none (contract/README.md, "Realtime"). */
export const payload = <S extends z.core.$ZodLooseShape>(shape: S) => z.object({ ...shape, [SEQ_FIELD]: z.optional(seq) });

export const reactionsUpdated = payload({ mechanic: mechanicNameSchema, active: z.boolean(), reactions: z.array(reactionSchema) });
export const reactionOccurred = payload({ mechanic: mechanicNameSchema, reaction: reactionSchema });
export const reactionsCleared = payload({ mechanic: mechanicNameSchema });
export const chatStatusChanged = payload({ gameId: id, status: chatStatusSchema });
export const screenRequired = payload({ gameId: id, reason: z.enum(['stream', 'appearance', 'game']) });

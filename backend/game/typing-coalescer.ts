import type { ParticipantEventPayload } from '@/contract/participant-events';
import { TYPING_BROADCAST_WINDOW_MS } from '../rate-limits/limits';
import type { EngineContext } from './engine-context';
import type { Outbox } from './outbox';

type Typing = Omit<ParticipantEventPayload<'ClientTyping'>, 'seq'>;

interface Slot {
  timer: ReturnType<typeof setTimeout>;
  /** What arrived since the slot's last event: the latest text per question (null when nothing waits). */
  pending: Typing | null;
}

/**
 * Teammates' drafts (ClientTyping), at most one event per player (participant, user and socket: the socket id
 * lets each screen skip its own echo, so two players' drafts never share an event) per window. A post after a
 * quiet window is sent at once (a player typing normally posts once a second: no delay); posts inside the window
 * are merged and sent when it ends (the trailing edge), so the latest text always goes out and a flood of posts
 * costs teammates a few events, not one per post.
 */
export function createTypingCoalescer(ctx: EngineContext, windowMs = TYPING_BROADCAST_WINDOW_MS) {
  const slots = new Map<string, Slot>();
  const slotKey = (typing: Typing) => `${typing.participantId}:${typing.userId}:${typing.socketId ?? ''}`;

  const open = (key: string): ReturnType<typeof setTimeout> => {
    const timer = setTimeout(() => ctx.guard('typing broadcast', () => windowEnded(key)), windowMs);
    timer.unref();
    return timer;
  };

  function windowEnded(key: string) {
    const slot = slots.get(key);
    if (!slot?.pending) {
      slots.delete(key);
      return;
    }
    const typing = slot.pending;
    slot.pending = null;
    slot.timer = open(key);
    ctx.emit((out) => out.toParticipant(typing.participantId, 'ClientTyping', typing));
  }

  /** Drops questions from every waiting draft of the team's round (another post carries newer text for them). */
  function forget(participantId: number, tourNumber: number, questions: ReadonlySet<number> | 'all', except?: string) {
    for (const [key, slot] of slots) {
      const waiting = slot.pending;
      if (key === except || !waiting || waiting.participantId !== participantId || waiting.tourNumber !== tourNumber) continue;
      const answers = questions === 'all' ? [] : waiting.answers.filter((answer) => !questions.has(answer.questionNumber));
      slot.pending = answers.length > 0 ? { ...waiting, answers } : null;
    }
  }

  return {
    /** A draft post changed answers: send now (through the post's outbox, after its commit) or merge into the window. */
    typed(out: Outbox, typing: Typing) {
      const key = slotKey(typing);
      forget(typing.participantId, typing.tourNumber, new Set(typing.answers.map((answer) => answer.questionNumber)), key);
      const slot = slots.get(key);
      if (!slot) {
        slots.set(key, { timer: open(key), pending: null });
        out.toParticipant(typing.participantId, 'ClientTyping', typing);
        return;
      }
      const waiting = slot.pending;
      if (waiting && waiting.tourNumber !== typing.tourNumber) {
        // Another round's draft: the waiting one goes out first, as it was.
        out.toParticipant(waiting.participantId, 'ClientTyping', waiting);
        slot.pending = typing;
        return;
      }
      const merged = new Map((waiting?.answers ?? []).map((answer) => [answer.questionNumber, answer]));
      for (const answer of typing.answers) merged.set(answer.questionNumber, answer);
      slot.pending = { ...typing, answers: [...merged.values()].sort((a, b) => a.questionNumber - b.questionNumber) };
    },
    /** The team's round was sent whole (AnswersReceived): drafts still waiting for it are older. */
    sheetSent(participantId: number, tourNumber: number) {
      forget(participantId, tourNumber, 'all');
    },
  };
}

import { isStaff, type UserRow } from '../users/users-repo';
import { forbidden } from './game-error';
import type { GameRow, GameStore, ParticipantRow } from './game-store';

/** Who may read and write what (contract/README.md, "Who may call what"). Unknown ids are 404 first. */
export function createParticipantAccess(store: GameStore) {
  const staffOf = (user: UserRow, gameId: number) => isStaff(user) && store.isStaffOf(gameId, user.id);
  return {
    /** Reads of a participant: a member of its team, or staff assigned to its game. */
    viewer(user: UserRow, participantId: number): ParticipantRow {
      const participant = store.participant(participantId);
      if (!store.isMember(participant.team_id, user.id) && !staffOf(user, participant.game_id)) throw forbidden();
      return participant;
    },
    /** Writes of a participant (answers, appeals, buzzer): a member, and the registration confirmed. */
    player(user: UserRow, participantId: number): ParticipantRow {
      const participant = store.participant(participantId);
      if (!store.isMember(participant.team_id, user.id)) throw forbidden();
      if (participant.status !== 'READY' && participant.status !== 'PLAYED') throw forbidden('not_ready');
      return participant;
    },
    /** Every /experts call and the chat lock: staff assigned to the game. */
    staff(user: UserRow, gameId: number): GameRow {
      const game = store.game(gameId);
      if (!staffOf(user, gameId)) throw forbidden();
      return game;
    },
    staffOf,
  };
}

export type ParticipantAccess = ReturnType<typeof createParticipantAccess>;

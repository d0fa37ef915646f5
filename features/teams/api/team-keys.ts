/**
 * Query keys of teams and invitations, generic to specific; every invalidation goes through these. A module of its
 * own, without imports: a page that only invalidates the team (the game page, on the channel's membership events)
 * does not bring the teams' calls and schemas into its first load.
 */
export const teamKeys = {
  all: ['teams'] as const,
  team: (participantId: number) => [...teamKeys.all, 'team', participantId] as const,
  invites: () => [...teamKeys.all, 'invite'] as const,
  /** An invite reads differently for each visitor: the viewer (or `anonymous`) is part of the key. */
  invite: (token: string, viewer: number | 'anonymous') => [...teamKeys.invites(), token, viewer] as const,
};

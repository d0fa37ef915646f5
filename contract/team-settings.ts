/**
 * Teams and invitations (contract/README.md, "Teams and invitations"): the limits both sides apply and the
 * spec's team-invite states. Plain values without zod, so the web app can read them on a first load.
 */

/** Players in one team, the captain included: an invite cannot be accepted once the team has this many. */
export const TEAM_MEMBER_LIMIT = 10;

/** An invite link works this long after it was made (and never after its game is over). */
export const INVITE_TTL_DAYS = 7;

/** Open (pending, unexpired) invites one registration may have at a time: more waits for some to be answered. */
export const MAX_PENDING_INVITES = 20;

/** The query parameter of `/share` that carries an invite's token: `/share?invite=…`. */
export const INVITE_QUERY_PARAM = 'invite';

/** The query parameter of `/share` that names a game to share: `/share?game=12`. */
export const SHARE_GAME_QUERY_PARAM = 'game';

/**
 * Spec section 3, "Team-invite states: NONE, PENDING, ACCEPTED, REJECTED (value CANCELLED)": the state's name in
 * the app and its value on the wire. NONE never travels: it is "no invite" (the share page without one).
 */
export type TeamInviteState = 'NONE' | 'PENDING' | 'ACCEPTED' | 'REJECTED';

/** An invite token as links carry it: base64url only, bounded. Anything else cannot be one and is not looked up. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

import { endpoint, seg } from './families';

/**
 * Every call of the product spec (section 7), grouped by the family that serves it.
 * Later features import their builders from here; the reference backend mounts the same paths.
 */
export const endpoints = {
  iam: {
    login: () => endpoint('iam', 'POST', '/auth/login'),
    refresh: () => endpoint('iam', 'POST', '/auth/refresh'),
    logout: () => endpoint('iam', 'POST', '/auth/logout'),
    me: () => endpoint('iam', 'GET', '/users/me'),
  },
  base: {
    login: () => endpoint('base', 'POST', '/login'),
    register: () => endpoint('base', 'POST', '/players'),
    me: () => endpoint('base', 'GET', '/players/me'),
    confirmEmail: (code: string) => endpoint('base', 'GET', `/players/email/confirm/${seg(code)}`),
    resendConfirmation: () => endpoint('base', 'POST', '/players/email/resend'),
    avatarUpload: () => endpoint('base', 'POST', '/players/me/avatar'),
    avatarDelete: () => endpoint('base', 'DELETE', '/players/me/avatar'),
    oauthLink: (provider: string) => endpoint('base', 'GET', `/players/oauth/${seg(provider)}/link`),
    oauthLogin: (provider: string) => endpoint('base', 'POST', `/players/oauth/${seg(provider)}`),
    passwordEmail: () => endpoint('base', 'POST', '/password/email'),
    passwordReset: () => endpoint('base', 'POST', '/password/reset/'),
    /** Addition: a reset link checked when it is opened, without spending it. */
    passwordResetCheck: () => endpoint('base', 'POST', '/password/reset/check'),
    locationGuess: () => endpoint('base', 'GET', '/locations/guess'),
    // Game registration and payment (contract/README.md, "Registration and payment").
    myTeams: () => endpoint('base', 'GET', '/players/me/teams'),
    createTeam: () => endpoint('base', 'POST', '/players/me/teams'),
    registerForGame: (gameId: number) => endpoint('base', 'POST', `/games/${seg(gameId)}/registrations`),
    registration: (id: number) => endpoint('base', 'GET', `/registrations/${seg(id)}`),
    registrationPayment: (id: number) => endpoint('base', 'POST', `/registrations/${seg(id)}/payment`),
    registrationPayLater: (id: number) => endpoint('base', 'POST', `/registrations/${seg(id)}/pay-later`),
    // Teams and invitations (contract/README.md, "Teams and invitations"). `token` is an invite link's secret.
    registrationTeam: (id: number) => endpoint('base', 'GET', `/registrations/${seg(id)}/team`),
    createInvite: (id: number) => endpoint('base', 'POST', `/registrations/${seg(id)}/invites`),
    revokeInvite: (id: number, inviteId: number) => endpoint('base', 'DELETE', `/registrations/${seg(id)}/invites/${seg(inviteId)}`),
    removeMember: (id: number, userId: number) => endpoint('base', 'DELETE', `/registrations/${seg(id)}/members/${seg(userId)}`),
    invite: (token: string) => endpoint('base', 'GET', `/invites/${seg(token)}`),
    acceptInvite: (token: string) => endpoint('base', 'POST', `/invites/${seg(token)}/accept`),
    declineInvite: (token: string) => endpoint('base', 'POST', `/invites/${seg(token)}/decline`),
    // The player's cabinet (contract/README.md, "The player's cabinet").
    myRegistrations: () => endpoint('base', 'GET', '/players/me/registrations'),
    myPurchases: () => endpoint('base', 'GET', '/players/me/purchases'),
    /** Not served yet by the reference backend (404): the cabinet shows no pending invites. */
    myInvites: () => endpoint('base', 'GET', '/players/me/invites'),
    /** The payment provider's notifications (server to server; never called by the web app). */
    paymentWebhook: (kind: 'check' | 'pay' | 'fail') => endpoint('base', 'POST', `/payments/webhooks/${kind}`),
  },
  baseMain: {
    cities: () => endpoint('baseMain', 'GET', '/cities/all'),
    games: () => endpoint('baseMain', 'GET', '/games'),
    gameParticipants: (gameId: number) => endpoint('baseMain', 'GET', `/games/${seg(gameId)}/participants`),
    /** Query: gameId, code, email (optional). */
    checkPromo: () => endpoint('baseMain', 'GET', '/check-promo'),
    /** What the registration modal needs about one game (404 for an unknown game). */
    registrationGame: (gameId: number) => endpoint('baseMain', 'GET', `/games/${seg(gameId)}/registration`),
    subscribe: () => endpoint('baseMain', 'POST', '/subscriptions'),
  },
  legacy: {
    /** Multipart; query `site` (`general` from this site). contract/README.md, "Support". */
    support: () => endpoint('legacy', 'POST', '/support'),
  },
  live: {
    expertGames: () => endpoint('live', 'GET', '/experts/games'),
    participantStatus: (id: number) => endpoint('live', 'GET', `/participants/${seg(id)}/status`),
    participantList: (id: number) => endpoint('live', 'GET', `/participants/${seg(id)}/list`),
    participantMechanics: (id: number) => endpoint('live', 'POST', `/participants/${seg(id)}/mechanics`),
    postResults: (id: number) => endpoint('live', 'POST', `/participants/${seg(id)}/results`),
    results: (id: number) => endpoint('live', 'GET', `/participants/${seg(id)}/results`),
    appeal: (id: number, resultId: number) => endpoint('live', 'POST', `/participants/${seg(id)}/results/${seg(resultId)}/appeal`),
    expertGame: (gameId: number) => endpoint('live', 'GET', `/experts/games/${seg(gameId)}`),
    expertGameUpdate: (gameId: number) => endpoint('live', 'PATCH', `/experts/games/${seg(gameId)}`),
    expertCurrentTour: (gameId: number) => endpoint('live', 'GET', `/experts/games/${seg(gameId)}/currentTour`),
    expertMechanics: (gameId: number) => endpoint('live', 'POST', `/experts/games/${seg(gameId)}/mechanics`),
    expertMechanicsUpdate: (gameId: number) => endpoint('live', 'PATCH', `/experts/games/${seg(gameId)}/mechanics`),
    expertAction: (gameId: number, action: 'showScores' | 'startTour' | 'openAnswers' | 'showNextTour' | 'closeTour' | 'finish') =>
      endpoint('live', 'POST', `/experts/games/${seg(gameId)}/${action}`),
    expertKeepAlive: (gameId: number) => endpoint('live', 'POST', `/experts/keep-alive/${seg(gameId)}`),
    expertNextSheet: (gameId: number) => endpoint('live', 'POST', `/experts/games/${seg(gameId)}/results`),
    expertCancelSheet: (gameId: number) => endpoint('live', 'POST', `/experts/games/${seg(gameId)}/results/cancel`),
    expertTakeSheet: (gameId: number, sheetId: number) => endpoint('live', 'POST', `/experts/games/${seg(gameId)}/results/${seg(sheetId)}/take`),
    expertCheckSheet: (gameId: number, sheetId: number) => endpoint('live', 'PATCH', `/experts/games/${seg(gameId)}/results/${seg(sheetId)}`),
    expertAnswers: (gameId: number) => endpoint('live', 'GET', `/experts/games/${seg(gameId)}/answers`),
    expertAppeals: (gameId: number) => endpoint('live', 'GET', `/experts/games/${seg(gameId)}/appeals/`),
    expertAppeal: (gameId: number, appealId: number) => endpoint('live', 'GET', `/experts/games/${seg(gameId)}/appeals/${seg(appealId)}`),
    // Additions of the reference backend where the spec is silent (contract/README.md, "Live game").
    myParticipations: () => endpoint('live', 'GET', '/participants/mine'),
    expertAppealResolve: (gameId: number, appealId: number) => endpoint('live', 'PATCH', `/experts/games/${seg(gameId)}/appeals/${seg(appealId)}`),
    /** Query: tourNumber (required). */
    expertAnswerGroups: (gameId: number) => endpoint('live', 'GET', `/experts/games/${seg(gameId)}/answers/groups`),
    expertAnswerGroupDecide: (gameId: number) => endpoint('live', 'PATCH', `/experts/games/${seg(gameId)}/answers/groups`),
  },
  /** Private games and promo-code packs (contract/README.md, "Private games and promo codes"). */
  party: {
    formats: () => endpoint('party', 'GET', '/formats'),
    createOrder: () => endpoint('party', 'POST', '/orders'),
    order: (id: number) => endpoint('party', 'GET', `/orders/${seg(id)}`),
    orderPayment: (id: number) => endpoint('party', 'POST', `/orders/${seg(id)}/payment`),
    myGames: () => endpoint('party', 'GET', '/games'),
    /** Query: invite (the invite link's token), optional. */
    game: (gameId: number) => endpoint('party', 'GET', `/games/${seg(gameId)}`),
    packs: () => endpoint('party', 'GET', '/packs'),
    createPurchase: () => endpoint('party', 'POST', '/purchases'),
    purchase: (id: number) => endpoint('party', 'GET', `/purchases/${seg(id)}`),
    purchasePayment: (id: number) => endpoint('party', 'POST', `/purchases/${seg(id)}/payment`),
  },
  chats: {
    status: (gameId: number) => endpoint('chats', 'GET', `/chats/GAME/${seg(gameId)}`),
    lock: (gameId: number) => endpoint('chats', 'POST', `/chats/GAME/${seg(gameId)}/lock`),
    unlock: (gameId: number) => endpoint('chats', 'POST', `/chats/GAME/${seg(gameId)}/unlock`),
    /** Query: before or after (a message id), limit (contract/README.md, "Game chat"). */
    messages: (gameId: number) => endpoint('chats', 'GET', `/chats/GAME/${seg(gameId)}/messages`),
  },
} as const;

/**
 * The home page's games section anchor (`/#games`). A module of its own, without imports: pages that only link to
 * the section (the game's "next game") import it without pulling the catalogue's client island into their bundle.
 */
export const GAMES_SECTION_ID = 'games';

/**
 * The registration dialog's width. A module of its own: the home page's pending box for the dialog takes it too,
 * and importing it must not bring the registration flow into the page's first load.
 */
export const REGISTRATION_DIALOG_MAX_WIDTH_PX = 520;

// Plain data without zod: the header and navigation, on every page, read the signed-in flag.

export const sessionCookieName = 'iar_cookie'
/** The readable flag next to it: the UI's hint that someone is signed in, never trusted by the server. */
export const loggedInCookieName = 'logged-in'
/** A session is refreshed before a request when it expires within this many days (spec §9). */
export const refreshThresholdDays = 10
export const sessionTransportHeader = 'x-session-transport'

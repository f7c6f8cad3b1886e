/**
 * How long typing pauses before an address lookup: one request per pause, not per key. Its
 * own file so the browser tests can wait exactly as long as the frame does.
 */
export const SUGGEST_DEBOUNCE_MS = 150;

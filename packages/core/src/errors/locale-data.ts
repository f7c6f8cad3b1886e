/**
 * The message a locale's data that cannot be loaded rejects with, on its own so the frames
 * can use it without the whole integration error catalogue.
 */
export const LOCALE_DATA_UNAVAILABLE = 'Could not load locale data';

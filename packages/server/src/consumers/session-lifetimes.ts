/** How long a session's client secret works before the wallet must extend it. */
export const CONSUMER_SESSION_TTL_SECONDS = 60 * 60;
/** How long after expiry `extend` still renews a session; past it the shopper signs in again. */
export const SESSION_EXTEND_GRACE_SECONDS = 24 * 60 * 60;
/**
 * The absolute lifetime of a session, however often it is extended: after it the shopper proves
 * again that the e-mail is theirs (a code or a passkey). A stolen secret works no longer.
 */
export const CONSUMER_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

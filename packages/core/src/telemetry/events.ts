/**
 * The frames' funnel events (docs/telemetry.md): their names and the only fields an event may
 * carry, each with the shape it must have. The controller drops anything else before sending
 * and the server drops it again on receipt, so card numbers, CVCs, one-time codes, e-mail
 * addresses and phone numbers can never be stored: no field may hold them.
 */

/** A checkout's steps, in funnel order. */
export const FUNNEL_STEPS = [
  'element_loaded',
  'method_selected',
  'form_completed',
  'confirm_started',
  'next_action_shown',
  'payment_succeeded',
  'payment_failed',
] as const;

/** Link's funnel events. */
export const LINK_FUNNEL_EVENTS = [
  'link.payment_surface_rendered',
  'link.rendered',
  'link.lookup_successful',
  'link.account_creation_success',
  'link.interaction',
  'link.payment_method_selected',
  'link.confirmation_attempted',
  'link.confirmation_succeeded',
  'link.confirmation_error',
  'link.authentication',
  'link.authentication_error',
  'link.fatal',
] as const;

export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export type TelemetryEventName = FunnelStep | (typeof LINK_FUNNEL_EVENTS)[number];

export interface TelemetryEvent {
  name: TelemetryEventName;
  /** The checkout session: a random UUID per elements group. */
  session: string;
  payment_method_type?: string;
  /** The element kind (`payment`, `card`, `linkAuthentication`...). */
  element?: string;
  decline_code?: string;
  error_code?: string;
  /** For Link's confirmation events: paid with Link or not. */
  link?: boolean;
}

/** At most this many events go in one batch. */
export const TELEMETRY_BATCH_MAX = 50;

const NAMES = new Set<string>([...FUNNEL_STEPS, ...LINK_FUNNEL_EVENTS]);
const SESSION = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** No value but the session may hold three digits (a card number, a CVC, a code) or an `@`. */
function plainWord(pattern: RegExp): (value: unknown) => string | undefined {
  return (value) =>
    typeof value === 'string' && pattern.test(value) && (value.match(/\d/g)?.length ?? 0) <= 2
      ? value
      : undefined;
}

const FIELDS = {
  payment_method_type: plainWord(/^[a-z][a-z0-9_]{1,39}$/),
  element: plainWord(/^[a-zA-Z]{2,40}$/),
  decline_code: plainWord(/^[a-z_]{2,60}$/),
  error_code: plainWord(/^[a-z_]{2,60}$/),
} as const;

/**
 * An event as it may be stored: its name and session checked, every other field kept only if
 * it is allow-listed and well-formed; anything else is dropped. Null when the event is not one.
 */
export function cleanTelemetryEvent(raw: unknown): TelemetryEvent | null {
  if (!raw || typeof raw !== 'object') return null;
  const given = raw as Record<string, unknown>;
  if (typeof given.name !== 'string' || !NAMES.has(given.name)) return null;
  if (typeof given.session !== 'string' || !SESSION.test(given.session)) return null;
  const event: TelemetryEvent = { name: given.name as TelemetryEventName, session: given.session };
  for (const [field, read] of Object.entries(FIELDS)) {
    const value = read(given[field]);
    if (value !== undefined) event[field as keyof typeof FIELDS] = value;
  }
  const link =
    given.link === true || given.link === 'true'
      ? true
      : given.link === false || given.link === 'false'
        ? false
        : undefined;
  if (link !== undefined) event.link = link;
  return event;
}

import { LINK_REQUEST_NAMES, type LinkRequestName } from '@payframe/js/protocol';
import { CLIENT_ERROR_CODES } from './client-errors.js';
import { moveTo, reducerOf, refuse, type Transition } from './transition.js';

/** The consumer requests whose progress the wallet tracks (docs/link.md#states): the protocol's list. */
export const REQUEST_KINDS = LINK_REQUEST_NAMES;

export type RequestKind = LinkRequestName;

export type RequestStatus = 'NONE' | 'PENDING' | 'SUCCESS' | 'ERROR';

/** What a failed request keeps: the API's (or the client's) error, as Stripe.js shapes it. */
export interface RequestError {
  type: string;
  message: string;
  code?: string;
}

export type RequestState =
  | { status: 'NONE' | 'PENDING' | 'SUCCESS'; error: null }
  | { status: 'ERROR'; error: RequestError };

export type RequestStates = Readonly<Record<RequestKind, RequestState>>;

export type RequestEvent =
  | { type: 'started'; kind: RequestKind }
  | { type: 'succeeded'; kind: RequestKind }
  | { type: 'failed'; kind: RequestKind; error: RequestError }
  | { type: 'reset'; kind: RequestKind };

const NONE: RequestState = { status: 'NONE', error: null };

export const INITIAL_REQUEST_STATES: RequestStates = Object.fromEntries(
  REQUEST_KINDS.map((kind) => [kind, NONE]),
) as Record<RequestKind, RequestState>;

/**
 * One request's next state. A request starts again from any settled state (a retry), but never
 * while it is pending, and only a pending request settles; anything else is an action in the
 * wrong context (LJS007).
 */
export function nextRequestState(state: RequestState, event: RequestEvent): Transition<RequestState> {
  const pending = state.status === 'PENDING';
  switch (event.type) {
    case 'started':
      return pending
        ? refuse(CLIENT_ERROR_CODES.invalidParamsOrContext)
        : moveTo({ status: 'PENDING', error: null });
    case 'succeeded':
      return pending
        ? moveTo({ status: 'SUCCESS', error: null })
        : refuse(CLIENT_ERROR_CODES.invalidParamsOrContext);
    case 'failed':
      return pending
        ? moveTo({ status: 'ERROR', error: event.error })
        : refuse(CLIENT_ERROR_CODES.invalidParamsOrContext);
    case 'reset':
      return moveTo(NONE);
  }
}

/** Every request's next state: the event's request moves, the others stay. */
export function nextRequestStates(states: RequestStates, event: RequestEvent): Transition<RequestStates> {
  const result = nextRequestState(states[event.kind], event);
  return result.ok ? moveTo({ ...states, [event.kind]: result.state }) : result;
}

/** `nextRequestStates` for `useReducer`: a refused event keeps the states. */
export const requestStatesReducer = reducerOf(nextRequestStates);

/** The verification request in progress or settled, if any: confirm wins over start (it comes later). */
export function verificationRequestState(
  states: RequestStates,
): { kind: 'start' | 'confirm'; status: 'PENDING' | 'SUCCESS' | 'ERROR' } | null {
  const confirm = states.confirmVerification.status;
  if (confirm !== 'NONE') return { kind: 'confirm', status: confirm };
  const start = states.startVerification.status;
  if (start !== 'NONE') return { kind: 'start', status: start };
  return null;
}

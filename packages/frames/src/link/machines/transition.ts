import { clientError, type LinkClientError, type LinkClientErrorCode } from './client-errors.js';

/** What a machine answers to an event: the next state, or the client error that refuses it. */
export type Transition<S> = { ok: true; state: S } | { ok: false; error: LinkClientError };

export function moveTo<S>(state: S): Transition<S> {
  return { ok: true, state };
}

export function refuse<S>(code: LinkClientErrorCode): Transition<S> {
  return { ok: false, error: clientError(code) };
}

/**
 * A React-style reducer over a machine: a refused event leaves the state as it was, because a
 * reducer must not throw (the `next...` function says why it was refused).
 */
export function reducerOf<S, E>(next: (state: S, event: E) => Transition<S>): (state: S, event: E) => S {
  return (state, event) => {
    const result = next(state, event);
    return result.ok ? result.state : state;
  };
}

import { describe, expect, it } from 'vitest';
import {
  INITIAL_REQUEST_STATES,
  nextRequestState,
  nextRequestStates,
  REQUEST_KINDS,
  type RequestError,
  type RequestEvent,
  type RequestKind,
  type RequestState,
  type RequestStates,
  requestStatesReducer,
  verificationRequestState,
} from './request-state.js';

const INVALID = 'LJS007';
const declined: RequestError = {
  type: 'card_error',
  code: 'card_declined',
  message: 'Your card was declined.',
};
const earlier: RequestError = { type: 'api_error', message: 'Earlier failure' };

const NONE: RequestState = { status: 'NONE', error: null };
const PENDING: RequestState = { status: 'PENDING', error: null };
const SUCCESS: RequestState = { status: 'SUCCESS', error: null };
const ERROR: RequestState = { status: 'ERROR', error: earlier };

const kind: RequestKind = 'createSession';
const started: RequestEvent = { type: 'started', kind };
const succeeded: RequestEvent = { type: 'succeeded', kind };
const failed: RequestEvent = { type: 'failed', kind, error: declined };
const reset: RequestEvent = { type: 'reset', kind };

const TABLE: [RequestState, RequestEvent, RequestState | typeof INVALID][] = [
  [NONE, started, PENDING],
  [NONE, succeeded, INVALID],
  [NONE, failed, INVALID],
  [NONE, reset, NONE],
  [PENDING, started, INVALID],
  [PENDING, succeeded, SUCCESS],
  [PENDING, failed, { status: 'ERROR', error: declined }],
  [PENDING, reset, NONE],
  [SUCCESS, started, PENDING],
  [SUCCESS, succeeded, INVALID],
  [SUCCESS, failed, INVALID],
  [SUCCESS, reset, NONE],
  // A retry clears the stored error.
  [ERROR, started, PENDING],
  [ERROR, succeeded, INVALID],
  [ERROR, failed, INVALID],
  [ERROR, reset, NONE],
];

describe('Link request states', () => {
  it.each(TABLE)('%o + %o -> %o', (state, event, expected) => {
    const result = nextRequestState(state, event);
    if (expected === INVALID) {
      expect(result).toEqual({
        ok: false,
        error: { type: 'link_error', code: 'LJS007', message: 'Invalid params or context for action' },
      });
    } else {
      expect(result).toEqual({ ok: true, state: expected });
    }
  });

  it('tracks every request the spec lists, each starting at NONE', () => {
    expect(Object.keys(INITIAL_REQUEST_STATES)).toEqual([...REQUEST_KINDS]);
    expect(REQUEST_KINDS).toHaveLength(14);
    for (const kind of REQUEST_KINDS) expect(INITIAL_REQUEST_STATES[kind]).toEqual(NONE);
  });

  it.each(REQUEST_KINDS)('%s moves alone through NONE, PENDING, ERROR, PENDING, SUCCESS', (kind) => {
    const events: RequestEvent[] = [
      { type: 'started', kind },
      { type: 'failed', kind, error: declined },
      { type: 'started', kind },
      { type: 'succeeded', kind },
    ];
    const seen: RequestStates[] = [];
    let states = INITIAL_REQUEST_STATES;
    for (const event of events) {
      states = requestStatesReducer(states, event);
      seen.push(states);
    }
    expect(seen.map((each) => each[kind])).toEqual([
      PENDING,
      { status: 'ERROR', error: declined },
      PENDING,
      SUCCESS,
    ]);
    for (const other of REQUEST_KINDS.filter((each) => each !== kind)) expect(states[other]).toEqual(NONE);
  });

  it('a refused event leaves every request as it was', () => {
    expect(nextRequestStates(INITIAL_REQUEST_STATES, { type: 'succeeded', kind: 'signUp' }).ok).toBe(false);
    expect(requestStatesReducer(INITIAL_REQUEST_STATES, { type: 'succeeded', kind: 'signUp' })).toBe(
      INITIAL_REQUEST_STATES,
    );
  });

  it.each([
    [NONE, NONE, null],
    [PENDING, NONE, { kind: 'start', status: 'PENDING' }],
    [ERROR, NONE, { kind: 'start', status: 'ERROR' }],
    [SUCCESS, NONE, { kind: 'start', status: 'SUCCESS' }],
    [SUCCESS, PENDING, { kind: 'confirm', status: 'PENDING' }],
    [SUCCESS, ERROR, { kind: 'confirm', status: 'ERROR' }],
    [SUCCESS, SUCCESS, { kind: 'confirm', status: 'SUCCESS' }],
  ] as const)('verification request with start %o and confirm %o is %o', (start, confirm, expected) => {
    const states = { ...INITIAL_REQUEST_STATES, startVerification: start, confirmVerification: confirm };
    expect(verificationRequestState(states)).toEqual(expected);
  });
});

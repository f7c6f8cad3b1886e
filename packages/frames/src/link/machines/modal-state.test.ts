import { describe, expect, it } from 'vitest';
import {
  initialModalState,
  MODAL_EVENT_TYPES,
  MODAL_STATES,
  type ModalEvent,
  type ModalState,
  modalStateReducer,
  nextModalState,
} from './modal-state.js';

const INVALID = 'LJS007';
type Type = ModalEvent['type'];

const TABLE: [ModalState, Type, ModalState | typeof INVALID][] = [
  // Disabled stays disabled, whatever happens.
  ['disabled', 'disable', 'disabled'],
  ['disabled', 'loaded', 'disabled'],
  ['disabled', 'open', 'disabled'],
  ['disabled', 'close', 'disabled'],
  // Loading then unopened.
  ['loading', 'loaded', 'unopened'],
  ['loading', 'open', INVALID],
  ['loading', 'close', INVALID],
  ['loading', 'disable', 'disabled'],
  ['unopened', 'open', 'open'],
  ['unopened', 'loaded', INVALID],
  ['unopened', 'close', INVALID],
  ['unopened', 'disable', 'disabled'],
  // Close gives previously-open.
  ['open', 'close', 'previously-open'],
  ['open', 'open', INVALID],
  ['open', 'loaded', INVALID],
  ['open', 'disable', 'disabled'],
  ['previously-open', 'open', 'open'],
  ['previously-open', 'close', INVALID],
  ['previously-open', 'loaded', INVALID],
  ['previously-open', 'disable', 'disabled'],
];

describe('Link modal state', () => {
  it.each(TABLE)('%s + %s -> %s', (state, type, expected) => {
    const result = nextModalState(state, { type });
    if (expected === INVALID) {
      expect(result).toEqual({
        ok: false,
        error: { type: 'link_error', code: 'LJS007', message: 'Invalid params or context for action' },
      });
    } else {
      expect(result).toEqual({ ok: true, state: expected });
    }
  });

  it('the table has a row for every state and every event', () => {
    const covered = new Set(TABLE.map(([state, type]) => `${state} ${type}`));
    const pairs = MODAL_STATES.flatMap((state) => MODAL_EVENT_TYPES.map((type) => `${state} ${type}`));
    expect(pairs.filter((pair) => !covered.has(pair))).toEqual([]);
  });

  it.each([
    [true, 'loading'],
    [false, 'disabled'],
  ] as const)('a modal enabled=%s starts %s', (enabled, expected) => {
    expect(initialModalState(enabled)).toBe(expected);
  });

  it('the reducer goes loading, unopened, open, previously-open, open and ignores what is refused', () => {
    const events: Type[] = ['open', 'loaded', 'open', 'close', 'close', 'open'];
    const seen: ModalState[] = [];
    let state = initialModalState(true);
    for (const type of events) {
      state = modalStateReducer(state, { type });
      seen.push(state);
    }
    expect(seen).toEqual(['loading', 'unopened', 'open', 'previously-open', 'previously-open', 'open']);
  });
});

import { CLIENT_ERROR_CODES } from './client-errors.js';
import { moveTo, reducerOf, refuse, type Transition } from './transition.js';

/** The Link modal's states (docs/link.md#states, "Other flows"). */
export const MODAL_STATES = ['disabled', 'loading', 'unopened', 'open', 'previously-open'] as const;

export type ModalState = (typeof MODAL_STATES)[number];

export type ModalEvent = { type: 'disable' } | { type: 'loaded' } | { type: 'open' } | { type: 'close' };

export const MODAL_EVENT_TYPES = [
  'disable',
  'loaded',
  'open',
  'close',
] as const satisfies readonly ModalEvent['type'][];

/** A modal Link may use starts loading; one it may not use starts, and stays, disabled. */
export function initialModalState(enabled: boolean): ModalState {
  return enabled ? 'loading' : 'disabled';
}

/** Where each event may lead from each state; a missing entry is an action out of context. */
const NEXT: Record<ModalState, Partial<Record<ModalEvent['type'], ModalState>>> = {
  disabled: { disable: 'disabled', loaded: 'disabled', open: 'disabled', close: 'disabled' },
  loading: { disable: 'disabled', loaded: 'unopened' },
  unopened: { disable: 'disabled', open: 'open' },
  open: { disable: 'disabled', close: 'previously-open' },
  'previously-open': { disable: 'disabled', open: 'open' },
};

/** The modal's next state: disabled stays disabled, loading then unopened, close gives previously-open. */
export function nextModalState(state: ModalState, event: ModalEvent): Transition<ModalState> {
  const next = NEXT[state][event.type];
  return next ? moveTo(next) : refuse(CLIENT_ERROR_CODES.invalidParamsOrContext);
}

/** `nextModalState` for `useReducer`: a refused event keeps the state. */
export const modalStateReducer = reducerOf(nextModalState);

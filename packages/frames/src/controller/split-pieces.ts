/**
 * The controller's record of which split card elements are mounted (docs/elements.md#states: split
 * card elements report MOUNTED or UNMOUNTED for the required elements and the postal code), so
 * a confirmation knows which pieces exist. An UNMOUNTED report takes effect after the split
 * card update debounce (docs/elements.md#constants: 500 ms): a frame remounted at once (React StrictMode,
 * a moved container) never counts as gone.
 */

import { SPLIT_CARD_UPDATE_DEBOUNCE_MS } from '@payframe/core/constants';

/** The split elements a card payment cannot do without (card number and expiry are required, and the CVC). */
export const REQUIRED_SPLIT = ['cardNumber', 'cardExpiry', 'cardCvc'] as const;
const SPLIT = new Set<string>([...REQUIRED_SPLIT, 'postalCode']);

type Timers = {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
};

const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class SplitPieces {
  /** frameId -> component, of the frames reported MOUNTED. */
  private readonly mounted = new Map<string, string>();
  private readonly leaving = new Map<string, unknown>();

  constructor(private readonly timers: Timers = realTimers) {}

  report(frameId: string, component: string, mounted: boolean): void {
    if (!SPLIT.has(component)) return;
    const pending = this.leaving.get(frameId);
    if (pending !== undefined) {
      this.timers.clear(pending);
      this.leaving.delete(frameId);
    }
    if (mounted) {
      this.mounted.set(frameId, component);
      return;
    }
    const handle = this.timers.set(() => {
      this.leaving.delete(frameId);
      this.mounted.delete(frameId);
    }, SPLIT_CARD_UPDATE_DEBOUNCE_MS);
    this.leaving.set(frameId, handle);
  }

  /** The split components mounted now. */
  components(): string[] {
    return [...new Set(this.mounted.values())].sort();
  }

  /** The frames of the split components mounted now. */
  frameIds(): string[] {
    return [...this.mounted.keys()];
  }

  /** The required split components missing while another split piece is mounted. */
  missing(): string[] {
    const present = new Set(this.mounted.values());
    if (present.size === 0) return [];
    return REQUIRED_SPLIT.filter((component) => !present.has(component));
  }
}

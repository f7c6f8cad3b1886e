import { UnconfiguredProcessor } from './live.js';
import type { Processor } from './processor.js';
import { Simulator } from './simulator.js';

export { bacsAccountUnusable } from './cards/index.js';
export type * from './processor.js';
export { AUTHENTICATION_REQUIRED } from './processor.js';
export { SEPA_DELAYED_SETTLE_SECONDS, SEPA_SETTLE_SECONDS, Simulator } from './simulator.js';

const simulator = new Simulator();
let live: Processor = new UnconfiguredProcessor();

/** Plugs in the processor live keys use (an adapter for a real acquirer). */
export function setLiveProcessor(processor: Processor): void {
  live = processor;
}

/** Test keys pay through the simulator, live keys through the configured processor. */
export function processorFor(livemode: boolean): Processor {
  return livemode ? live : simulator;
}

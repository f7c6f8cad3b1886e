export { advanceClock } from './advance.js';
/** Test clocks: a frozen time for test customers and their subscriptions, moved on by advancing. */
export { testClockRoutes } from './routes.js';
export type { TestClock } from './test-clock.js';

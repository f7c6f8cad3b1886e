import { TEST_PAGE_DONE, type TestPageDone } from '@payframe/core/constants';
import { type Check, obj, oneOf, str } from './checks.js';

export type { TestPageDone };

/**
 * The "done" message of the server's hosted test pages (core's `testPageDone` builds it), as
 * the challenge frame accepts it from the page it loaded.
 */
export const isTestPageDone: Check<TestPageDone> = obj({
  type: oneOf(TEST_PAGE_DONE),
  action: str,
  status: str,
});

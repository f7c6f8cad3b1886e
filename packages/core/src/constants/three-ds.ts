/** 3-D Secure challenge window sizes by the outer window's width (docs/confirmation.md#constants, threeDSCompInd Y). */
export interface ChallengeWindowSize {
  /** EMV 3DS challengeWindowSize code. */
  code: '01' | '02' | '03' | '04' | '05';
  width: number | 'full';
  height: number | 'full';
}

export const CHALLENGE_WINDOW_SIZES: ReadonlyArray<{ below: number; size: ChallengeWindowSize }> = [
  { below: 390, size: { code: '01', width: 250, height: 400 } },
  { below: 500, size: { code: '02', width: 390, height: 400 } },
  { below: 600, size: { code: '03', width: 500, height: 600 } },
  { below: 768, size: { code: '04', width: 600, height: 400 } },
];

export const FULL_SCREEN_CHALLENGE: ChallengeWindowSize = { code: '05', width: 'full', height: 'full' };

/** The challenge window size for an outer width in CSS pixels. */
export function challengeWindowSize(outerWidth: number): ChallengeWindowSize {
  return CHALLENGE_WINDOW_SIZES.find((entry) => outerWidth < entry.below)?.size ?? FULL_SCREEN_CHALLENGE;
}

/**
 * What a hosted test page (a 3-D Secure challenge, a bank's authorization) posts to the frame
 * that shows it once it is answered: the server's page builds it, the challenge frame checks it
 * (`isTestPageDone` of the frames protocol).
 */
export const TEST_PAGE_DONE = 'payframe/test-page-done';

/** Where the server's hosted test pages live, by kind: `<path>/<action id>?token=...`. */
export const TEST_PAGE_PATHS = { threeDSecure: '/test/3ds', redirect: '/test/redirect' } as const;

export interface TestPageDone {
  type: typeof TEST_PAGE_DONE;
  /** The pending action the page answered. */
  action: string;
  /** The redirect status: succeeded, processing or failed. */
  status: string;
}

export function testPageDone(action: string, status: string): TestPageDone {
  return { type: TEST_PAGE_DONE, action, status };
}

/**
 * Where the server hosts a voucher (OXXO, Boleto, Konbini, Multibanco): `<path>/<voucher id>?token=...`,
 * the `hosted_voucher_url` of the next action, which the controller shows in its modal.
 */
export const VOUCHER_PAGE_PATH = '/vouchers';

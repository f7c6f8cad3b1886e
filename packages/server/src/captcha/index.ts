import type { CaptchaProvider } from './provider.js';

export { type ChallengeKind, checkToken, signChallenge, solve } from './proof-of-work.js';
export {
  type CaptchaChallenge,
  type CaptchaProvider,
  type CaptchaVerdict,
  type CspSources,
  captchaFromEnv,
  captchaFromSettings,
  PROOF_OF_WORK_SITE_KEY,
  ProofOfWorkCaptcha,
  type ProofOfWorkOptions,
  type TokenUse,
} from './provider.js';
export { captchaRoutes } from './routes.js';
export { type CaptchaSettings, readCaptchaSettings, THIRD_PARTY_DEFAULTS } from './settings.js';
export { captchaSignal, redeemToken } from './signal.js';
export { providerCspSources, SiteverifyCaptcha } from './siteverify.js';
export { CHALLENGE_TEST_CARDS, testChallengeFor } from './test-triggers.js';

declare module '../kernel/app-context.js' {
  interface AppContext {
    /** The captcha service: the built-in proof of work unless the server was given another. */
    captcha: CaptchaProvider;
  }
}

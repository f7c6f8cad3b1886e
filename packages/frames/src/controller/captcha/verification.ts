import type { VerifyChallengeDisplay, WireError } from '@payframe/js/protocol';
import type { ControllerContext } from '../controller.js';
import { retrieveIntent } from '../session.js';
import { challengeOf } from './providers.js';
import { verificationActionOf } from './verify-action.js';

/** The path of a URL the server handed out: the frames call their own origin, as every API call. */
function pathOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.pathname.startsWith('/v1/') ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

/** What the modal needs to show the challenge and answer it, or null for a next action it cannot run. */
export function verificationDisplay(
  ctx: Pick<ControllerContext, 'api' | 'options'>,
  intent: Record<string, any>,
  sdk: Record<string, any>,
): VerifyChallengeDisplay | null {
  const js = sdk.stripe_js as Record<string, unknown>;
  const captcha = sdk.type === 'intent_confirmation_challenge';
  const challenge = captcha ? challengeOf(js) : null;
  const verifyPath = pathOf(captcha ? js.verification_url : js.verify_url);
  if (!verifyPath || (captcha && !challenge) || typeof intent.client_secret !== 'string') return null;
  const { publishableKey, apiVersion } = ctx.api.credentials;
  return {
    kind: captcha ? 'captcha' : 'card_image',
    publishableKey,
    apiVersion,
    clientSecret: intent.client_secret,
    locale: typeof ctx.options.locale === 'string' ? ctx.options.locale : 'auto',
    provider: challenge?.provider ?? null,
    siteKey: challenge?.site_key ?? null,
    rqdata: challenge?.rqdata ?? null,
    difficulty: challenge?.difficulty ?? null,
    scriptUrl: challenge?.script_url ?? null,
    verifyPath,
    cancelPath: captcha ? null : pathOf(js.cancel_url),
    brand: typeof js.brand === 'string' ? js.brand : null,
    livemode: intent.livemode === true,
  };
}

/**
 * Runs a challenge in the modal, then reads the intent again: answered, the payment went on
 * (it may now want 3-D Secure, which the caller runs next); closed, the intent is given back as
 * it is (still waiting, a cancelled card-image verification failed).
 */
export async function runVerification(
  ctx: ControllerContext,
  intent: Record<string, any>,
  sdk: Record<string, any>,
): Promise<{ intent: Record<string, any>; answered: boolean } | { error: WireError }> {
  const display = verificationDisplay(ctx, intent, sdk);
  if (!display) return { intent, answered: false };
  const outcome = await ctx.openVerification(display);
  const retrieved = await retrieveIntent(ctx.api, intent.client_secret);
  if (!retrieved.ok) return { error: retrieved.error };
  const stillWaiting = verificationActionOf(retrieved.body.next_action ?? {}) !== null;
  return { intent: retrieved.body, answered: outcome === 'done' && !stillWaiting };
}

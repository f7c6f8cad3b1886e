import { timingSafeEqual } from 'node:crypto';
import { resourceMissing } from '../kernel/errors.js';
import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';
import { findResource } from '../store/index.js';
import { redeemToken } from './signal.js';

function sameSecret(stored: string, given: string | undefined): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given ?? '');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The passive captcha's calls (docs/radar.md#captcha): the browser asks for a puzzle when the
 * payment form loads, and may hand in its token ahead of the confirmation
 * (`attach_hcaptcha_token`, as Stripe.js does) or with it (`radar_options[hcaptcha_token]`).
 */
export const captchaRoutes = [
  route({
    method: 'POST',
    path: '/v1/payframe/captcha_challenges',
    auth: ['publishable', 'secret'],
    params: p.object({}),
    async handler(ctx) {
      return {
        object: 'payframe.captcha_challenge',
        livemode: ctx.scope.livemode,
        ...ctx.app.captcha.challenge(ctx.scope, { kind: 'passive', intent: null }),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/v1/payment_intents/:intent/attach_hcaptcha_token',
    auth: ['publishable', 'secret'],
    params: p.object({
      client_secret: p.string().optional(),
      passive_captcha_token: p.string(8000),
      passive_captcha_ekey: p.string(500).optional(),
    }),
    async handler(ctx) {
      const intent = await findResource<{ id: string; object: string; client_secret: string }>(
        ctx.db,
        'payment_intents',
        ctx.scope,
        ctx.path.intent!,
      );
      // A browser names its payment with the client secret; a wrong one is as if there were none.
      const known =
        intent &&
        (ctx.auth.kind !== 'publishable' || sameSecret(intent.client_secret, ctx.params.client_secret));
      if (!intent || !known) throw resourceMissing('payment_intent', ctx.path.intent!, 'intent');
      const result = await redeemToken(
        ctx,
        ctx.params.passive_captcha_token,
        { kind: 'passive', intent: intent.id },
        { taken: false, ekey: ctx.params.passive_captcha_ekey },
      );
      return { object: 'payframe.captcha_attachment', payment_intent: intent.id, valid: result.ok };
    },
  }),
];

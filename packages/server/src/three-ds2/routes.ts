import { p, z } from '../kernel/params.js';
import { route } from '../routing/route.js';
import { authenticate, challengeComplete } from './attempt.js';
import { readBrowserData } from './browser-data.js';

/**
 * The 3-D Secure 2 browser calls of Stripe.js (docs/confirmation.md#3-d-secure-2): the
 * controller sends the browser's data once a confirmation asks for 3-D Secure, then reports
 * the end of the challenge. A publishable key names the intent's client secret.
 */
export const threeDS2Routes = [
  route({
    method: 'POST',
    path: '/v1/3ds2/authenticate',
    auth: ['publishable', 'secret'],
    params: p.object({
      source: p.string(),
      browser: p.string(),
      client_secret: p.string().optional(),
      // Stripe.js's one-click authentication (passkeys at the issuer): accepted, not offered.
      one_click_authn_device_support: z.unknown().optional(),
      one_click_authn_authentication: z.unknown().optional(),
    }),
    async handler(ctx) {
      const browser = readBrowserData(ctx.params.browser);
      return authenticate(ctx, {
        source: ctx.params.source,
        clientSecret: ctx.params.client_secret,
        browser,
      });
    },
  }),
  route({
    method: 'POST',
    path: '/v1/3ds2/challenge_complete',
    auth: ['publishable', 'secret'],
    params: p.object({
      source: p.string(),
      client_secret: p.string().optional(),
      final_cres: p.string().optional(),
      one_click_authn_enrollment: z.unknown().optional(),
      one_click_authn_opt_out: z.unknown().optional(),
    }),
    async handler(ctx) {
      return challengeComplete(ctx, {
        source: ctx.params.source,
        clientSecret: ctx.params.client_secret,
        finalCres: ctx.params.final_cres,
      });
    },
  }),
];

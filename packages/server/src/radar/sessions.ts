import { newId, nowSeconds } from '../kernel/ids.js';
import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';
import { insertResource } from '../store/index.js';

/** A review's `session`: what the shopper's browser was, read from its User-Agent. */
export interface SessionDetails {
  browser: string | null;
  device: string | null;
  platform: string | null;
  version: string | null;
}

const BROWSERS: [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Firefox', /Firefox\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];
const PLATFORMS: [string, RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['Mac OS X', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

export function sessionDetails(userAgent: string | undefined): SessionDetails | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const platform = PLATFORMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  const mobile = /Mobi|Android|iPhone|iPad/.test(userAgent);
  return {
    browser: browser?.[0] ?? null,
    device: platform === null ? null : mobile ? 'Mobile' : 'Desktop',
    platform,
    version: browser ? (browser[1].exec(userAgent)?.[1] ?? null) : null,
  };
}

/**
 * `POST /v1/radar/session`: the browser's session, made by payframe.js when a page loads
 * (Stripe.js's `createRadarSession`). A confirmation naming it (`radar_options[session]`)
 * ties the payment to the browser that made it: its address and User-Agent at the time go
 * into the risk evaluation and any review.
 */
export const radarSessionRoutes = [
  route({
    method: 'POST',
    path: '/v1/radar/session',
    auth: ['publishable', 'secret'],
    // Stripe.js sends its device identifiers; they are accepted, not needed.
    params: p.object({
      muid: p.string().optional(),
      guid: p.string().optional(),
      sid: p.string().optional(),
    }),
    async handler(ctx) {
      const session = {
        id: newId('rse'),
        object: 'radar.session',
        created: nowSeconds(),
        livemode: ctx.scope.livemode,
      };
      await insertResource(ctx.db, 'radar_sessions', ctx.scope, {
        ...session,
        ip_address: ctx.ip ?? null,
        details: sessionDetails(ctx.userAgent),
      });
      return session;
    },
  }),
];

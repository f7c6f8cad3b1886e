import {
  getSession,
  presentOnOpen,
  saveSessionAndData,
  sessionIntentData,
  sessionLines,
} from '../checkout/index.js';
import { p } from '../kernel/params.js';
import { route } from '../routing/route.js';
import { confirmPage } from './confirm.js';
import { confirmPageParams } from './confirm-params.js';
import { requireOpen } from './session-state.js';
import { updatePage, updatePageParams } from './update.js';
import { paymentPageView } from './view.js';

/** The calls the hosted checkout page makes with the merchant's publishable key. */
const PAGE_KEYS = ['publishable', 'secret'] as const;

export const paymentPageRoutes = [
  route({
    method: 'GET',
    path: '/v1/payment_pages/:session',
    auth: PAGE_KEYS,
    async handler(ctx) {
      const session = await getSession(ctx, ctx.path.session!);
      return paymentPageView(ctx, session, await sessionLines(ctx, session.id));
    },
  }),
  route({
    method: 'POST',
    path: '/v1/payment_pages/:session/init',
    auth: PAGE_KEYS,
    params: p.object({ browser_locale: p.string(20).optional() }),
    async handler(ctx) {
      // A page opened after the expiry time finds its session expired, even before the worker ran.
      const session = await getSession(ctx, ctx.path.session!, { forUpdate: true });
      if (session.status === 'open') await requireOpen(ctx, session).catch(() => undefined);
      const current = await getSession(ctx, session.id);
      // Adaptive pricing: the shopper's local currency offered, or its rate quoted again.
      const data = await sessionIntentData(ctx, session.id);
      const offered = await presentOnOpen(ctx, { session: current, data }, ctx.params.browser_locale);
      if (offered.session !== current || offered.data !== data)
        await saveSessionAndData(ctx, offered.session, offered.data);
      return paymentPageView(ctx, offered.session, await sessionLines(ctx, session.id));
    },
  }),
  route({
    method: 'POST',
    path: '/v1/payment_pages/:session/update',
    auth: PAGE_KEYS,
    params: updatePageParams,
    async handler(ctx) {
      const session = await getSession(ctx, ctx.path.session!, { forUpdate: true });
      await requireOpen(ctx, session);
      const next = await updatePage(ctx, session, await sessionLines(ctx, session.id), ctx.params);
      return paymentPageView(ctx, next.session, next.lines);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/payment_pages/:session/confirm',
    auth: PAGE_KEYS,
    params: confirmPageParams,
    async handler(ctx) {
      const { intent, session } = await confirmPage(ctx, ctx.path.session!, ctx.params);
      const page = await paymentPageView(ctx, session, await sessionLines(ctx, session.id));
      return { ...page, [intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent']: intent };
    },
  }),
];

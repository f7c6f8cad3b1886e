import { createAction } from '../actions/index.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { qrPngDataUrl, qrUrls } from '../qr/index.js';
import type { AttemptResult } from './card-payment.js';
import type { PaymentIntent, QrNextAction } from './payment-intent.js';
import { requiresAction } from './state-machine.js';

/**
 * Shows the shopper a QR code to scan with their app (WeChat, a banking app). In test mode
 * the code holds the URL of the hosted test page, so a phone that scans it can press
 * Authorize or Fail there; the page completes the payment as a redirect's does, with no
 * return_url to go back to.
 */
export async function startQr(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
): Promise<AttemptResult> {
  const { action, url } = await createAction(ctx.db, ctx.scope, {
    intentId: pi.id,
    kind: 'redirect',
    data: { paymentMethod: pm.id, returnUrl: null },
    publicUrl: ctx.app.config.publicUrl,
  });
  const token = new URL(url).searchParams.get('token')!;
  const next = await qrNextAction(pm.type, qrUrls(ctx.app.config.publicUrl, action.id, token));
  return { intent: requiresAction({ ...pi, payment_method: pm.id }, next), error: null };
}

/** Stripe's shape for each type: WeChat Pay's also carries the PNG inline as a data: URL. */
async function qrNextAction(type: string, urls: ReturnType<typeof qrUrls>): Promise<QrNextAction> {
  const display: Record<string, string> = {
    data: urls.data,
    hosted_instructions_url: urls.instructions,
    image_url_png: urls.png,
    image_url_svg: urls.svg,
  };
  if (type === 'wechat_pay') display.image_data_url = await qrPngDataUrl(urls.data);
  const name = `${type}_display_qr_code` as const;
  return { type: name, [name]: display };
}

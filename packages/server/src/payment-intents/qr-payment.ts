import { type ActionData, createAction } from '../actions/index.js';
import { nowSeconds } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { type QrCode, serverMethod } from '../methods/index.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { qrPngDataUrl, qrUrls } from '../qr/index.js';
import { scheduleActionStep } from './action-steps.js';
import type { AttemptResult } from './card-payment.js';
import type { PaymentIntent, QrNextAction } from './payment-intent.js';
import { requiresAction } from './state-machine.js';

/**
 * The QR code of a payment or a set-up (Cash App Pay) for the shopper to scan with their app
 * (WeChat, a banking app, Cash App). In test mode the code holds the URL of the hosted test
 * page, so a phone that scans it can press Authorize or Fail there; the page completes the
 * intent as a redirect's does. A code that expires for good (Pix) fails the payment at its
 * deadline, in the background.
 */
export async function qrNextAction(
  ctx: ServiceContext,
  intentId: string,
  pm: PaymentMethod,
  options: {
    typeOptions: Record<string, unknown>;
    returnUrl: string | null;
    /** A set-up's mandate acceptance, recorded when the app approves it. */
    acceptance?: ActionData['acceptance'];
  },
): Promise<QrNextAction> {
  const method = serverMethod(pm.type);
  const expiry = method?.qrExpiry?.(options.typeOptions, nowSeconds()) ?? null;
  const { action, url } = await createAction(ctx.db, ctx.scope, {
    intentId,
    kind: 'redirect',
    data: {
      paymentMethod: pm.id,
      returnUrl: method?.qrReturns ? options.returnUrl : null,
      ...(options.acceptance ? { acceptance: options.acceptance } : {}),
    },
    publicUrl: ctx.app.config.publicUrl,
  });
  if (expiry?.enforced) await scheduleActionStep(ctx, action, expiry.at, 'expire');
  const token = new URL(url).searchParams.get('token')!;
  const urls = qrUrls(ctx.app.config.publicUrl, action.id, token);
  const code: QrCode = { ...urls, expiresAt: expiry?.at ?? null };
  if (method?.qrAction) return method.qrAction(code) as QrNextAction;
  return displayQrCode(pm.type, code);
}

/** Stripe's `<type>_display_qr_code`: WeChat Pay's also carries the PNG inline as a data: URL. */
async function displayQrCode(type: string, code: QrCode): Promise<QrNextAction> {
  const display: Record<string, unknown> = {
    data: code.data,
    ...(code.expiresAt !== null ? { expires_at: code.expiresAt } : {}),
    hosted_instructions_url: code.instructions,
    image_url_png: code.png,
    image_url_svg: code.svg,
  };
  if (type === 'wechat_pay') display.image_data_url = await qrPngDataUrl(code.data);
  const name = `${type}_display_qr_code` as const;
  return { type: name, [name]: display };
}

/** A payment by QR code: no return_url needed unless the app may open on the same phone (Cash App Pay). */
export async function startQr(
  ctx: ServiceContext,
  pi: PaymentIntent,
  pm: PaymentMethod,
  returnUrl: string | null,
): Promise<AttemptResult> {
  const next = await qrNextAction(ctx, pi.id, pm, {
    typeOptions: (pi.payment_method_options[pm.type] ?? {}) as Record<string, unknown>,
    returnUrl,
  });
  return { intent: requiresAction({ ...pi, payment_method: pm.id }, next), error: null };
}

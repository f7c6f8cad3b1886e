import { createSession, resolveLineItems, saveSession } from '../checkout/index.js';
import { invalidRequest } from '../kernel/errors.js';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import { applyMetadata } from '../kernel/shared-params.js';
import { acceptedTypes } from '../payment-intents/index.js';
import type { CallerContext } from '../routing/caller.js';
import { insertResource, parseData, updateResource } from '../store/index.js';
import type { LinkLine } from './link-lines.js';
import type { CreatePaymentLinkParams, UpdatePaymentLinkParams } from './params.js';
import { type AfterCompletion, type PaymentLink, paymentLinkUrl } from './payment-link.js';

function afterCompletion(given: CreatePaymentLinkParams['after_completion']): AfterCompletion {
  if (!given || given.type === 'hosted_confirmation') {
    return {
      type: 'hosted_confirmation',
      hosted_confirmation: { custom_message: given?.hosted_confirmation?.custom_message ?? null },
    };
  }
  const url = given.redirect?.url;
  if (!url) {
    throw invalidRequest(
      'Missing required param: after_completion[redirect][url].',
      'after_completion[redirect][url]',
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidRequest('Not a valid URL', 'after_completion[redirect][url]', 'url_invalid');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw invalidRequest('Not a valid URL', 'after_completion[redirect][url]', 'url_invalid');
  return { type: 'redirect', redirect: { url } };
}

/** What a link sells must be sellable now: the prices, one currency, the methods for it. */
async function checkSellable(
  ctx: CallerContext,
  lines: readonly LinkLine[],
  link: PaymentLink,
): Promise<void> {
  const stored = await resolveLineItems(
    ctx,
    lines.map(({ id: _id, ...line }) => line),
    'payment',
  );
  const currency = stored[0]?.item.currency ?? null;
  const amount = stored.reduce((sum, line) => sum + line.item.amount_subtotal, 0);
  acceptedTypes(
    { payment_method_types: link.payment_method_types ?? undefined },
    currency,
    ctx.apiVersion,
    'payment',
    { amount, shipping: link.shipping_address_collection !== null },
  );
}

/** `POST /v1/payment_links`. */
export async function createPaymentLink(
  ctx: CallerContext,
  params: CreatePaymentLinkParams,
): Promise<PaymentLink> {
  if (
    params.application_fee_amount !== undefined ||
    params.application_fee_percent !== undefined ||
    params.on_behalf_of !== undefined ||
    params.transfer_data !== undefined
  ) {
    throw invalidRequest(
      'Connect payments (application fees, on_behalf_of, transfer_data) are not available on this server.',
    );
  }
  if (params.subscription_data !== undefined) {
    throw invalidRequest(
      'Subscriptions are not available on this server yet: a payment link sells one-time prices.',
      'subscription_data',
    );
  }
  if (params.automatic_tax?.enabled) {
    throw invalidRequest(
      'Automatic tax is not available on this server. Leave `automatic_tax[enabled]` false.',
      'automatic_tax[enabled]',
    );
  }
  if (params.line_items.length === 0)
    throw invalidRequest('Missing required param: line_items.', 'line_items');
  const token = `${ctx.scope.livemode ? 'live' : 'test'}_${randomToken(24)}`;
  const lines: LinkLine[] = params.line_items.map((line) => ({ id: newId('li', 24), ...line }));
  const link: PaymentLink = {
    id: newId('plink', 24),
    object: 'payment_link',
    active: true,
    after_completion: afterCompletion(params.after_completion),
    allow_promotion_codes: params.allow_promotion_codes ?? false,
    application_fee_amount: null,
    application_fee_percent: null,
    automatic_tax: { enabled: false },
    billing_address_collection: params.billing_address_collection ?? 'auto',
    created: nowSeconds(),
    livemode: ctx.scope.livemode,
    metadata: applyMetadata({}, params.metadata),
    on_behalf_of: null,
    payment_method_types: params.payment_method_types || null,
    phone_number_collection: { enabled: params.phone_number_collection?.enabled ?? false },
    shipping_address_collection: params.shipping_address_collection || null,
    subscription_data: null,
    transfer_data: null,
    url: paymentLinkUrl(ctx.app.config.publicUrl, token),
  };
  await checkSellable(ctx, lines, link);
  await insertResource(ctx.db, 'payment_links', ctx.scope, link, {
    active: true,
    url_token: token,
    lines: JSON.stringify(lines),
  });
  await ctx.emit('payment_link.created', link);
  return link;
}

/** Changes the quantities of the link's lines, named by id; what they sell stays. */
function updatedLines(lines: LinkLine[], given: UpdatePaymentLinkParams['line_items']): LinkLine[] {
  if (!given) return lines;
  return given.map((update, index) => {
    const param = `line_items[${index}]`;
    const line = lines.find((candidate) => candidate.id === update.id);
    if (!update.id || !line) {
      throw invalidRequest(
        "A line item to update must name one of the link's line items by its id; to sell something else, create a new payment link.",
        `${param}[id]`,
      );
    }
    if (update.price !== undefined && update.price !== line.price) {
      throw invalidRequest("The price of a payment link's line item cannot be changed.", `${param}[price]`);
    }
    return { ...line, quantity: update.quantity, adjustable_quantity: update.adjustable_quantity };
  });
}

/** `POST /v1/payment_links/:id`. */
export async function updatePaymentLink(
  ctx: CallerContext,
  before: PaymentLink,
  storedLines: LinkLine[],
  params: UpdatePaymentLinkParams,
): Promise<PaymentLink> {
  if (params.automatic_tax?.enabled) {
    throw invalidRequest(
      'Automatic tax is not available on this server. Leave `automatic_tax[enabled]` false.',
      'automatic_tax[enabled]',
    );
  }
  const lines = updatedLines(storedLines, params.line_items);
  const after: PaymentLink = {
    ...before,
    active: params.active ?? before.active,
    after_completion: params.after_completion
      ? afterCompletion(params.after_completion)
      : before.after_completion,
    allow_promotion_codes: params.allow_promotion_codes ?? before.allow_promotion_codes,
    billing_address_collection: params.billing_address_collection ?? before.billing_address_collection,
    metadata: applyMetadata(before.metadata, params.metadata),
    payment_method_types:
      params.payment_method_types === undefined
        ? before.payment_method_types
        : params.payment_method_types || null,
    shipping_address_collection:
      params.shipping_address_collection === undefined
        ? before.shipping_address_collection
        : params.shipping_address_collection || null,
  };
  if (
    params.line_items ||
    params.payment_method_types !== undefined ||
    params.shipping_address_collection !== undefined
  ) {
    await checkSellable(ctx, lines, after);
  }
  await updateResource(ctx.db, 'payment_links', ctx.scope, after, {
    active: after.active,
    lines: JSON.stringify(lines),
  });
  await ctx.emit('payment_link.updated', after);
  return after;
}

/**
 * A visit to the link's page: a new Checkout Session selling its lines, as Stripe makes one
 * per visit. The server acts for the merchant who made the link (with the authority the
 * link's creation had), so the caller is the account's own.
 */
export async function sessionForVisit(
  ctx: CallerContext,
  link: PaymentLink,
  lines: readonly LinkLine[],
  completionUrl: string,
  locale: string | undefined,
) {
  const session = await createSession(ctx, {
    mode: 'payment',
    line_items: lines.map(({ id: _id, ...line }) => line),
    success_url:
      link.after_completion.type === 'redirect' ? link.after_completion.redirect.url : completionUrl,
    billing_address_collection: link.billing_address_collection,
    ...(link.shipping_address_collection
      ? { shipping_address_collection: link.shipping_address_collection }
      : {}),
    ...(link.payment_method_types ? { payment_method_types: link.payment_method_types } : {}),
    ...(link.phone_number_collection.enabled ? { phone_number_collection: { enabled: true } } : {}),
    allow_promotion_codes: link.allow_promotion_codes,
    ...(locale ? { locale } : {}),
  });
  const linked = { ...session, payment_link: link.id };
  await saveSession(ctx, linked);
  return linked;
}

export function storedLines(row: { lines: unknown }): LinkLine[] {
  const value = typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines;
  return value as LinkLine[];
}

export const parseLink = (data: unknown) => parseData(data) as PaymentLink;

import type { ServiceContext } from '../kernel/service-context.js';
import { openDebitAccount, type PaymentMethod } from '../payment-methods/index.js';
import { processorFor } from '../simulator/index.js';
import { findResource, insertResource, updateResource } from '../store/index.js';
import { type AcceptanceInput, type Mandate, newMandate } from './mandate.js';

/** Debits whose mandate the shopper's bank keeps a record of, and may refuse or revoke. */
const LODGED_AT_BANK = ['bacs_debit', 'acss_debit'];

/**
 * Records the mandate the shopper accepts now, in the request's transaction; returns it. A
 * Bacs or pre-authorized debit mandate is lodged with the shopper's bank, which may refuse it
 * at once: it is then inactive (`mandate.updated`), and a debit under it fails.
 */
export async function createMandate(
  ctx: ServiceContext,
  pm: PaymentMethod,
  acceptance: AcceptanceInput,
  details?: Record<string, unknown>,
): Promise<Mandate> {
  const mandate = newMandate({
    livemode: ctx.scope.livemode,
    paymentMethod: pm,
    acceptance,
    publicUrl: ctx.app.config.publicUrl,
    ...(details ? { details } : {}),
  });
  await insertResource(ctx.db, 'mandates', ctx.scope, mandate, { payment_method: pm.id });
  if (!LODGED_AT_BANK.includes(pm.type)) return mandate;
  const account = await openDebitAccount(ctx, pm);
  if (!account) return mandate;
  const { status } = await processorFor(ctx.scope.livemode).registerMandate({ account });
  if (status === 'accepted') return mandate;
  return deactivateMandate(ctx, mandate, { network_status: 'refused', revocation_reason: null });
}

/**
 * A mandate its bank no longer honours (refused when lodged, or revoked after a debit the
 * shopper said they never authorized): inactive, with `mandate.updated`. A Bacs mandate says
 * why in its network status and revocation reason.
 */
async function deactivateMandate(
  ctx: ServiceContext,
  mandate: Mandate,
  bacs: { network_status: 'refused' | 'revoked'; revocation_reason: string | null },
): Promise<Mandate> {
  const type = mandate.payment_method_details.type;
  const own = mandate.payment_method_details.bacs_debit;
  const after: Mandate = {
    ...mandate,
    status: 'inactive',
    payment_method_details: {
      ...mandate.payment_method_details,
      ...(type === 'bacs_debit' && own ? { bacs_debit: { ...own, ...bacs } } : {}),
    },
  };
  await updateResource(ctx.db, 'mandates', ctx.scope, after);
  await ctx.emit('mandate.updated', after, {
    status: mandate.status,
    ...(type === 'bacs_debit' && own ? { payment_method_details: mandate.payment_method_details } : {}),
  });
  return after;
}

/** The shopper's bank revoked the mandate a failed debit ran under (the debit was not authorized). */
export async function revokeMandate(ctx: ServiceContext, mandateId: string, reason: string): Promise<void> {
  const mandate = await findResource<Mandate>(ctx.db, 'mandates', ctx.scope, mandateId, { forUpdate: true });
  if (!mandate || mandate.status === 'inactive') return;
  await deactivateMandate(ctx, mandate, { network_status: 'revoked', revocation_reason: reason });
}

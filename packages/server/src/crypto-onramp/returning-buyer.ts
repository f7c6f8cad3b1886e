import { invalidRequest } from '../kernel/errors.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { type BuyerAddress, findBuyer, newBuyer, type OnrampBuyer, saveBuyer } from './buyers.js';
import { updatedDetails } from './details.js';
import type { IdentityParams } from './params.js';
import type { OnrampFlow, TransactionDetails } from './session.js';
import type { StoredSession } from './store.js';

/** The buyer a session's proven e-mail names; a step that needs one before the code is refused. */
export async function signedInBuyer(ctx: ServiceContext, stored: StoredSession): Promise<OnrampBuyer> {
  const { email, email_verified: verified } = stored.flow;
  if (!email || !verified)
    throw invalidRequest('Verify the email address first.', 'code', 'crypto_onramp_session_unexpected_state');
  return (await findBuyer(ctx, email)) ?? newBuyer(email);
}

/**
 * A buyer who proved their e-mail and was verified on an earlier session of this account is
 * not asked again. Their preferred network and coin, and a wallet saved for that network, fill
 * the choices the merchant left open, unless the merchant's session rules them out.
 */
export function welcomeBack(
  buyer: OnrampBuyer | undefined,
  flow: OnrampFlow,
  details: TransactionDetails,
): { flow: OnrampFlow; details: TransactionDetails } {
  if (!buyer) return { flow, details };
  const known: OnrampFlow =
    buyer.identity === 'verified'
      ? {
          ...flow,
          identity: 'verified',
          returning: true,
          first_name: buyer.first_name ?? flow.first_name,
          last_name: buyer.last_name ?? flow.last_name,
        }
      : { ...flow, returning: true };
  return { flow: known, details: withPreferences(buyer, details) };
}

function withPreferences(buyer: OnrampBuyer, details: TransactionDetails): TransactionDetails {
  let next = details;
  const { preferred_network: network, preferred_currency: currency } = buyer.settings;
  const tryChange = (change: Parameters<typeof updatedDetails>[1]) => {
    try {
      next = updatedDetails(next, change);
    } catch {
      // A preference this session does not allow is simply not applied.
    }
  };
  if (!next.destination_network && network) tryChange({ client_secret: '', destination_network: network });
  if (currency && next.destination_currency !== currency && !details.destination_currency)
    tryChange({ client_secret: '', destination_currency: currency });
  // The wallet saved last for the network (saving one again moves it last).
  const saved = buyer.wallets.findLast((wallet) => wallet.network === next.destination_network);
  if (saved && !next.wallet_address && !next.lock_wallet_address)
    tryChange({ client_secret: '', wallet_address: saved.address });
  return next;
}

/** Keeps what the identity check decided, and the name and address it was given. */
export async function rememberIdentity(
  ctx: ServiceContext,
  flow: OnrampFlow,
  params: IdentityParams,
  outcome: OnrampBuyer['identity'],
): Promise<void> {
  if (!flow.email) return;
  const buyer = (await findBuyer(ctx, flow.email)) ?? newBuyer(flow.email);
  const address: BuyerAddress = {
    line1: params.address.line1 ?? null,
    line2: params.address.line2 ?? null,
    city: params.address.city ?? null,
    state: params.address.state ?? null,
    postal_code: params.address.postal_code ?? null,
    country: params.address.country ?? null,
  };
  await saveBuyer(ctx, {
    ...buyer,
    identity: outcome,
    first_name: params.first_name.trim(),
    last_name: params.last_name.trim(),
    address,
  });
}

/** The document check's outcome, kept for the buyer's next sessions as the data check's is. */
export async function rememberDocumentOutcome(
  ctx: ServiceContext,
  flow: OnrampFlow,
  outcome: 'verified' | 'rejected',
): Promise<void> {
  if (!flow.email) return;
  const buyer = (await findBuyer(ctx, flow.email)) ?? newBuyer(flow.email);
  await saveBuyer(ctx, { ...buyer, identity: outcome });
}

import { randomBytes } from 'node:crypto';
import { dueWorkTask } from '../kernel/due-work.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { Network } from './networks.js';
import type { OnrampSession } from './session.js';
import { getSession, nextDelivery } from './store.js';
import { saveChange } from './transition.js';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A made-up transaction hash, written as the network writes its own. */
function simulatedTransactionId(network: Network | null): string {
  if (network === 'solana')
    return [...randomBytes(64)]
      .map((b) => BASE58[b % 58])
      .join('')
      .slice(0, 88);
  const hex = randomBytes(32).toString('hex');
  return network === 'bitcoin' || network === 'stellar' ? hex : `0x${hex}`;
}

/** Delivers one paid purchase: the coins "arrive" and the session completes with its transaction. */
export async function deliver(ctx: ServiceContext, id: string): Promise<OnrampSession> {
  const { session, flow } = await getSession(ctx, id, true);
  if (session.status !== 'fulfillment_processing') return session;
  const after: OnrampSession = {
    ...session,
    status: 'fulfillment_complete',
    transaction_details: {
      ...session.transaction_details,
      transaction_id: simulatedTransactionId(session.transaction_details.destination_network),
    },
  };
  return saveChange(ctx, session, after, flow);
}

/** Completes paid test purchases once their delivery time has come; kept in the database, so restarts lose none. */
export function onrampDeliveryTask() {
  return dueWorkTask('deliver-crypto-onramp', nextDelivery, (ctx, row) => deliver(ctx, row.id));
}

import { newId, nowSeconds } from '../kernel/ids.js';
import { listResources } from '../kernel/list.js';
import type { ServiceContext } from '../kernel/service-context.js';
import { deleteResource, findResource, insertResource, updateResource } from '../store/index.js';
import { consumerErrors } from './errors.js';
import type { WalletAddressInput } from './params.js';
import { walletScope } from './payment-details.js';
import type { ConsumerSession } from './sessions.js';
import { redactAddress, toWalletAddress, type WalletAddress } from './wallet-address.js';
import { clearOtherDefaults } from './wallet-defaults.js';

/** How many shipping addresses one consumer keeps at most. */
export const MAX_SHIPPING_ADDRESSES = 50;

export interface ShippingAddress {
  id: string;
  object: 'consumer_shipping_address';
  is_default: boolean;
  address: WalletAddress;
  created: number;
  [field: string]: unknown;
}

export function addressView(saved: ShippingAddress, verified: boolean): ShippingAddress {
  return verified ? saved : { ...saved, address: redactAddress(saved.address) };
}

export async function listAddresses(
  ctx: ServiceContext,
  session: ConsumerSession,
): Promise<ShippingAddress[]> {
  const list = await listResources(
    ctx.db,
    'consumer_shipping_addresses',
    walletScope(session),
    { limit: MAX_SHIPPING_ADDRESSES },
    '/v1/consumers/shipping_addresses',
  );
  return list.data as ShippingAddress[];
}

async function getAddress(
  ctx: ServiceContext,
  session: ConsumerSession,
  id: string,
): Promise<ShippingAddress> {
  const found = await findResource<ShippingAddress>(
    ctx.db,
    'consumer_shipping_addresses',
    walletScope(session),
    id,
    {
      forUpdate: true,
    },
  );
  if (!found) throw consumerErrors.addressMissing();
  return found;
}

async function makeDefault(ctx: ServiceContext, session: ConsumerSession, id: string): Promise<void> {
  await clearOtherDefaults(
    ctx,
    'consumer_shipping_addresses',
    walletScope(session),
    await listAddresses(ctx, session),
    id,
  );
}

export async function createAddress(
  ctx: ServiceContext,
  session: ConsumerSession,
  input: { address: WalletAddressInput; is_default?: boolean | undefined },
): Promise<ShippingAddress> {
  const existing = await listAddresses(ctx, session);
  if (existing.length >= MAX_SHIPPING_ADDRESSES) {
    throw consumerErrors.tooMany('shipping addresses');
  }
  const saved: ShippingAddress = {
    id: newId('csmrsa'),
    object: 'consumer_shipping_address',
    is_default: input.is_default === true || existing.length === 0,
    address: toWalletAddress(input.address),
    created: nowSeconds(),
  };
  if (saved.is_default) await makeDefault(ctx, session, saved.id);
  await insertResource(ctx.db, 'consumer_shipping_addresses', walletScope(session), saved);
  return saved;
}

export async function updateAddress(
  ctx: ServiceContext,
  session: ConsumerSession,
  id: string,
  input: { address?: WalletAddressInput | undefined; is_default?: boolean | undefined },
): Promise<ShippingAddress> {
  const saved = await getAddress(ctx, session, id);
  const updated: ShippingAddress = {
    ...saved,
    address: toWalletAddress(input.address, saved.address),
    is_default: input.is_default === true ? true : saved.is_default,
  };
  if (input.is_default === true) await makeDefault(ctx, session, id);
  await updateResource(ctx.db, 'consumer_shipping_addresses', walletScope(session), updated);
  return updated;
}

/** Removes an address; when it was the default, the newest remaining one becomes it. */
export async function deleteAddress(
  ctx: ServiceContext,
  session: ConsumerSession,
  id: string,
): Promise<void> {
  const saved = await getAddress(ctx, session, id);
  await deleteResource(ctx.db, 'consumer_shipping_addresses', walletScope(session), id);
  if (!saved.is_default) return;
  const next = (await listAddresses(ctx, session)).find((a) => a.id !== id);
  if (next)
    await updateResource(ctx.db, 'consumer_shipping_addresses', walletScope(session), {
      ...next,
      is_default: true,
    });
}

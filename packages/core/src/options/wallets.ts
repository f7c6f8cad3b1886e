import { ok, type Result } from '../result.js';
import { invalidType, isRecord, optionalEnum } from './option-checks.js';

/** When a wallet button shows: auto (when available), always, never (docs/elements.md#validation). */
export const WALLET_VISIBILITY = ['auto', 'always', 'never'] as const;
export type WalletVisibility = (typeof WALLET_VISIBILITY)[number];

export interface WalletsOption {
  applePay: WalletVisibility;
  googlePay: WalletVisibility;
  link: WalletVisibility;
}

/** Checks a `wallets` option of the Payment or Express Checkout Element. */
export function validateWallets(element: string, value: unknown): Result<WalletsOption> {
  const wallets: WalletsOption = { applePay: 'auto', googlePay: 'auto', link: 'auto' };
  if (value === undefined) return ok(wallets);
  if (!isRecord(value)) return { ok: false, error: invalidType(element, 'wallets', 'an object', value) };
  for (const wallet of ['applePay', 'googlePay', 'link'] as const) {
    const checked = optionalEnum(element, `wallets.${wallet}`, WALLET_VISIBILITY, value[wallet]);
    if (!checked.ok) return checked;
    if (checked.value) wallets[wallet] = checked.value;
  }
  return ok(wallets);
}

import { accountBranding } from '../accounts/index.js';
import type { Db } from '../store/types.js';

/** What a hosted checkout page shows of the merchant. */
export interface CheckoutBranding {
  display_name: string;
  icon: string | null;
  logo: string | null;
  primary_color: string | null;
  background_color: string | null;
}

/** The merchant as the checkout page shows it, from the account's branding settings. */
export async function loadCheckoutBranding(db: Db, accountId: string): Promise<CheckoutBranding> {
  const branding = await accountBranding({ db, scope: { accountId, livemode: false } });
  return {
    display_name: branding.displayName,
    icon: branding.iconUrl,
    logo: branding.logoUrl,
    primary_color: branding.primaryColor,
    background_color: null,
  };
}

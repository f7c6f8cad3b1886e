import { parseData } from '../store/index.js';
import type { Db } from '../store/types.js';

/** What a hosted checkout page shows of the merchant. */
export interface CheckoutBranding {
  display_name: string;
  /** Set once accounts carry branding settings; the page then shows them. */
  icon: string | null;
  logo: string | null;
  primary_color: string | null;
  background_color: string | null;
}

interface AccountData {
  settings?: { dashboard?: { display_name?: string | null } };
  business_profile?: { name?: string | null };
}

/**
 * The merchant as the checkout page shows it, from the account object: the one place that
 * reads it, so the account's branding settings can be added here alone.
 */
export function checkoutBranding(account: AccountData | undefined): CheckoutBranding {
  const name = account?.settings?.dashboard?.display_name || account?.business_profile?.name || '';
  return { display_name: name, icon: null, logo: null, primary_color: null, background_color: null };
}

export async function loadCheckoutBranding(db: Db, accountId: string): Promise<CheckoutBranding> {
  const row = await db.selectFrom('accounts').select('data').where('id', '=', accountId).executeTakeFirst();
  return checkoutBranding(row ? (parseData(row.data) as AccountData) : undefined);
}

import type { Db, Scope } from '../store/types.js';
import { type Branding, type BusinessProfile, publicAccount, readAccount } from './account-object.js';

/** What a hosted page (invoice, checkout, receipt) shows of the merchant. */
export interface AccountBranding {
  displayName: string;
  iconUrl: string | null;
  logoUrl: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  supportEmail: string | null;
  supportUrl: string | null;
  url: string | null;
}

/**
 * The branding and public details of the account a request or page is for. The name shown
 * is the customer-facing business name, else the dashboard display name, else the account
 * id, so a page always has something to title itself with.
 */
export async function accountBranding(ctx: { db: Db; scope: Scope }): Promise<AccountBranding> {
  const stored = await readAccount(ctx.db, ctx.scope.accountId);
  const account = stored ? publicAccount(stored) : undefined;
  const settings = (account?.settings ?? {}) as {
    branding?: Branding;
    dashboard?: { display_name?: string };
  };
  const profile = (account?.business_profile ?? {}) as Partial<BusinessProfile>;
  const branding = settings.branding;
  return {
    displayName: profile.name || settings.dashboard?.display_name || ctx.scope.accountId,
    iconUrl: branding?.icon_url ?? null,
    logoUrl: branding?.logo_url ?? null,
    primaryColor: branding?.primary_color ?? null,
    secondaryColor: branding?.secondary_color ?? null,
    supportEmail: profile.support_email ?? null,
    supportUrl: profile.support_url ?? null,
    url: profile.url ?? null,
  };
}

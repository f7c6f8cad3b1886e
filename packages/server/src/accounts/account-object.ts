import { applyMetadata, clearOr } from '../kernel/shared-params.js';
import { parseData } from '../store/index.js';
import type { Db, StripeObject } from '../store/types.js';
import type { UpdateAccountParams } from './account-params.js';

type Fields = Record<string, unknown>;

export interface Branding {
  icon: string | null;
  logo: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  /** Payframe's own fields: the images' addresses, since there are no file uploads to name. */
  icon_url: string | null;
  logo_url: string | null;
}

export interface BusinessProfile {
  name: string | null;
  url: string | null;
  support_email: string | null;
  support_phone: string | null;
  support_url: string | null;
  product_description: string | null;
  [field: string]: unknown;
}

/** The fields kept with an account that are the server's own, never shown to the API. */
const INTERNAL = ['default', 'return_url_origins'] as const;

const object = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

/**
 * The account as the API shows it: the stored fields without the server's own, with every
 * settings block present (accounts written before branding existed have only `dashboard`).
 */
export function publicAccount(stored: StripeObject): StripeObject {
  const account: Fields = { ...stored };
  for (const key of INTERNAL) delete account[key];
  const settings = object(account.settings);
  const profile = object(account.business_profile);
  const branding = object(settings.branding);
  const dashboard = object(settings.dashboard);
  return {
    ...(account as StripeObject),
    business_profile: {
      mcc: null,
      name: null,
      product_description: null,
      support_address: null,
      support_email: null,
      support_phone: null,
      support_url: null,
      url: null,
      ...profile,
    },
    settings: {
      ...settings,
      branding: {
        icon: null,
        logo: null,
        primary_color: null,
        secondary_color: null,
        icon_url: null,
        logo_url: null,
        ...branding,
      },
      card_payments: object(settings.card_payments).decline_on
        ? settings.card_payments
        : { decline_on: { avs_failure: false, cvc_failure: false }, statement_descriptor_prefix: null },
      dashboard: { display_name: null, timezone: 'Etc/UTC', ...dashboard },
      payments: settings.payments ?? { statement_descriptor: null },
    },
  };
}

/** The stored account after an update: only the named fields change; `''` clears. */
export function updatedAccount(stored: StripeObject, params: UpdateAccountParams): StripeObject {
  const current = publicAccount(stored);
  const settings = current.settings as Fields;
  const profile = { ...(current.business_profile as BusinessProfile) };
  for (const [key, value] of Object.entries(params.business_profile ?? {})) {
    profile[key] = clearOr(value, (profile[key] as string | null) ?? null);
  }
  const branding = { ...(settings.branding as Branding) };
  for (const [key, value] of Object.entries(params.settings?.branding ?? {})) {
    const field = key as keyof Branding;
    branding[field] = clearOr(value, branding[field]);
  }
  const dashboard = { ...(settings.dashboard as Fields) };
  const displayName = params.settings?.dashboard?.display_name;
  if (displayName !== undefined) dashboard.display_name = displayName || null;
  const next: StripeObject = {
    ...stored,
    business_profile: profile,
    settings: { ...settings, branding, dashboard },
    metadata: applyMetadata(object(stored.metadata) as Record<string, string>, params.metadata),
  };
  if (params.email !== undefined) next.email = params.email || null;
  return next;
}

/** The stored account (with the server's own fields), or undefined. */
export async function readAccount(db: Db, accountId: string): Promise<StripeObject | undefined> {
  const row = await db.selectFrom('accounts').select('data').where('id', '=', accountId).executeTakeFirst();
  return row ? parseData(row.data) : undefined;
}

export async function writeAccount(db: Db, account: StripeObject): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ data: JSON.stringify(account) })
    .where('id', '=', account.id)
    .execute();
}

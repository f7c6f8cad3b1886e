import type { StripeObject } from '../store/types.js';

/** A wallet's standing on a domain: `active`, or `inactive` with why. */
export interface DomainStatus {
  status: 'active' | 'inactive';
  status_details?: { error_message: string };
}

export interface PaymentMethodDomain extends StripeObject {
  object: 'payment_method_domain';
  amazon_pay: DomainStatus;
  apple_pay: DomainStatus;
  domain_name: string;
  enabled: boolean;
  google_pay: DomainStatus;
  klarna: DomainStatus;
  link: DomainStatus;
  paypal: DomainStatus;
}

export type WalletStatuses = Pick<
  PaymentMethodDomain,
  'amazon_pay' | 'apple_pay' | 'google_pay' | 'klarna' | 'link' | 'paypal'
>;

/** A host name (no scheme, port or path): labels of letters, digits and inner hyphens. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isDomainName(value: string): boolean {
  return DOMAIN.test(value) || value === 'localhost';
}

/**
 * Each wallet's status on a domain. Apple Pay verifies a domain by fetching the association
 * file from it: a test-mode domain counts as verified (nothing is fetched); a live one stays
 * inactive until that check exists.
 */
export function walletStatuses(livemode: boolean): WalletStatuses {
  const active: DomainStatus = { status: 'active' };
  const applePay: DomainStatus = livemode
    ? {
        status: 'inactive',
        status_details: {
          error_message:
            'Apple Pay verifies this domain by fetching its association file, which this server does not do yet.',
        },
      }
    : active;
  return {
    amazon_pay: active,
    apple_pay: applePay,
    google_pay: active,
    klarna: active,
    link: active,
    paypal: active,
  };
}

/** Which card wallets a page on this host may offer: its registered, enabled domain's statuses. */
export function walletsOnDomain(domain: PaymentMethodDomain | undefined): {
  apple_pay: boolean;
  google_pay: boolean;
} {
  const usable = domain?.enabled === true;
  return {
    apple_pay: usable && domain.apple_pay.status === 'active',
    google_pay: usable && domain.google_pay.status === 'active',
  };
}

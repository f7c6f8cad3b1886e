import type { ExpressAddress } from '@payframe/js/protocol';

/** A shipping contact of the test wallet. */
export interface TestContact {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: Required<Omit<ExpressAddress, 'line2'>> & { line2: string | null };
}

/** The test wallet's saved addresses (fictional people at public places). */
export const TEST_CONTACTS: readonly TestContact[] = [
  {
    id: 'us',
    name: 'Jenny Rosen',
    email: 'jenny.rosen@example.com',
    phone: '+14155550100',
    address: {
      line1: '510 Townsend St',
      line2: null,
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94103',
      country: 'US',
    },
  },
  {
    id: 'us-ny',
    name: 'Jenny Rosen',
    email: 'jenny.rosen@example.com',
    phone: '+12125550100',
    address: {
      line1: '350 Fifth Avenue',
      line2: 'Floor 21',
      city: 'New York',
      state: 'NY',
      postal_code: '10118',
      country: 'US',
    },
  },
  {
    id: 'fr',
    name: 'Camille Martin',
    email: 'camille.martin@example.com',
    phone: '+33140000000',
    address: {
      line1: '5 Avenue Anatole France',
      line2: null,
      city: 'Paris',
      state: '',
      postal_code: '75007',
      country: 'FR',
    },
  },
  {
    id: 'gb',
    name: 'Oliver Smith',
    email: 'oliver.smith@example.com',
    phone: '+442079460000',
    address: {
      line1: '10 Downing Street',
      line2: null,
      city: 'London',
      state: '',
      postal_code: 'SW1A 2AA',
      country: 'GB',
    },
  },
];

/** The test wallet's cards: each a test token, marked with the wallet that tokenized it. */
export const TEST_WALLET_CARDS = [
  { token: 'tok_visa', label: 'Visa •••• 4242' },
  { token: 'tok_mastercard', label: 'Mastercard •••• 4444' },
  { token: 'tok_chargeDeclined', label: 'Visa •••• 0002' },
] as const;

/** `tok_visa` from Google Pay: `tok_visa_google_pay` (the server then marks card.wallet). */
export function walletToken(token: string, wallet: string): string {
  return `${token}_${wallet === 'applePay' ? 'apple_pay' : 'google_pay'}`;
}

/** The contacts the merchant ships to (all when it names no countries). */
export function shippableContacts(allowed: readonly string[] | null): TestContact[] {
  return TEST_CONTACTS.filter((contact) => !allowed || allowed.includes(contact.address.country));
}

/**
 * The address a shippingaddresschange event gets: as the wallets do before the shopper pays,
 * without the street lines (only what a shipping cost depends on).
 */
export function redactedAddress(contact: TestContact): ExpressAddress {
  const { city, state, postal_code, country } = contact.address;
  return { city, state, postal_code, country };
}

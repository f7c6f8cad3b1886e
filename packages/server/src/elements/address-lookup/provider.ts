/**
 * The address-lookup extension point behind `GET /v1/elements/address_suggestions`: the
 * Address Element asks it for addresses matching what the shopper typed in line 1. The
 * default provider searches a small built-in dataset so it works offline; a merchant plugs a
 * real one in with `createServer({ addressLookup })`.
 */
export interface AddressLookupQuery {
  /** What the shopper typed (more than 2 characters). */
  query: string;
  /** The country the form is laid out for (ISO 3166-1 alpha-2, upper case). */
  country: string;
  /** How many suggestions to answer at most. */
  limit: number;
  /** Whether the request runs with a live key (a paid provider may want to know). */
  livemode: boolean;
}

/** An address in the payload names of the API (`line1`, `city`, `state`, `postal_code`...). */
export interface SuggestedAddress {
  line1: string;
  line2?: string;
  city?: string;
  /** A region code of the country table (CA, NY, 13...), so the form's region select can show it. */
  state?: string;
  postal_code?: string;
  country: string;
}

export interface AddressSuggestion {
  /** Stable for the same address (a provider's place id). */
  id: string;
  /** The one line the list shows. */
  description: string;
  address: SuggestedAddress;
}

export interface AddressLookupProvider {
  suggest(query: AddressLookupQuery): Promise<AddressSuggestion[]>;
}

declare module '../../kernel/app-context.js' {
  interface AppContext {
    /** Answers the Address Element's autocomplete (the built-in dataset unless the merchant plugs one in). */
    addressLookup: AddressLookupProvider;
  }
}

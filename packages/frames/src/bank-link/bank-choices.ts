/** A test institution the shopper can link, with the mark we draw for it. */
export interface Institution {
  id: string;
  name: string;
  logo: { mark: string; color: string };
}

/** An account the bank offers once the shopper signed in, with its balance. */
export interface Offered {
  id: string;
  display_name: string;
  last4: string;
  balance: number;
  currency?: string;
  eligible: boolean;
}

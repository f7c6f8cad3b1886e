import type { StripeObject } from '../store/index.js';

/** The test bank's balances and what a linked account shows of itself. */
export interface FinancialConnectionsAccount extends StripeObject {
  object: 'financial_connections.account';
  account_holder: { type: 'customer'; customer: string } | { type: 'account'; account: string } | null;
  balance: {
    as_of: number;
    cash: { available: Record<string, number> };
    current: Record<string, number>;
    type: 'cash';
  } | null;
  balance_refresh: {
    last_attempted_at: number;
    next_refresh_available_at: number | null;
    status: string;
  } | null;
  category: 'cash';
  created: number;
  display_name: string;
  institution_name: string;
  last4: string;
  livemode: boolean;
  ownership: string | null;
  ownership_refresh: {
    last_attempted_at: number;
    next_refresh_available_at: number | null;
    status: string;
  } | null;
  permissions: string[];
  status: 'active' | 'disconnected' | 'inactive';
  subcategory: 'checking' | 'savings';
  subscriptions: string[];
  supported_payment_method_types: string[];
  transaction_refresh: null;
}

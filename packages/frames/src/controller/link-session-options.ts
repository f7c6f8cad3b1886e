import type { LinkState } from '@payframe/js/protocol';
import type { ConsumerClient } from '../link/consumer-client.js';
import type { LoginLifetime, LoginStorage } from '../link/login-storage.js';
import type { ApiResult } from './api-client.js';

/** What the group's Link session is given: its consumer client, login storage and the controller's hooks. */
export interface LinkSessionOptions {
  client: ConsumerClient;
  storage: LoginStorage;
  /** Tells the group the new state (the controller sends `link/state`). */
  publish(state: LinkState): void;
  /** Answers one frame (passkey request options, or creation options for a registration). */
  reply(frameId: string, options: Record<string, unknown>, ceremony?: 'create'): void;
  /** Where a verified login is remembered. */
  lifetime?: LoginLifetime;
  loginDelayMs?: number;
  amount?: () => { amount: number | null; currency: string | null };
  /** Whether the payment takes US bank accounts, so the wallet's saved ones may pay it. */
  takesBankAccounts?: () => boolean;
  /** Told after this session's shopper logged out (the other groups then forget theirs). */
  onLoggedOut?(email: string | null): void;
  /** elements/wallet-config's answer when the controller shares it with the card wallets. */
  walletConfig?: () => Promise<ApiResult<{ link_available?: boolean }>>;
}

import type { AcceptanceInput } from './mandate.js';

/** The browser a request came from, as the server saw it. */
export interface ClientSeen {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/**
 * `mandate_data[customer_acceptance][online][infer_from_client]`: a browser confirming with the
 * publishable key cannot know its own address, so the server records the address and user
 * agent it saw the acceptance come from (as Stripe does). Other acceptances are kept as given.
 */
export function inferFromClient<T extends { customer_acceptance: AcceptanceInput & { online?: unknown } }>(
  mandateData: T | undefined,
  client: ClientSeen,
): T | undefined {
  const acceptance = mandateData?.customer_acceptance;
  const online = acceptance?.online as
    | { ip_address?: string; user_agent?: string; infer_from_client?: boolean }
    | undefined;
  if (!mandateData || acceptance?.type !== 'online' || !online?.infer_from_client) return mandateData;
  return {
    ...mandateData,
    customer_acceptance: {
      ...acceptance,
      online: {
        ip_address: online.ip_address ?? client.ip,
        user_agent: online.user_agent ?? client.userAgent,
      },
    },
  };
}

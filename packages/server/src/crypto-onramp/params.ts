import { p, z } from '../kernel/params.js';
import { addressParams } from '../kernel/shared-params.js';
import { CRYPTO_CURRENCIES, NETWORKS, SOURCE_CURRENCIES } from './networks.js';
import { ONRAMP_STATUSES } from './session.js';

const network = p.oneOf(NETWORKS);
const cryptoCurrency = p.oneOf(CRYPTO_CURRENCIES);
const sourceCurrency = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() : v),
  p.oneOf(SOURCE_CURRENCIES),
);
const decimal = p.string(40);

const dob = p.object({ day: p.integer, month: p.integer, year: p.integer });

export const createOnrampSessionParams = p.object({
  wallet_addresses: p
    .object(
      Object.fromEntries(NETWORKS.map((name) => [name, p.string(200).optional()])) as Record<
        (typeof NETWORKS)[number],
        z.ZodOptional<ReturnType<typeof p.string>>
      >,
    )
    .optional(),
  lock_wallet_address: p.boolean.optional(),
  source_currency: sourceCurrency.optional(),
  source_amount: decimal.optional(),
  destination_currency: cryptoCurrency.optional(),
  destination_amount: decimal.optional(),
  destination_network: network.optional(),
  destination_currencies: p.array(cryptoCurrency).optional(),
  destination_networks: p.array(network).optional(),
  customer_information: p
    .object({
      email: p.string(800).optional(),
      first_name: p.string(200).optional(),
      last_name: p.string(200).optional(),
      dob: dob.optional(),
      address: addressParams.optional(),
    })
    .optional(),
  customer_ip_address: p.string(100).optional(),
});
export type CreateOnrampSessionParams = z.output<typeof createOnrampSessionParams>;

export const listOnrampSessionsParams = p.object({
  ...p.listShape,
  status: p.oneOf(ONRAMP_STATUSES).optional(),
});

export const quoteParams = p.object({
  source_currency: sourceCurrency.optional(),
  source_amount: decimal.optional(),
  destination_amount: decimal.optional(),
  destination_currencies: p.array(cryptoCurrency).optional(),
  destination_networks: p.array(network).optional(),
  expand: p.expand.optional(),
});

/** Every call of the hosted flow names its session by the client secret. */
const flowShape = { client_secret: p.string(200) };

export const flowParams = p.object(flowShape);

export const loginParams = p.object({ ...flowShape, email: p.string(800) });

export const verifyCodeParams = p.object({ ...flowShape, code: p.string(20) });

export const identityParams = p.object({
  ...flowShape,
  first_name: p.string(200),
  last_name: p.string(200),
  dob,
  id_number: p.string(20),
  address: addressParams,
});
export type IdentityParams = z.output<typeof identityParams>;

/** Test mode takes no photo: the document names how the check ends. */
export const TEST_DOCUMENTS = [
  'test_document_verified',
  'test_document_unverified',
  'test_document_unreadable',
] as const;

export const identityDocumentParams = p.object({ ...flowShape, document: p.oneOf(TEST_DOCUMENTS) });

export const updateFlowParams = p.object({
  ...flowShape,
  destination_network: network.optional(),
  destination_currency: cryptoCurrency.optional(),
  wallet_address: p.string(200).optional(),
  source_amount: decimal.optional(),
  destination_amount: decimal.optional(),
});
export type UpdateFlowParams = z.output<typeof updateFlowParams>;

export const purchaseParams = p.object({ ...flowShape, payment_method: p.string(200).optional() });

export const personLookupParams = p.object({ ...flowShape, email: p.string(800) });

export const walletParams = p.object({ ...flowShape, network, address: p.string(200) });

export const walletLookupParams = p.object({ ...flowShape, network: network.optional() });

export const consumerSettingsParams = p.object({
  ...flowShape,
  preferred_network: p.clearable(network).optional(),
  preferred_currency: p.clearable(cryptoCurrency).optional(),
});

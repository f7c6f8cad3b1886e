export { builtinAddressLookup } from './address-lookup/builtin.js';
export type {
  AddressLookupProvider,
  AddressLookupQuery,
  AddressSuggestion,
  SuggestedAddress,
} from './address-lookup/provider.js';
export { elementsRoutes } from './routes.js';
export { elementsSession } from './session.js';

export { readConfig, type ServerConfig } from './config.js';
export { createOperator } from './dashboard/index.js';
export type {
  AddressLookupProvider,
  AddressLookupQuery,
  AddressSuggestion,
  SuggestedAddress,
} from './elements/index.js';
export type { AppContext } from './kernel/app-context.js';
export { type CreateServerOptions, createServer, type PayframeServer } from './server.js';
export { ConfigurationError } from './vault/index.js';

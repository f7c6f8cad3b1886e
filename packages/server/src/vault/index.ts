export { addMasterKey, keyCheckValue, openVault, retireOtherMasterKeys } from './key-wraps.js';
export {
  ConfigurationError,
  type MasterKey,
  MISSING_KEY_WITH_DATABASE_URL,
  parseKey,
  readMasterKey,
} from './master-key.js';
export { type DataKeys, deriveDataKeys, Vault } from './vault.js';

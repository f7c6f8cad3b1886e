export { ApiClient } from './api-client.js';
export { apiTarget, parseArgs, serverBase, UsageError } from './args.js';
export { ENCRYPTION_KEY_COMMANDS, runEncryptionKeyCommand } from './encryption-keys.js';
export { displayUrl, type ListenSession, listen, newSessionSecret } from './listen.js';
export { formatLogLine, tailLogs } from './logs-tail.js';
export { OPEN_SHORTCUTS, openerFor, openPage, pageUrl } from './open-page.js';
export { TRIGGER_EVENTS, trigger } from './trigger.js';

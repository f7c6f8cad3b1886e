import { readConfig } from './config.js';
import { createServer } from './server.js';

const USAGE = `Usage: payframe <command>

Commands:
  start   Run the Payframe API server (PORT, DATABASE_URL, PAYFRAME_DATA_DIR,
          PAYFRAME_SECRET_KEY, PAYFRAME_PUBLISHABLE_KEY, PAYFRAME_ENCRYPTION_KEY)
  keys    Print the default account's API keys and exit
`;

export async function main(args: string[]): Promise<void> {
  const command = args[0] ?? 'start';
  if (command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(USAGE);
    return;
  }
  if (command === 'keys') {
    const server = await createServer({ config: { workers: false } });
    printKeys(server.keys, false, { reveal: true });
    await server.close();
    return;
  }
  if (command !== 'start') {
    process.stderr.write(`Unknown command: ${command}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const config = readConfig();
  const server = await createServer({
    logger: { level: config.logLevel },
  });
  await server.listen();
  const url = server.context.config.publicUrl;
  const where =
    server.context.dbKind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  process.stdout.write(`\nPayframe is running\n  API             ${url}/v1\n  Database        ${where}\n`);
  // Container and service logs keep what a server prints: the secret key is shown masked here,
  // in full only by `payframe keys` (and by the development `npm start`).
  printKeys(server.keys, server.createdAccount, { reveal: false });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.context.log.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function printKeys(
  keys: { accountId: string; testSecret: string; testPublishable: string },
  created: boolean,
  options: { reveal: boolean },
): void {
  const secret = options.reveal
    ? keys.testSecret
    : `${maskKey(keys.testSecret)}   (in full: npx payframe keys)`;
  process.stdout.write(
    `  Account         ${keys.accountId}${created ? ' (created now)' : ''}\n` +
      `  Publishable key ${keys.testPublishable}\n` +
      `  Secret key      ${secret}\n\n`,
  );
}

/** `sk_test_…abcd`: enough to tell keys apart, nothing to use. */
export function maskKey(key: string): string {
  const prefix = /^[a-z]+_(?:test|live)_/.exec(key)?.[0] ?? '';
  return `${prefix}…${key.slice(-4)}`;
}

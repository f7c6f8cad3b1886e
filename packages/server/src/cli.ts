import {
  ApiClient,
  apiTarget,
  displayUrl,
  ENCRYPTION_KEY_COMMANDS,
  listen,
  OPEN_SHORTCUTS,
  openPage,
  pageUrl,
  parseArgs,
  runEncryptionKeyCommand,
  serverBase,
  TRIGGER_EVENTS,
  tailLogs,
  trigger,
  UsageError,
} from './cli-tools/index.js';
import { runUsers, USERS_USAGE } from './cli-users.js';
import { readConfig } from './config.js';
import { createServer } from './server.js';
import { ConfigurationError } from './vault/index.js';

const USAGE = `Usage: payframe <command>

Commands:
  start     Run the Payframe API server (PORT, DATABASE_URL, PAYFRAME_DATA_DIR,
            PAYFRAME_SECRET_KEY, PAYFRAME_PUBLISHABLE_KEY, PAYFRAME_ENCRYPTION_KEY)
  keys      Print the default account's API keys and exit
  keys rotate-encryption
            Let PAYFRAME_NEW_ENCRYPTION_KEY open the database beside the current key
  keys retire-encryption
            Run with the new key set: stop accepting every other key
  listen    --forward-to <url> [--events a,b] [--api-base <url>] [--api-key sk_test_...]
            Forward a server's events to a local URL, signed with a session secret
  events resend <evt_...> [--webhook-endpoint we_...] [--api-base <url>] [--api-key sk_test_...]
            Send an event again to the endpoints listening for it (or to the one named)
  logs tail [--filter-http-method POST] [--filter-status-code 4XX] [--filter-request-path /v1/...]
            Print the account's API calls as they happen
  ${USERS_USAGE}
  open      <page> [--api-base <url>]
            Open a dashboard page in the browser (print its address without a terminal):
              ${Object.keys(OPEN_SHORTCUTS).join(', ')}, or a payment's pi_ id
  trigger   <event> [--api-base <url>] [--api-key sk_test_...]
            Make the test-mode API calls that record an event:
              ${TRIGGER_EVENTS.join(', ')}

listen, events, logs and trigger call the server at --api-base (or PAYFRAME_API_BASE, default
http://localhost:$PORT, 4242) with --api-key (or PAYFRAME_SECRET_KEY).
`;

export async function main(args: string[]): Promise<void> {
  try {
    await run(args);
  } catch (error) {
    // A configuration problem is the operator's to fix: its message says how, a stack would not.
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`payframe: ${error.message}\n`);
    process.exitCode = 1;
  }
}

async function run(args: string[]): Promise<void> {
  const command = args[0] ?? 'start';
  if (command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(USAGE);
    return;
  }
  const keysCommand = args[1];
  if (command === 'keys' && keysCommand !== undefined) {
    if (!(ENCRYPTION_KEY_COMMANDS as readonly string[]).includes(keysCommand)) {
      process.stderr.write(`Unknown keys command: ${keysCommand}\n\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    try {
      await runEncryptionKeyCommand(keysCommand, readConfig(), process.env, (line) =>
        process.stdout.write(`${line}\n`),
      );
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      process.stderr.write(`${error.message}\n`);
      process.exitCode = 2;
    }
    return;
  }
  if (command === 'keys') {
    const server = await createServer({ config: { workers: false } });
    printKeys(server.keys, false, { reveal: true });
    await server.close();
    return;
  }
  if (
    command === 'listen' ||
    command === 'trigger' ||
    command === 'events' ||
    command === 'logs' ||
    command === 'users' ||
    command === 'open'
  ) {
    try {
      if (command === 'users')
        await runUsers(args.slice(1), {
          stdin: process.stdin,
          env: process.env,
          out: (line) => process.stdout.write(`${line}\n`),
        });
      else if (command === 'listen') await runListen(args.slice(1));
      else if (command === 'events') await runEvents(args.slice(1));
      else if (command === 'logs') await runLogs(args.slice(1));
      else if (command === 'open') await runOpen(args.slice(1));
      else await runTrigger(args.slice(1));
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      process.stderr.write(`${error.message}\n${error instanceof UsageError ? `\n${USAGE}` : ''}`);
      process.exitCode = error instanceof UsageError ? 2 : 1;
    }
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
  process.stdout.write(
    `\nPayframe is running\n  API             ${url}/v1\n  Dashboard       ${url}/dashboard (payframe users create adds an operator)\n  Database        ${where}\n`,
  );
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

async function runListen(args: string[]): Promise<void> {
  const { options } = parseArgs(args);
  const forwardTo = options.get('forward-to');
  if (!forwardTo) throw new UsageError('listen needs --forward-to <url>, e.g. http://localhost:3000/webhook');
  if (!/^https?:$/.test(safeProtocol(forwardTo)))
    throw new UsageError(`--forward-to must be an http or https URL, got ${displayUrl(forwardTo)}`);
  const events = (options.get('events') ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter((type) => type !== '' && type !== '*');
  const client = new ApiClient(apiTarget(options, process.env));
  const session = listen({ client, forwardTo, events, out: (line) => process.stdout.write(`${line}\n`) });
  await session.ready;
  // The session secret is what the local handler checks signatures with: it is shown, as
  // `stripe listen` shows its own; the API key never is.
  process.stdout.write(
    `Ready! Forwarding ${events.length ? events.join(', ') : 'all events'} from ${client.apiBase} to ${displayUrl(forwardTo)}\n` +
      `Your webhook signing secret is ${session.secret} (^C to quit)\n`,
  );
  await new Promise<void>((resolve) => {
    const stop = () => void session.stop().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

async function runTrigger(args: string[]): Promise<void> {
  const { options, positionals } = parseArgs(args);
  const event = positionals[0];
  if (!event) throw new UsageError('trigger needs an event, e.g. payframe trigger payment_intent.succeeded');
  const client = new ApiClient(apiTarget(options, process.env));
  const done = await trigger(client, event, (line) => process.stdout.write(`${line}\n`));
  if (!done) process.exitCode = 2;
}

async function runLogs(args: string[]): Promise<void> {
  const { options, positionals } = parseArgs(args);
  if (positionals[0] !== 'tail') throw new UsageError('logs needs: tail [--filter-...]');
  const client = new ApiClient(apiTarget(options, process.env));
  const session = tailLogs({
    client,
    filters: {
      method: options.get('filter-http-method'),
      status: options.get('filter-status-code'),
      path: options.get('filter-request-path'),
    },
    out: (line) => process.stdout.write(`${line}\n`),
    colour: process.stdout.isTTY === true,
  });
  await session.ready;
  process.stdout.write(`Ready! Tailing the API calls to ${client.apiBase} (^C to quit)\n`);
  await new Promise<void>((resolve) => {
    const stop = () => void session.stop().then(resolve);
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}

async function runEvents(args: string[]): Promise<void> {
  const { options, positionals } = parseArgs(args);
  const [subcommand, eventId] = positionals;
  if (subcommand !== 'resend' || !eventId) {
    throw new UsageError('events needs: resend <evt_...> [--webhook-endpoint we_...]');
  }
  const client = new ApiClient(apiTarget(options, process.env));
  const endpoint = options.get('webhook-endpoint');
  const event = await client.post<{ id: string; type: string }>(
    `/v1/events/${encodeURIComponent(eventId)}/retry`,
    endpoint ? { webhook_endpoint: endpoint } : {},
  );
  process.stdout.write(
    `Resent ${event.type} [${event.id}] to ${endpoint ?? 'every endpoint listening for it'}\n`,
  );
}

async function runOpen(args: string[]): Promise<void> {
  const { options, positionals } = parseArgs(args);
  const url = pageUrl(positionals[0], serverBase(options, process.env));
  await openPage(url, {
    interactive: process.stdout.isTTY === true && !process.env.CI,
    platform: process.platform,
    out: (line) => process.stdout.write(`${line}\n`),
  });
}

function safeProtocol(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return '';
  }
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

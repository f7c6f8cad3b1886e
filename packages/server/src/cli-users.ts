import { parseArgs, UsageError } from './cli-tools/index.js';
import { createOperator, OperatorError } from './dashboard/index.js';
import { createServer } from './server.js';

/**
 * `payframe users create --email <e-mail> --password-stdin [--account acct_...]`: adds a
 * dashboard operator to the default account (or the one named). The password comes from
 * stdin (`--password-stdin`) or PAYFRAME_OPERATOR_PASSWORD, never from an argument: arguments
 * show in the process list and the shell's history.
 */
export async function runUsers(
  args: string[],
  io: { stdin: NodeJS.ReadableStream; env: NodeJS.ProcessEnv; out: (line: string) => void },
): Promise<void> {
  const fromStdin = args.includes('--password-stdin');
  const { options, positionals } = parseArgs(args.filter((arg) => arg !== '--password-stdin'));
  if (positionals[0] !== 'create')
    throw new UsageError('users needs: create --email <e-mail> --password-stdin');
  const email = options.get('email');
  if (!email) throw new UsageError('users create needs --email <e-mail>.');
  if (options.has('password')) {
    throw new UsageError('Pass the password on stdin (--password-stdin) or in PAYFRAME_OPERATOR_PASSWORD.');
  }
  const password = fromStdin ? await firstLine(io.stdin) : io.env.PAYFRAME_OPERATOR_PASSWORD;
  if (!password) {
    throw new UsageError('users create needs a password: --password-stdin, or PAYFRAME_OPERATOR_PASSWORD.');
  }
  const server = await createServer({ config: { workers: false } });
  try {
    const accountId = options.get('account') ?? server.keys.accountId;
    const operator = await createOperator(server.context.db, { accountId, email, password });
    io.out(`Created operator ${operator.email} for account ${operator.accountId}.`);
    io.out(`Sign in at ${server.context.config.publicUrl}/dashboard`);
  } catch (error) {
    if (error instanceof OperatorError) throw new UsageError(error.message);
    throw error;
  } finally {
    await server.close();
  }
}

async function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

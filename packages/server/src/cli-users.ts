import { parseArgs, UsageError } from './cli-tools/index.js';
import {
  createOperator,
  deleteOperator,
  listOperators,
  OperatorError,
  setOperatorPassword,
} from './dashboard/index.js';
import { createServer } from './server.js';

export const USERS_USAGE = `users create --email <e-mail> --password-stdin [--account acct_...]
            Add a dashboard operator (password on stdin or in PAYFRAME_OPERATOR_PASSWORD)
  users list [--account acct_...]
            List the operators, with whether each is signed in
  users set-password --email <e-mail> --password-stdin
            Give an operator a new password and end their sessions
  users delete --email <e-mail>
            Remove an operator and end their sessions`;

interface UsersIo {
  stdin: NodeJS.ReadableStream;
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
}

/**
 * `payframe users <create|list|set-password|delete>`: the dashboard's operators, managed from
 * the machine that runs the server. A password comes from stdin (`--password-stdin`) or
 * PAYFRAME_OPERATOR_PASSWORD, never from an argument: arguments show in the process list and
 * the shell's history.
 */
export async function runUsers(args: string[], io: UsersIo): Promise<void> {
  const fromStdin = args.includes('--password-stdin');
  const { options, positionals } = parseArgs(args.filter((arg) => arg !== '--password-stdin'));
  const action = positionals[0];
  if (action !== 'create' && action !== 'list' && action !== 'set-password' && action !== 'delete')
    throw new UsageError('users needs one of: create, list, set-password, delete');
  if (options.has('password')) {
    throw new UsageError('Pass the password on stdin (--password-stdin) or in PAYFRAME_OPERATOR_PASSWORD.');
  }
  const email = options.get('email');
  if (action !== 'list' && !email) throw new UsageError(`users ${action} needs --email <e-mail>.`);
  const password =
    action === 'create' || action === 'set-password' ? await readPassword(action, fromStdin, io) : undefined;

  const server = await createServer({ config: { workers: false } });
  try {
    const db = server.context.db;
    if (action === 'list') {
      const operators = await listOperators(db, options.get('account'));
      if (operators.length === 0) io.out('No operators yet: payframe users create adds one.');
      for (const operator of operators) {
        const created = new Date(operator.created * 1000).toISOString().slice(0, 10);
        io.out(
          `${operator.email}  ${operator.accountId}  created ${created}${operator.signedIn ? '  signed in' : ''}`,
        );
      }
    } else if (action === 'create') {
      const accountId = options.get('account') ?? server.keys.accountId;
      const operator = await createOperator(db, { accountId, email: email ?? '', password: password ?? '' });
      io.out(`Created operator ${operator.email} for account ${operator.accountId}.`);
      io.out(`Sign in at ${server.context.config.publicUrl}/dashboard`);
    } else if (action === 'set-password') {
      const operator = await setOperatorPassword(db, email ?? '', password ?? '');
      io.out(`Set a new password for ${operator.email}; their sessions have ended.`);
    } else {
      const operator = await deleteOperator(db, email ?? '');
      io.out(`Removed operator ${operator.email}; their sessions have ended.`);
    }
  } catch (error) {
    if (error instanceof OperatorError) throw new UsageError(error.message);
    throw error;
  } finally {
    await server.close();
  }
}

async function readPassword(action: string, fromStdin: boolean, io: UsersIo): Promise<string> {
  const password = fromStdin ? await firstLine(io.stdin) : io.env.PAYFRAME_OPERATOR_PASSWORD;
  if (!password) {
    throw new UsageError(
      `users ${action} needs a password: --password-stdin, or PAYFRAME_OPERATOR_PASSWORD.`,
    );
  }
  return password;
}

async function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

import { newId, nowSeconds } from '../kernel/ids.js';
import type { Db } from '../store/types.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';

export interface Operator {
  id: string;
  accountId: string;
  email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export class OperatorError extends Error {}

/** Adds an operator to an account (`payframe users create`); e-mails are unique across the server. */
export async function createOperator(
  db: Db,
  input: { accountId: string; email: string; password: string },
): Promise<Operator> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new OperatorError(`Not an e-mail address: ${input.email}`);
  const problem = passwordProblem(input.password);
  if (problem) throw new OperatorError(problem);
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', input.accountId)
    .executeTakeFirst();
  if (!account) throw new OperatorError(`No such account: ${input.accountId}`);
  const existing = await db
    .selectFrom('operators')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) throw new OperatorError(`An operator with the e-mail ${email} already exists.`);
  const id = newId('op', 16);
  await db
    .insertInto('operators')
    .values({
      id,
      account_id: input.accountId,
      email,
      password_hash: await hashPassword(input.password),
      created: nowSeconds(),
    })
    .execute();
  return { id, accountId: input.accountId, email };
}

/**
 * The operator these credentials name, or undefined. An unknown e-mail costs the same hash as
 * a wrong password, so the answer's timing does not tell which e-mails exist.
 */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<Operator | undefined> {
  const row = await db
    .selectFrom('operators')
    .select(['id', 'account_id', 'email', 'password_hash'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  const ok = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
  return row && ok ? { id: row.id, accountId: row.account_id, email: row.email } : undefined;
}

let decoy: Promise<string> | undefined;
function decoyHash(): Promise<string> {
  decoy ??= hashPassword('not anyone’s password');
  return decoy;
}

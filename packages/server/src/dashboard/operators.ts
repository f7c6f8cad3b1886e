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

export interface OperatorListing extends Operator {
  created: number;
  signedIn: boolean;
}

/** The operators of one account, or of every account, oldest first, with whether one is signed in. */
export async function listOperators(
  db: Db,
  accountId?: string,
  now = Date.now(),
): Promise<OperatorListing[]> {
  let query = db
    .selectFrom('operators as o')
    .select((eb) => [
      'o.id',
      'o.account_id',
      'o.email',
      'o.created',
      eb
        .exists(
          eb
            .selectFrom('operator_sessions as s')
            .select('s.token_hash')
            .whereRef('s.operator_id', '=', 'o.id')
            .where('s.expires_ms', '>', now),
        )
        .as('signed_in'),
    ])
    .orderBy('o.created')
    .orderBy('o.email');
  if (accountId) query = query.where('o.account_id', '=', accountId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    email: row.email,
    created: Number(row.created),
    signedIn: Boolean(row.signed_in),
  }));
}

/** Sets a new password and ends the operator's sessions: a reset locks out whoever held the old one. */
export async function setOperatorPassword(db: Db, email: string, password: string): Promise<Operator> {
  const problem = passwordProblem(password);
  if (problem) throw new OperatorError(problem);
  const operator = await findOperator(db, email);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('operators')
      .set({ password_hash: passwordHash })
      .where('id', '=', operator.id)
      .execute();
    await trx.deleteFrom('operator_sessions').where('operator_id', '=', operator.id).execute();
  });
  return operator;
}

/** Removes an operator; their sessions end with them. */
export async function deleteOperator(db: Db, email: string): Promise<Operator> {
  const operator = await findOperator(db, email);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('operator_sessions').where('operator_id', '=', operator.id).execute();
    await trx.deleteFrom('operators').where('id', '=', operator.id).execute();
  });
  return operator;
}

async function findOperator(db: Db, email: string): Promise<Operator> {
  const normalised = email.trim().toLowerCase();
  const row = await db
    .selectFrom('operators')
    .select(['id', 'account_id', 'email'])
    .where('email', '=', normalised)
    .executeTakeFirst();
  if (!row) throw new OperatorError(`No operator has the e-mail ${normalised}.`);
  return { id: row.id, accountId: row.account_id, email: row.email };
}

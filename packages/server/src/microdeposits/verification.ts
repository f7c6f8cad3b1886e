import { sql } from 'kysely';
import type { MicrodepositVerificationsTable } from '../db/schema.js';
import { newId, nowSeconds, randomToken } from '../kernel/ids.js';
import type { ServiceContext } from '../kernel/service-context.js';
import type { AcceptanceInput } from '../mandates/index.js';
import type { PaymentMethod } from '../payment-methods/index.js';
import { parseData } from '../store/index.js';
import type { Db } from '../store/types.js';

/** Stripe's test values: what the test bank "deposits" and every test-mode verification expects. */
export const TEST_DESCRIPTOR_CODE = 'SM11AA';
export const TEST_AMOUNTS: readonly [number, number] = [32, 45];
/** Wrong answers allowed before the verification is locked and the attempt fails. */
export const MAX_ATTEMPTS = 10;
/** How long the shopper has to verify before the microdeposits are no longer accepted. */
export const VERIFY_WITHIN_SECONDS = 10 * 86_400;

export type MicrodepositType = 'amounts' | 'descriptor_code';

/** What a verification holds beside its columns. */
export interface VerificationData {
  token: string;
  microdeposit_type: MicrodepositType;
  arrival_date: number;
  expires_at: number;
  attempts: number;
  /** The mandate a payment's debit runs under once verified. */
  mandate: string | null;
  /** A set-up's acceptance, made into its mandate once verified. */
  acceptance: AcceptanceInput | null;
  descriptor_code: string;
  amounts: readonly number[];
}

export interface Verification {
  id: string;
  scope: { accountId: string; livemode: boolean };
  intent: string;
  paymentMethod: string;
  status: MicrodepositVerificationsTable['status'];
  data: VerificationData;
}

/** The first weekday after `now` (microdeposits arrive in one to two business days). */
export function arrivalDate(now: number): number {
  let at = now + 86_400;
  while ([0, 6].includes(new Date(at * 1000).getUTCDay())) at += 86_400;
  return at;
}

/**
 * Which microdeposit the test bank sends: a single one whose statement descriptor holds a code
 * (Stripe's default for US accounts), or two amounts (always for a Canadian account) when the account holder's e-mail asks for them
 * (`+amounts` in its local part, a test-mode convention of this server).
 */
export function microdepositTypeFor(pm: PaymentMethod): MicrodepositType {
  // Canadian banks are sent two amounts, never a descriptor code.
  if (pm.type === 'acss_debit') return 'amounts';
  const email = (pm.billing_details as { email?: string | null } | undefined)?.email ?? '';
  return /\+amounts@/i.test(email) ? 'amounts' : 'descriptor_code';
}

/** The hosted page's URL: the random token is its only credential. */
export function hostedVerificationUrl(
  publicUrl: string,
  verification: Pick<Verification, 'id' | 'data'>,
): string {
  return `${publicUrl}/microdeposits/${verification.id}/${verification.data.token}`;
}

/** Starts a verification for an intent; an earlier pending one of the same intent is voided. */
export async function startVerification(
  ctx: ServiceContext,
  input: { intent: string; pm: PaymentMethod; mandate: string | null; acceptance: AcceptanceInput | null },
): Promise<Verification> {
  const now = nowSeconds();
  await ctx.db
    .updateTable('microdeposit_verifications')
    .set({ status: 'void' })
    .where('intent', '=', input.intent)
    .where('status', '=', 'pending')
    .execute();
  const verification: Verification = {
    id: newId('mdv'),
    scope: ctx.scope,
    intent: input.intent,
    paymentMethod: input.pm.id,
    status: 'pending',
    data: {
      token: randomToken(32),
      microdeposit_type: microdepositTypeFor(input.pm),
      arrival_date: arrivalDate(now),
      expires_at: now + VERIFY_WITHIN_SECONDS,
      attempts: 0,
      mandate: input.mandate,
      acceptance: input.acceptance,
      // Live mode has no bank to deposit into; its values would be the bank's own.
      descriptor_code: TEST_DESCRIPTOR_CODE,
      amounts: TEST_AMOUNTS,
    },
  };
  await ctx.db
    .insertInto('microdeposit_verifications')
    .values({
      id: verification.id,
      account_id: ctx.scope.accountId,
      livemode: ctx.scope.livemode,
      intent: verification.intent,
      payment_method: verification.paymentMethod,
      status: 'pending',
      data: JSON.stringify(verification.data),
      created: now,
    })
    .execute();
  return verification;
}

type Row = Pick<
  MicrodepositVerificationsTable,
  'id' | 'account_id' | 'livemode' | 'intent' | 'payment_method' | 'status'
> & { data: unknown };

function fromRow(row: Row): Verification {
  return {
    id: row.id,
    scope: { accountId: row.account_id, livemode: row.livemode },
    intent: row.intent,
    paymentMethod: row.payment_method,
    status: row.status,
    data: parseData(row.data) as unknown as VerificationData,
  };
}

const COLUMNS = ['id', 'account_id', 'livemode', 'intent', 'payment_method', 'status', 'data'] as const;

/** The newest verification of an intent (locked for the update that follows). */
export async function verificationOfIntent(db: Db, intent: string): Promise<Verification | undefined> {
  const row = await db
    .selectFrom('microdeposit_verifications')
    .select(COLUMNS)
    .where('intent', '=', intent)
    .where('status', '!=', 'void')
    .orderBy('created', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** A verification by its id (the hosted page's), locked when asked. */
export async function verificationById(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<Verification | undefined> {
  let query = db.selectFrom('microdeposit_verifications').select(COLUMNS).where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export async function saveVerification(db: Db, verification: Verification): Promise<void> {
  await db
    .updateTable('microdeposit_verifications')
    .set({ status: verification.status, data: JSON.stringify(verification.data) })
    .where('id', '=', verification.id)
    .execute();
}

/** Whether a payment method typed in by hand was verified by microdeposits already. */
export async function isVerifiedByMicrodeposits(
  ctx: ServiceContext,
  paymentMethod: string,
): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('microdeposit_verifications')
    .select(sql<number>`1`.as('one'))
    .where('payment_method', '=', paymentMethod)
    .where('status', '=', 'verified')
    .where('account_id', '=', ctx.scope.accountId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

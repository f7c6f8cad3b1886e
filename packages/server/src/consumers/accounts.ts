import { DEFAULT_COUNTRY, normalizeEmail, validateEmail, validatePhone } from '@payframe/core';
import { invalidRequest } from '../kernel/errors.js';
import { newId, nowSeconds } from '../kernel/ids.js';
import { parseData } from '../store/index.js';
import type { Db } from '../store/types.js';

/** Country of a consumer when the sign-up names none (docs/link.md#constants). */
export const DEFAULT_CONSUMER_COUNTRY = DEFAULT_COUNTRY;

export interface ConsumerAccount {
  id: string;
  livemode: boolean;
  email: string;
  /** E.164. */
  phone: string | null;
  phone_country: string | null;
  legal_name: string | null;
  country: string;
  created: number;
}

/** An e-mail as the wallet compares it, or the Stripe error for one that is not an address. */
export function lookupEmail(value: string, param = 'email_address'): string {
  const checked = validateEmail(value);
  if (!checked.ok)
    throw invalidRequest('Invalid email address: please check it and try again.', param, 'email_invalid');
  return normalizeEmail(checked.value);
}

/** A phone number in E.164 and its country, checked with libphonenumber-js (through core). */
export function checkPhone(
  value: string,
  country: string | undefined,
): { e164: string; country: string | null } {
  const checked = validatePhone(value, { country, required: 'always' });
  if (!checked.ok || !checked.value) {
    throw invalidRequest(
      'Invalid phone number: please check it and try again.',
      'phone_number',
      'phone_number_invalid',
    );
  }
  return { e164: checked.value.e164, country: checked.value.country ?? country ?? null };
}

function fromRow(row: { data: unknown }): ConsumerAccount {
  return parseData(row.data) as unknown as ConsumerAccount;
}

export async function findConsumerByEmail(
  db: Db,
  livemode: boolean,
  email: string,
): Promise<ConsumerAccount | undefined> {
  const row = await db
    .selectFrom('consumer_accounts')
    .select('data')
    .where('livemode', '=', livemode)
    .where('email', '=', email)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

export async function getConsumer(db: Db, id: string): Promise<ConsumerAccount> {
  const row = await db
    .selectFrom('consumer_accounts')
    .select('data')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return fromRow(row);
}

/**
 * A new consumer account. Two sign-ups of one e-mail at once meet at the unique index: the
 * second insert does nothing and the caller is told the address is taken.
 */
export async function insertConsumer(
  db: Db,
  input: Omit<ConsumerAccount, 'id' | 'created'>,
): Promise<ConsumerAccount | undefined> {
  const account: ConsumerAccount = { id: newId('csmr'), created: nowSeconds(), ...input };
  const inserted = await db
    .insertInto('consumer_accounts')
    .values({
      id: account.id,
      livemode: account.livemode,
      email: account.email,
      phone: account.phone,
      created: account.created,
      data: JSON.stringify(account),
    })
    .onConflict((oc) => oc.columns(['livemode', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? account : undefined;
}

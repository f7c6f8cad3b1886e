import { describe, expect, it } from 'vitest';
import { mountOnMerchantPage } from './fixtures/merchant-page.js';
import { useMerchantSession } from './fixtures/merchant-session.js';
import { screenshot } from './fixtures/screenshots.js';
import { settled } from './fixtures/settled.js';
import { testFontUrl } from './fixtures/test-font.js';

const THEMES = ['stripe', 'flat', 'night'] as const;

/** Records, in every frame, whether a loader skeleton was ever in its document. */
const SKELETON_WATCH = `
  window.__sawSkeleton = false;
  new MutationObserver(() => {
    if (document.querySelector('.Skeleton')) window.__sawSkeleton = true;
  }).observe(document, { childList: true, subtree: true });
`;

describe('the Appearance API: labels, inputs, fonts and loader', () => {
  const session = useMerchantSession();

  async function mount(options: Record<string, unknown>, types = ['card', 'sepa_debit', 'ideal']) {
    const server = {
      stripe: session.stack.stripe,
      publishableKey: session.stack.server.keys.testPublishable,
    };
    await mountOnMerchantPage(session.page, session.merchant, server, options, types);
    await session.element.ready();
  }

  /** Asks the elements for their values, which shows every field's error as a pay button does. */
  async function submit() {
    await session.page.evaluate(() =>
      (window as unknown as { elements: { submit(): Promise<unknown> } }).elements.submit(),
    );
  }

  const label = (field: string) => session.element.frame.locator(`label[for="card-${field}"]`);

  for (const theme of THEMES) {
    it(`floats labels on focus and fill (${theme})`, async () => {
      await mount({ appearance: { theme, labels: 'floating' } });
      // The <label> still names its input.
      await expect(session.element.frame.getByLabel('Card number').getAttribute('name')).resolves.toBe(
        'number',
      );
      const input = session.element.input('number');
      const resting = await label('number').boundingBox();
      const box = await input.boundingBox();
      expect(await label('number').getAttribute('class')).toContain('Label--resting');
      // Resting: inside the input, vertically centred like a placeholder.
      expect(resting!.y).toBeGreaterThan(box!.y);
      expect(Math.abs(resting!.y + resting!.height / 2 - (box!.y + box!.height / 2))).toBeLessThanOrEqual(2);

      await input.focus();
      await expect.poll(() => label('number').getAttribute('class')).toContain('Label--floating');
      await settled(session.page); // the float transition has ended
      const floated = await label('number').boundingBox();
      expect(floated!.y).toBeLessThan(resting!.y);
      expect(floated!.height).toBeLessThan(resting!.height);
      expect(floated!.y).toBeGreaterThan(box!.y);

      await input.pressSequentially('4242424242424242', { delay: 5 });
      await submit();
      await session.element.error('card-expiry').waitFor();
      // Filled, it stays up after blur; an empty field's label rests again and turns red.
      await session.element.input('expiry').focus();
      expect(await label('number').getAttribute('class')).toContain('Label--floating');
      expect(await label('cvc').getAttribute('class')).toContain('Label--resting');
      expect(await label('cvc').getAttribute('class')).toContain('Label--invalid');
      // The country select is always filled: its label is up.
      expect(await label('country').getAttribute('class')).toContain('Label--floating');
      await screenshot(session.page, `appearance-floating-${theme}`);
    });

    it(`joins condensed inputs into one block, errors under it (${theme})`, async () => {
      await mount({ appearance: { theme, inputs: 'condensed' } });
      const number = (await session.element.input('number').boundingBox())!;
      const expiry = (await session.element.input('expiry').boundingBox())!;
      const cvc = (await session.element.input('cvc').boundingBox())!;
      // Shared borders: each input overlaps its neighbour by its 1px border.
      expect(expiry.y).toBeCloseTo(number.y + number.height - 1, 0);
      expect(cvc.x).toBeCloseTo(expiry.x + expiry.width - 1, 0);
      const radii = await session.element.frame
        .locator('[name="expiry"]')
        .evaluate((node) => getComputedStyle(node).borderRadius);
      expect(radii).toBe('0px');
      // Labels auto: floating with condensed inputs.
      expect(await label('number').getAttribute('class')).toContain('Label--resting');

      await session.element.input('number').pressSequentially('4242', { delay: 5 });
      await submit();
      await session.element.error('card-number').waitFor();
      const errors = session.element.frame.locator('.FieldErrors [role="alert"]');
      expect(await errors.count()).toBeGreaterThanOrEqual(3);
      // The block stays whole: the errors sit below its last input.
      const postal = (await session.element.input('postalCode').boundingBox())!;
      const firstError = (await session.element.error('card-number').boundingBox())!;
      expect(firstError.y).toBeGreaterThan(postal.y + postal.height);
      await session.element.input('cvc').focus();
      await screenshot(session.page, `appearance-condensed-${theme}`);
    });
  }

  it('shows a floating label over an empty bank select until it has focus', async () => {
    await mount({ appearance: { labels: 'floating' } });
    await session.element.selectMethod(/iDEAL/);
    const bankLabel = session.element.frame.locator('label[for="ideal-bank"]');
    expect(await bankLabel.getAttribute('class')).toContain('Label--resting');
    await session.element.input('bank').focus();
    await expect.poll(() => bankLabel.getAttribute('class')).toContain('Label--floating');
    await session.page.keyboard.press('Escape');
    await session.element.input('bank').selectOption({ index: 2 });
    await session.element.input('bank').blur();
    expect(await bankLabel.getAttribute('class')).toContain('Label--floating');
    await screenshot(session.page, 'appearance-floating-ideal');
  });

  it('loads a data: font inside the frame and applies it through fontFamily', async () => {
    const family = 'Payframe Test Face';
    await mount({
      fonts: [{ family, src: `url(${testFontUrl()}) format('truetype')`, weight: '400', display: 'block' }],
      appearance: { variables: { fontFamily: `"${family}", sans-serif` } },
    });
    const frame = (await (await session.element.iframe.elementHandle())!.contentFrame())!;
    await frame.waitForFunction(
      (name) =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === name && face.status === 'loaded',
        ),
      family,
    );
    expect(await frame.evaluate((name) => document.fonts.check(`16px "${name}"`), family)).toBe(true);
    const applied = await session.element
      .input('number')
      .evaluate((node) => getComputedStyle(node).fontFamily);
    expect(applied).toContain(family);

    // elements.update swaps the fonts in the frames.
    await session.page.evaluate(
      ([name, url]) =>
        (window as unknown as { elements: { update(o: unknown): void } }).elements.update({
          fonts: [{ family: `${name} 2`, src: `url(${url})` }],
        }),
      [family, testFontUrl()] as const,
    );
    await frame.waitForFunction(
      (name) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === `${name} 2`),
      family,
    );
  });

  it('refuses a font URL that is not https:// or data: with the spec message', async () => {
    await session.page.goto(session.merchant.url);
    const message = await session.page.evaluate((key) => {
      try {
        (window as unknown as { Payframe(k: string): { elements(o: unknown): unknown } })
          .Payframe(key)
          .elements({ fonts: [{ family: 'X', src: 'url(http://fonts.example.com/x.woff)' }] });
        return 'accepted';
      } catch (error) {
        return (error as Error).message;
      }
    }, session.stack.server.keys.testPublishable);
    expect(message).toBe("URLs have to start with 'https://' or 'data:'");
  });

  it('serves the frames with a policy that allows font faces and no stylesheet but their own', async () => {
    const response = await fetch(`${session.stack.payframeUrl}/frames/frame.html`);
    const policy = Object.fromEntries(
      (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(policy['font-src']).toBe('https: data:');
    expect(policy['style-src']).toBe("'self'");
    expect(policy['script-src']).toBe("'self'");
    expect(policy['base-uri']).toBe("'none'");
    expect(policy['form-action']).toBe("'none'");
  });

  it.each([
    ['never', false],
    ['always', true],
    ['auto', true],
  ] as const)('loader %s: skeleton shown %s', async (loader, shown) => {
    await session.page.context().addInitScript(SKELETON_WATCH);
    await mount({ loader });
    const frame = (await (await session.element.iframe.elementHandle())!.contentFrame())!;
    expect(await frame.evaluate(() => (window as unknown as { __sawSkeleton: boolean }).__sawSkeleton)).toBe(
      shown,
    );
    const events = await session.page.evaluate(() => (window as unknown as { events: string[] }).events);
    expect(events.includes('loaderstart')).toBe(shown);
    expect(events).toContain('ready');
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPayframe } from './payframe.js';

/** createSource, retrieveSource and the token types: what is refused before any request is sent. */
describe('sources and tokens on the merchant page', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="pay"></div>';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  const setup = () => {
    const payframe = createPayframe('pk_test_123', { origin: 'https://pay.example' });
    const elements = payframe.elements({ clientSecret: 'pi_1_secret_abc' });
    return { payframe, payment: elements.create('payment') };
  };
  const refused = { error: { type: 'invalid_request_error', message: expect.any(String) } };

  it('has createSource and retrieveSource, as Stripe.js does', () => {
    const { payframe } = setup();
    expect(typeof payframe.createSource).toBe('function');
    expect(typeof payframe.retrieveSource).toBe('function');
  });

  it('refuses source data without a type and a retrieve without the client secret', async () => {
    const { payframe } = setup();
    expect(await payframe.createSource({ owner: { name: 'Jenny' } })).toMatchObject(refused);
    expect(await payframe.createSource(undefined)).toMatchObject(refused);
    expect(await payframe.retrieveSource({ id: 'src_1' })).toMatchObject(refused);
  });

  it('takes card data from card Elements only, and no token type it cannot make', async () => {
    const { payframe, payment } = setup();
    expect(await payframe.createSource(payment, { type: 'card' })).toMatchObject({
      error: { message: expect.stringContaining('card Element') },
    });
    expect(await payframe.createToken('cvc_update', payment)).toMatchObject({
      error: { message: expect.stringContaining('card Element') },
    });
    expect(await payframe.createToken('pii', { personal_id_number: '1' })).toMatchObject(refused);
    expect(await payframe.createToken(42)).toMatchObject(refused);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ConsumerClient } from '../link/consumer-client.js';
import { LoginStorage } from '../link/login-storage.js';
import type { ApiClient } from './api-client.js';
import type { ControllerContext } from './controller.js';
import { domainWallets, walletConfig } from './domain-wallets.js';
import { memoryStores } from './link-session.fixture.js';
import { LinkSession } from './link-session.js';

const ORIGIN = 'https://shop.example.com';

/** A mount's API client answering wallet-config, counting its requests. */
function mount() {
  const get = vi.fn().mockResolvedValue({
    ok: true,
    body: {
      apple_pay_available: { payment_request_button: true },
      google_pay_available: { payment_request_button: false },
      link_available: true,
    },
  });
  const api = { get } as unknown as ApiClient;
  const ctx = { api, parent: { pageOrigin: ORIGIN } } as unknown as ControllerContext;
  // Wired as the controller wires it: Link reads the shared answer.
  const link = new LinkSession({
    client: new ConsumerClient(api),
    storage: new LoginStorage(memoryStores()),
    publish: () => {},
    reply: () => {},
    walletConfig: () => walletConfig(api, ORIGIN),
  });
  return { get, ctx, link };
}

describe('elements/wallet-config', () => {
  it('is requested once per mount for the card wallets and Link together', async () => {
    const { get, ctx, link } = mount();
    const [wallets] = await Promise.all([domainWallets(ctx), link.checkAvailability(), domainWallets(ctx)]);
    await link.checkAvailability();
    expect(wallets).toEqual({ applePay: true, googlePay: false });
    expect(link.state.available).toBe(true);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/v1/elements/wallet-config', { referrer_host: 'shop.example.com' });
  });

  it('is requested again by a new mount', async () => {
    const first = mount();
    const second = mount();
    await first.link.checkAvailability();
    await domainWallets(second.ctx);
    expect(first.get).toHaveBeenCalledTimes(1);
    expect(second.get).toHaveBeenCalledTimes(1);
  });

  it('leaves Link unavailable and allows no wallet when the request fails', async () => {
    const { get, ctx, link } = mount();
    get.mockResolvedValueOnce({ ok: false, status: 0, error: { type: 'api_error', message: 'offline' } });
    await expect(domainWallets(ctx)).resolves.toEqual({ applePay: false, googlePay: false });
    await link.checkAvailability();
    expect(link.state.available).toBe(false);
    expect(get).toHaveBeenCalledTimes(1);
  });
});

/**
 * A minimal merchant page for trying the frames in a real browser (scripts/screenshots.ts):
 * it loads payframe.js from the Payframe server, mounts the Payment Element with the options
 * in its URL hash, and pays on submit. Another origin than the Payframe server, as a real
 * merchant page is.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = (payframeUrl: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Test shop checkout</title>
<script src="${payframeUrl}/v1/payframe.js"></script>
<style>
  body { margin: 0; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; background: #f6f9fc; color: #30313d; }
  body.dark { background: #1a1b25; color: #fff; }
  main { max-width: 460px; margin: 40px auto; padding: 28px; background: #fff; border-radius: 12px; box-shadow: 0 6px 24px rgba(50, 50, 93, 0.12); }
  body.dark main { background: #30313d; box-shadow: none; }
  h1 { margin: 0 0 4px; font-size: 20px; }
  p.total { margin: 0 0 20px; color: #6d6e78; }
  body.dark p.total { color: #a9a9b5; }
  button#pay { width: 100%; margin-top: 20px; padding: 13px; font-size: 16px; font-weight: 600; color: #fff; background: #0570de; border: 0; border-radius: 8px; cursor: pointer; }
  #result { margin-top: 14px; font-size: 14px; min-height: 18px; }
</style>
</head>
<body>
<main>
  <h1>Checkout</h1>
  <p class="total">Total: €24.00</p>
  <form id="form">
    <div id="payment-element"></div>
    <button id="pay" type="submit">Pay €24.00</button>
    <div id="result" role="status"></div>
  </form>
</main>
<script>
  const cfg = JSON.parse(decodeURIComponent(location.hash.slice(1)));
  if (cfg.dark) document.body.classList.add('dark');
  const payframe = Payframe(cfg.pk);
  const elements = payframe.elements(cfg.elementsOptions);
  const element = elements.create('payment', cfg.paymentOptions || {});
  window.events = [];
  element.on('ready', () => window.events.push({ type: 'ready' }));
  element.on('change', (event) => window.events.push({ type: 'change', event }));
  element.on('loaderror', (event) => window.events.push({ type: 'loaderror', event }));
  element.mount('#payment-element');
  document.getElementById('form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const show = (text) => (document.getElementById('result').textContent = text);
    let clientSecret = cfg.elementsOptions.clientSecret;
    if (!clientSecret) {
      const submitted = await elements.submit();
      if (submitted.error) { window.payResult = submitted; return show(submitted.error.message); }
      clientSecret = await (await fetch('/create-intent', { method: 'POST' })).text();
    }
    const result = await payframe.confirmPayment({
      elements,
      clientSecret: cfg.elementsOptions.clientSecret ? undefined : clientSecret,
      confirmParams: { return_url: location.origin + '/done' },
      redirect: cfg.redirect || 'always',
    });
    window.payResult = result;
    show(result.error ? result.error.message : 'Payment ' + result.paymentIntent.status);
  });
</script>
</body>
</html>`;

const DONE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Done</title></head>
<body style="font-family: system-ui; padding: 40px"><h1 id="status"></h1>
<script>const q = new URLSearchParams(location.search); document.getElementById('status').textContent = 'redirect_status: ' + q.get('redirect_status') + ' (' + q.get('payment_intent') + ')';</script>
</body></html>`;

export interface TestShop {
  url: string;
  close(): Promise<void>;
}

export async function startTestShop(
  payframeUrl: string,
  createIntent: () => Promise<string>,
): Promise<TestShop> {
  const server = http.createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'POST' && path === '/create-intent') {
      const secret = await createIntent();
      response.writeHead(200, { 'content-type': 'text/plain' }).end(secret);
      return;
    }
    const body = path === '/done' ? DONE : PAGE(payframeUrl);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // localhost, not 127.0.0.1: another origin than the Payframe server's.
    url: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

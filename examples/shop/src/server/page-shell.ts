/** What the browser code needs to know, embedded as inert JSON (no inline script to allow). */
export interface ClientConfig {
  publishableKey: string;
  payframeUrl: string;
  currency: string;
  products: readonly { id: string; name: string; description: string; price: number; swatch: string }[];
}

function jsonForHtml(value: unknown): string {
  // `<` escaped so no string in the config can close the script element.
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The policy a merchant page needs for Payframe: the script and the frames from the Payframe
 * origin, nothing inline. The shop runs under it to show that it is enough.
 */
export function merchantCsp(payframeUrl: string): string {
  const payframe = new URL(payframeUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${payframe}`,
    `frame-src ${payframe}`,
    "connect-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Every page is the same shell; the React app picks what to show from the path. */
export function pageShell(config: ClientConfig, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/app.css">
<script src="${config.payframeUrl}/v1/payframe.js"></script>
<script type="application/json" id="shop-config">${jsonForHtml(config)}</script>
<script type="module" src="/app.js"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>`;
}

/**
 * The logger frame (docs/telemetry.md): a hidden page of the frames' origin that the controller
 * frames. It takes the controller's funnel events by postMessage, batches them and sends them
 * to this server, and sends what is left with the beacon when the page hides. Its own small
 * bundle: no React, nothing of the other frames.
 */

import { TelemetryLogger } from '../telemetry/logger.js';
import { readLoggerMessage } from '../telemetry/logger-messages.js';

// The publishable key the controller names; the server checks it again on every batch.
const named = new URLSearchParams(window.location.hash.slice(1)).get('key') ?? '';
const logger = new TelemetryLogger(/^pk_(test|live)_\w+$/.test(named) ? named : '');

window.addEventListener('message', (event) => {
  const message = readLoggerMessage(event, { origin: window.location.origin, parent: window.parent });
  if (!message) return;
  for (const item of message.events) logger.push(item);
  if (message.flush === 'hide') logger.flushOnHide();
  else if (message.flush === 'now') void logger.flush();
});
window.addEventListener('pagehide', () => logger.flushOnHide());

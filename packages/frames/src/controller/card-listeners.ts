import type { Envelope } from '@payframe/js/protocol';
import type { GroupChannel } from '../bridge/channel.js';
import type { ApiClient } from './api-client.js';
import type { SplitPieces } from './split-pieces.js';

/**
 * What the controller hears from the card frames before any merchant call: their BIN lookups and
 * which split pieces are mounted. Apart from the card calls (card-requests.ts), which load with
 * the other request handlers when the page first calls.
 */

/**
 * Answers a card frame's BIN lookup with the card metadata ranges, so a co-badged number can
 * offer its networks. Failures answer no ranges: the card then simply shows one brand.
 */
export function answerBinRequests(channel: GroupChannel, api: () => ApiClient | null) {
  return (message: Envelope) => {
    if (message.type !== 'card/bin-request' || !message.frameId) return;
    const { binPrefix } = message.payload;
    const client = api();
    if (!/^\d{6}$/.test(binPrefix) || !client) return;
    const to = message.frameId;
    void client.get('/v1/card_metadata', { bin_prefix: binPrefix }).then((answer) => {
      const ranges = answer.ok && Array.isArray(answer.body.data) ? answer.body.data : [];
      channel.send('card/bin-ranges', { binPrefix, ranges }, { to });
    });
  };
}

/** Records the split frames' MOUNTED / UNMOUNTED reports. */
export function recordPieces(pieces: SplitPieces) {
  return (message: Envelope) => {
    if (message.type === 'card/piece' && message.frameId)
      pieces.report(message.frameId, message.payload.component, message.payload.mounted);
  };
}

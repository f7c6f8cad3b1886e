import type { Envelope } from '@payframe/js/protocol';
import { describe, expect, it, vi } from 'vitest';
import type { GroupChannel } from '../bridge/channel.js';
import type { ParentLink } from '../bridge/parent.js';
import { createModalHost } from './modal-host.js';

/** A modal host whose page and group messages are recorded. */
function host() {
  const page: [string, unknown][] = [];
  const group: [string, unknown, unknown][] = [];
  const parent = { send: (type: string, payload: unknown) => page.push([type, payload]) };
  const channel = { send: (type: string, payload: unknown, to: unknown) => group.push([type, payload, to]) };
  const nextAction = vi.fn();
  const modal = createModalHost(
    parent as unknown as ParentLink,
    channel as unknown as GroupChannel,
    nextAction,
  );
  const shownFrame = () =>
    (page.findLast(([type]) => type === 'controller/show-challenge')![1] as { frameId: string }).frameId;
  const from = (type: string, frameId: string, payload: unknown = {}) =>
    ({ type, frameId, payload }) as unknown as Envelope;
  return { modal, page, group, nextAction, shownFrame, from };
}

describe('the modal host', () => {
  it('opens a challenge, tells its frame the page to load, and resolves when it is done', async () => {
    const { modal, page, group, nextAction, shownFrame, from } = host();
    const outcome = modal.calls.runChallenge('http://p/3ds');
    expect(nextAction).toHaveBeenCalledOnce();
    const frameId = shownFrame();
    expect(modal.greet(from('frame/hello', 'payment-1', { component: 'payment' }))).toBe(false);
    expect(modal.greet(from('frame/hello', frameId, { component: 'challenge' }))).toBe(true);
    expect(group).toEqual([['challenge/start', { url: 'http://p/3ds' }, { to: frameId }]]);
    modal.receive(from('challenge/done', 'someone-else'));
    modal.receive(from('challenge/done', frameId));
    await expect(outcome).resolves.toBe('done');
    expect(page.at(-1)).toEqual(['controller/hide-challenge', { frameId }]);
  });

  it("hands on the debit modal's details once accepted, and null when closed", async () => {
    const { modal, shownFrame, from } = host();
    const accepted = modal.calls.openDebit({} as never);
    modal.receive(from('challenge/debit-done', shownFrame(), { details: { account: '000123456789' } }));
    await expect(accepted).resolves.toEqual({ account: '000123456789' });
    const closed = modal.calls.openDebit({} as never);
    modal.receive(from('challenge/cancel', shownFrame()));
    await expect(closed).resolves.toBeNull();
  });

  it("closes a wallet sheet for its payment's own challenge, and knows the sheet while open", async () => {
    const { modal, page, shownFrame } = host();
    const sheet = modal.calls.openSheet({ awaitCompletion: true, elementFrameId: 'express-1' } as never);
    expect(modal.sheet()).toMatchObject({ elementFrameId: 'express-1' });
    const sheetFrame = shownFrame();
    void modal.calls.runChallenge('http://p/3ds');
    await expect(sheet).resolves.toBe('done');
    expect(page).toContainEqual(['controller/hide-challenge', { frameId: sheetFrame }]);
    expect(modal.sheet()).toBeNull();
  });

  it('opens "Learn more" only when nothing else is shown', () => {
    const { modal, page, from } = host();
    const qr = modal.calls.showQr({ method: 'wechat_pay', data: 'x', expiresAt: null } as never);
    modal.receive(from('messaging/learn-more', 'messaging-1', {}));
    expect(page.filter(([type]) => type === 'controller/show-challenge')).toHaveLength(1);
    qr.hide();
    modal.receive(from('messaging/learn-more', 'messaging-1', {}));
    expect(page.filter(([type]) => type === 'controller/show-challenge')).toHaveLength(2);
  });
});

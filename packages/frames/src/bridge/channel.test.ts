import { channelName, envelope } from '@payframe/js/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupChannel } from './channel.js';

describe('the group channel', () => {
  const open: Array<{ close(): void }> = [];
  afterEach(() => {
    for (const item of open.splice(0)) item.close();
  });

  it.each([
    ['a payload of the wrong type', { display: 'yes' }],
    ['a payload missing its field', {}],
    ['no payload', undefined],
  ])(
    'ignores a well-formed collect/request envelope with %s, and reads the next good one',
    async (_, payload) => {
      const controller = new GroupChannel('ctrl_1', 'controller');
      const raw = new BroadcastChannel(channelName('ctrl_1'));
      open.push(controller, raw);
      const heard: unknown[] = [];
      const good = new Promise<void>((resolve) =>
        controller.listen((message) => {
          heard.push(message.payload);
          resolve();
        }),
      );
      raw.postMessage({
        ...envelope('collect/request', { controllerId: 'ctrl_1' }, { display: true }),
        payload,
      });
      raw.postMessage(envelope('collect/request', { controllerId: 'ctrl_1' }, { display: false }));
      await good;
      expect(heard).toEqual([{ display: false }]);
    },
  );
});

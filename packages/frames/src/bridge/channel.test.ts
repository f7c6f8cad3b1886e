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

  it('says hello again to a controller that started listening after the frame said it', async () => {
    const frame = new GroupChannel('ctrl_2', 'frame_1');
    open.push(frame);
    const stopHello = frame.hello('payment');
    // The first hello went to no one; the controller starts now.
    const controller = new GroupChannel('ctrl_2', 'controller');
    open.push(controller);
    const heard = new Promise<unknown>((resolve) =>
      controller.listen((message) => {
        if (message.type === 'frame/hello') resolve(message.payload);
      }),
    );
    controller.send('controller/listening', {});
    expect(await heard).toEqual({ component: 'payment' });
    stopHello();
  });

  it('says nothing more once its hello has been stopped', async () => {
    // Channels hear a message in the order they were made, so the stopped frame would answer first.
    const stopped = new GroupChannel('ctrl_3', 'frame_1');
    const still = new GroupChannel('ctrl_3', 'frame_2');
    const controller = new GroupChannel('ctrl_3', 'controller');
    open.push(stopped, still, controller);
    const hellos: unknown[] = [];
    controller.listen((message) => {
      if (message.type === 'frame/hello') hellos.push(message.payload);
    });
    stopped.hello('address')();
    const stopStill = still.hello('payment');
    await expect.poll(() => hellos.length).toBe(2);
    controller.send('controller/listening', {});
    await expect.poll(() => hellos.length).toBe(3);
    expect(hellos).toEqual([{ component: 'address' }, { component: 'payment' }, { component: 'payment' }]);
    stopStill();
  });
});

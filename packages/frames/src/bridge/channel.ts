import {
  acceptChannelMessage,
  channelName,
  type Envelope,
  envelope,
  FRAME_CHECKS,
  type FrameMessageType,
  type MessageType,
  type PayloadOf,
} from '@payframe/js/protocol';

/**
 * The line between the element frames and their controller: a BroadcastChannel of the
 * Payframe origin named by the controller id. Card data travels here and only here; the
 * merchant page (another origin) cannot join it.
 */
export class GroupChannel {
  private readonly channel: BroadcastChannel;

  constructor(
    private readonly controllerId: string,
    private readonly frameId: string,
  ) {
    this.channel = new BroadcastChannel(channelName(controllerId));
  }

  /** Sends to the group; `to` names the one frame the message is for (the sender otherwise). */
  send<T extends MessageType>(
    type: T,
    payload: PayloadOf<T>,
    options: { requestId?: string; to?: string } = {},
  ) {
    const ids = {
      controllerId: this.controllerId,
      frameId: options.to ?? this.frameId,
      requestId: options.requestId,
    };
    this.channel.postMessage(envelope(type, ids, payload));
  }

  /**
   * Sends what `say` sends now, and again when a controller that started after this frame
   * announces itself: a BroadcastChannel keeps nothing for a listener that joins later.
   * Returns what stops listening for that announcement.
   */
  announce(say: () => void): () => void {
    const stop = this.listen((message) => {
      if (message.type === 'controller/listening') say();
    });
    say();
    return stop;
  }

  /** Says hello to the controller (announced: a late controller hears it too). */
  hello(component: string): () => void {
    return this.announce(() => this.send('frame/hello', { component }));
  }

  listen(handler: (message: Envelope<FrameMessageType>) => void): () => void {
    const onMessage = (event: MessageEvent) => {
      const message = acceptChannelMessage(event.data, this.controllerId, FRAME_CHECKS);
      if (message) handler(message);
    };
    this.channel.addEventListener('message', onMessage);
    return () => this.channel.removeEventListener('message', onMessage);
  }

  close(): void {
    this.channel.close();
  }
}

import { envelope, FRAME_CHECKS, isEnvelope } from '@payframe/js/protocol';

/** The channel every controller of the Payframe origin shares (all groups, all tabs). */
export const LINK_GROUPS_CHANNEL = 'payframe:link-groups';

/**
 * docs/link.md#stored-logins: a logout clears the consumer session in all groups. Each
 * controller tells the others when its shopper logs out, and forgets its own session when
 * another one does. Only the Payframe origin can join a BroadcastChannel of its own name.
 */
export class LinkGroups {
  private readonly channel = new BroadcastChannel(LINK_GROUPS_CHANNEL);

  constructor(private readonly controllerId: string) {}

  announceLogout(email: string | null): void {
    this.channel.postMessage(envelope('link/logged-out', { controllerId: this.controllerId }, { email }));
  }

  /** Calls `handler` when another controller's shopper logged out; returns the stop function. */
  onLogout(handler: (email: string | null) => void): () => void {
    const listener = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (!isEnvelope(message, FRAME_CHECKS) || message.type !== 'link/logged-out') return;
      if (message.controllerId === this.controllerId) return;
      handler(message.payload.email);
    };
    this.channel.addEventListener('message', listener);
    return () => this.channel.removeEventListener('message', listener);
  }

  close(): void {
    this.channel.close();
  }
}

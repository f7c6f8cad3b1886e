import { type FrameHash, frameUrl } from './protocol/index.js';

/**
 * The iframes the merchant script creates. They are styled only through CSSOM property sets
 * (`element.style.height = ...`), which a strict `style-src` CSP allows, never through a
 * `style` attribute or an injected `<style>` element, which it would block.
 */

export type FrameRole = 'element' | 'controller' | 'overlay';

export function createFrame(
  origin: string,
  hash: FrameHash,
  role: FrameRole,
  title: string,
): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.name = `__payframe_${hash.component}_${hash.frameId}`;
  frame.title = title;
  frame.src = frameUrl(origin, hash);
  frame.setAttribute('frameborder', '0');
  frame.setAttribute('allowtransparency', 'true');
  frame.setAttribute('scrolling', 'no');
  frame.setAttribute('role', role === 'controller' ? 'presentation' : 'region');
  if (role === 'controller') frame.setAttribute('aria-hidden', 'true');
  // The Link Authentication Element signs in with a passkey, and creates one, inside its frame;
  // the issuing card copy button writes the card's number to the clipboard from its own.
  frame.allow = 'payment *; publickey-credentials-get *; publickey-credentials-create *; clipboard-write *';
  const style = frame.style;
  style.border = '0';
  style.margin = '0';
  style.padding = '0';
  style.background = 'transparent';
  style.colorScheme = 'normal';
  if (role === 'element') {
    style.display = 'block';
    style.width = '100%';
    style.minWidth = '100%';
    style.height = '0px';
    style.overflow = 'hidden';
  } else if (role === 'controller') {
    style.position = 'fixed';
    style.width = '1px';
    style.height = '1px';
    style.left = '-9999px';
    style.top = '0';
    style.opacity = '0';
    style.pointerEvents = 'none';
  } else {
    style.position = 'fixed';
    style.inset = '0';
    style.width = '100%';
    style.height = '100%';
    style.zIndex = '2147483647';
  }
  return frame;
}

/** Sets an element frame's height from the height its content reports (checked on receipt: 0 to 10,000). */
export function setFrameHeight(frame: HTMLIFrameElement, height: number): void {
  frame.style.height = `${Math.ceil(height)}px`;
}

export function randomId(prefix: string): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `${prefix}${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

import { spawn } from 'node:child_process';
import { UsageError } from './args.js';

/** `payframe open <page>`: the dashboard pages a shortcut names, as `stripe open` has them. */
export const OPEN_SHORTCUTS: Readonly<Record<string, string>> = {
  dashboard: '/dashboard',
  'dashboard/payments': '/dashboard/payments',
  'dashboard/customers': '/dashboard/customers',
  'dashboard/charts': '/dashboard/charts',
  'dashboard/funnel': '/dashboard/funnel',
  'dashboard/events': '/dashboard/events',
  'dashboard/webhooks': '/dashboard/webhooks',
  'dashboard/logs': '/dashboard/logs',
  'dashboard/apikeys': '/dashboard/keys',
};

/** The address a shortcut opens on the server at `base` (a payment or customer id opens that page). */
export function pageUrl(shortcut: string | undefined, base: string): string {
  if (!shortcut)
    throw new UsageError(`open needs a page: ${Object.keys(OPEN_SHORTCUTS).join(', ')}, a pi_ or a cus_ id`);
  const path = /^pi_[A-Za-z0-9]+$/.test(shortcut)
    ? `/dashboard/payments/${shortcut}`
    : /^cus_[A-Za-z0-9]+$/.test(shortcut)
      ? `/dashboard/customers/${shortcut}`
      : OPEN_SHORTCUTS[shortcut.replace(/\/+$/, '')];
  if (!path)
    throw new UsageError(
      `Unknown page: ${shortcut}. Pages: ${Object.keys(OPEN_SHORTCUTS).join(', ')}, a pi_ or a cus_ id`,
    );
  return new URL(path, base).toString();
}

/** The command that hands a URL to the desktop's browser on this platform. */
export function openerFor(platform: NodeJS.Platform): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [] };
  // `start`'s first quoted argument is a window title, so the URL goes after an empty one.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""'] };
  return { command: 'xdg-open', args: [] };
}

/**
 * Prints the address and, where a person sits at a terminal, opens it in their browser. With no
 * terminal (CI, a container, a pipe) or no browser opener, the printed address is the answer.
 */
export async function openPage(
  url: string,
  io: {
    interactive: boolean;
    platform: NodeJS.Platform;
    out: (line: string) => void;
    opener?: { command: string; args: string[] };
  },
): Promise<boolean> {
  io.out(url);
  if (!io.interactive) return false;
  const { command, args } = io.opener ?? openerFor(io.platform);
  const opened = await new Promise<boolean>((resolve) => {
    const child = spawn(command, [...args, url], { detached: true, stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('spawn', () => {
      child.unref();
      resolve(true);
    });
  });
  if (!opened) io.out(`No browser opener (${command}) here: open the address above yourself.`);
  return opened;
}

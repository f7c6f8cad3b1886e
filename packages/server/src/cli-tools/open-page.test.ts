import { describe, expect, it } from 'vitest';
import { UsageError } from './args.js';
import { openerFor, openPage, pageUrl } from './open-page.js';

describe('payframe open', () => {
  it('names the dashboard pages by shortcut and a payment by its id', () => {
    expect(pageUrl('dashboard', 'http://localhost:4242')).toBe('http://localhost:4242/dashboard');
    expect(pageUrl('dashboard/webhooks/', 'https://pay.example.com')).toBe(
      'https://pay.example.com/dashboard/webhooks',
    );
    expect(pageUrl('dashboard/apikeys', 'http://localhost:4242')).toBe(
      'http://localhost:4242/dashboard/keys',
    );
    expect(pageUrl('pi_3Abc123', 'http://localhost:4242')).toBe(
      'http://localhost:4242/dashboard/payments/pi_3Abc123',
    );
    expect(pageUrl('cus_9Xyz', 'http://localhost:4242')).toBe(
      'http://localhost:4242/dashboard/customers/cus_9Xyz',
    );
    expect(pageUrl('dashboard/charts', 'http://localhost:4242')).toBe(
      'http://localhost:4242/dashboard/charts',
    );
    expect(() => pageUrl('dashboard/secrets', 'http://localhost:4242')).toThrow(UsageError);
    expect(() => pageUrl('pi_../../x', 'http://localhost:4242')).toThrow(/Unknown page: pi_\.\.\/\.\.\/x/);
    expect(() => pageUrl(undefined, 'http://localhost:4242')).toThrow(/open needs a page/);
  });

  it("uses each platform's opener", () => {
    expect(openerFor('darwin').command).toBe('open');
    expect(openerFor('linux').command).toBe('xdg-open');
    expect(openerFor('win32')).toEqual({ command: 'cmd', args: ['/c', 'start', '""'] });
  });

  it('only prints the address without a terminal', async () => {
    const lines: string[] = [];
    const opened = await openPage('http://localhost:4242/dashboard', {
      interactive: false,
      platform: 'linux',
      out: (line) => lines.push(line),
      opener: { command: process.execPath, args: ['-e', 'process.exit(3)'] },
    });
    expect(opened).toBe(false);
    expect(lines).toEqual(['http://localhost:4242/dashboard']);
  });

  it('hands the address to the opener at a terminal, and says so when there is none', async () => {
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    const url = 'http://localhost:4242/dashboard';
    const opener = { command: process.execPath, args: ['-e', ''] };
    expect(await openPage(url, { interactive: true, platform: 'linux', out, opener })).toBe(true);
    const missing = { command: '/nonexistent/opener', args: [] };
    expect(await openPage(url, { interactive: true, platform: 'linux', out, opener: missing })).toBe(false);
    expect(lines).toEqual([
      url,
      url,
      'No browser opener (/nonexistent/opener) here: open the address above yourself.',
    ]);
  });
});

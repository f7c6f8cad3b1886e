import { afterEach, describe, expect, it } from 'vitest';
import { LinkGroups } from './link-groups.js';

describe('Link logout across groups', () => {
  const open: LinkGroups[] = [];
  afterEach(() => {
    for (const groups of open.splice(0)) groups.close();
  });

  it('tells every other controller of the origin, not the one that logged out', async () => {
    const [first, second, third] = ['c1', 'c2', 'c3'].map((id) => {
      const groups = new LinkGroups(id);
      open.push(groups);
      return groups;
    }) as [LinkGroups, LinkGroups, LinkGroups];
    const heard: string[] = [];
    first.onLogout(() => heard.push('c1'));
    const secondHeard = new Promise<string | null>((resolve) => second.onLogout(resolve));
    const thirdHeard = new Promise<string | null>((resolve) => third.onLogout(resolve));
    first.announceLogout('jenny@shop.example');
    expect(await secondHeard).toBe('jenny@shop.example');
    expect(await thirdHeard).toBe('jenny@shop.example');
    expect(heard).toEqual([]);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GeoIpDatabase } from './geoip.js';
import { countryRecord, writeMmdb } from './mmdb-writer.fixture.js';

const dir = mkdtempSync(path.join(tmpdir(), 'payframe-geoip-'));
function file(name: string, contents: Buffer): string {
  const full = path.join(dir, name);
  writeFileSync(full, contents);
  return full;
}

const NETWORKS = {
  '81.2.69.0/24': countryRecord('GB'),
  '2001:db8::/32': countryRecord('DE'),
  // Only the registered country, as a database has it for some anycast networks.
  '89.160.20.0/24': { registered_country: { iso_code: 'SE' } },
  // A database that (wrongly) places a private range must not give it a country.
  '10.0.0.0/8': countryRecord('US'),
  // IPinfo's country databases give the code as a string.
  '2a02:8010::/32': { country: 'FR' },
};

describe('the GeoIP country database', () => {
  const db = GeoIpDatabase.open(file('country.mmdb', writeMmdb(NETWORKS)));

  it.each([
    ['81.2.69.160', 'GB'],
    ['81.2.69.0', 'GB'],
    ['81.2.70.1', null],
    ['2001:db8::1', 'DE'],
    ['2001:DB8:FFFF:1::7', 'DE'],
    ['2001:db9::1', null],
    ['::ffff:81.2.69.160', 'GB'],
    ['::FFFF:5102:45a0', 'GB'],
    ['fe80::1%eth0', null],
    ['89.160.20.128', 'SE'],
    ['2a02:8010:1::1', 'FR'],
  ])('finds the country of %s: %s', (address, country) => {
    expect(db.country(address)).toBe(country);
  });

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.1.1',
    '0.0.0.0',
    '::',
    'fd00::1',
    'fe80::1',
  ])('gives a private or loopback address (%s) no country', (address) => {
    expect(db.country(address)).toBeNull();
  });

  it.each(['', 'not an address', '81.2.69', '999.1.1.1', '2001:db8:::1'])(
    'gives something that is not an address (%j) no country',
    (address) => {
      expect(db.country(address)).toBeNull();
    },
  );

  it('reads an IPv4-only database and gives IPv6 addresses no country there', () => {
    const v4 = GeoIpDatabase.open(
      file('v4.mmdb', writeMmdb({ '81.2.69.0/24': countryRecord('GB') }, { ipVersion: 4 })),
    );
    expect(v4.country('81.2.69.160')).toBe('GB');
    expect(v4.country('::ffff:81.2.69.160')).toBe('GB');
    expect(v4.country('2001:db8::1')).toBeNull();
  });

  it('describes itself for the start-up log', () => {
    expect(db.description).toBe('Payframe-Test-Country built 2025-11-26');
  });

  it('refuses a missing file at once, naming the setting', () => {
    const missing = path.join(dir, 'nowhere.mmdb');
    expect(() => GeoIpDatabase.open(missing)).toThrow(`PAYFRAME_GEOIP_DATABASE: ${missing} does not exist`);
  });

  it('refuses a directory', () => {
    expect(() => GeoIpDatabase.open(dir)).toThrow(/^PAYFRAME_GEOIP_DATABASE: .* cannot be read \(EISDIR\)/);
  });

  const whole = writeMmdb(NETWORKS);
  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['a text file', Buffer.from('81.2.69.0/24,GB\n2001:db8::/32,DE\n')],
    ['a file cut short', whole.subarray(0, 40)],
    ['a file without its start', whole.subarray(30)],
    ['random bytes', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))],
  ])('refuses %s as not a MaxMind DB', (name, contents) => {
    const corrupt = file(`${name.replaceAll(' ', '-')}.mmdb`, contents);
    expect(() => GeoIpDatabase.open(corrupt)).toThrow(
      `PAYFRAME_GEOIP_DATABASE: ${corrupt} is not a readable MaxMind DB (.mmdb) file: `,
    );
  });
});

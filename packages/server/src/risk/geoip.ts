import { readFileSync } from 'node:fs';
import { type CountryResponse, Reader } from 'mmdb-lib';
import { addressBytes, formatAddress, isLocalAddress, unmapped } from './ip-address.js';

/** The part of a country database's record read here (GeoIP2, GeoLite2 and DB-IP's; IPinfo's). */
interface StoredRecord {
  country?: { iso_code?: unknown } | string;
  registered_country?: { iso_code?: unknown };
}

/**
 * A MaxMind DB (`.mmdb`) country database the merchant downloaded (GeoLite2-Country,
 * GeoIP2-Country, DB-IP's IP to Country Lite, or a City edition of them): the client address's
 * country when no proxy names it. Read whole into memory once, at start.
 */
export class GeoIpDatabase {
  readonly #reader: Reader<CountryResponse>;

  private constructor(reader: Reader<CountryResponse>) {
    this.#reader = reader;
  }

  /**
   * Opens the file, or throws an error that names the setting and what is wrong with it (missing,
   * unreadable, not a MaxMind DB), so a bad path stops the server at start, not a payment later.
   */
  static open(file: string): GeoIpDatabase {
    const failed = (why: string) => new Error(`PAYFRAME_GEOIP_DATABASE: ${file} ${why}`);
    let data: Buffer;
    try {
      data = readFileSync(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw failed(code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? error})`);
    }
    let reader: Reader<CountryResponse>;
    try {
      reader = new Reader<CountryResponse>(data);
      const { ipVersion, nodeCount, searchTreeSize } = reader.metadata;
      if (ipVersion !== 4 && ipVersion !== 6) throw new Error(`IP version ${ipVersion}`);
      if (!Number.isInteger(nodeCount) || nodeCount < 1 || searchTreeSize + 16 > data.length)
        throw new Error('its search tree does not fit in the file');
      // The tree ends in 16 zero bytes: anything else there means the tree is not where it should be.
      if (!data.subarray(searchTreeSize, searchTreeSize + 16).every((byte) => byte === 0))
        throw new Error('no data section separator after the search tree');
      const database = new GeoIpDatabase(reader);
      // A damaged tree or data section shows on the first look-ups: let it show now.
      for (const probe of ['81.2.69.160', '8.8.8.8', '2a02:8010::1', '2001:4860:4860::8888'])
        database.#find(probe);
      return database;
    } catch (error) {
      throw failed(
        `is not a readable MaxMind DB (.mmdb) file: ${error instanceof Error ? error.message : error}`,
      );
    }
  }

  /** The database's type and build date, for the start-up log. */
  get description(): string {
    const { databaseType, buildEpoch } = this.#reader.metadata;
    return `${databaseType} built ${buildEpoch.toISOString().slice(0, 10)}`;
  }

  /**
   * The two-letter country of an address (IPv4, IPv6 or IPv4-mapped IPv6), or null: for a
   * private or loopback address, an address the database does not know, or anything else.
   */
  country(address: string | null | undefined): string | null {
    if (!address) return null;
    try {
      return this.#find(address);
    } catch {
      // A look-up that trips on the file costs the payment its country, never the payment.
      return null;
    }
  }

  #find(address: string): string | null {
    const parsed = addressBytes(address);
    if (!parsed) return null;
    const bytes = unmapped(parsed);
    if (isLocalAddress(bytes)) return null;
    // An IPv4-only database has no IPv6 branch: its tree would answer for the wrong bits.
    if (bytes.length === 16 && this.#reader.metadata.ipVersion === 4) return null;
    const record = this.#reader.get(formatAddress(bytes)) as StoredRecord | null;
    if (!record || typeof record !== 'object') return null;
    // The country the address is used in; the one it is registered to when that is all there is.
    const code =
      typeof record.country === 'string'
        ? record.country
        : (record.country?.iso_code ?? record.registered_country?.iso_code);
    return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
  }
}

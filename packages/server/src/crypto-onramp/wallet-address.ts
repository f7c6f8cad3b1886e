import {
  base32Decode,
  base58CheckDecode,
  base58Decode,
  bech32Decode,
  crc16Xmodem,
  fromWords,
} from './address-codecs.js';
import { keccak256 } from './keccak.js';
import type { Network } from './networks.js';

/**
 * Whether `address` is well formed for `network`, checksums included. Mainnet and test
 * network forms are both taken (a test-mode purchase delivers nowhere).
 */
export function isValidWalletAddress(network: Network, address: string): boolean {
  switch (network) {
    case 'bitcoin':
      return isBitcoinAddress(address);
    case 'ethereum':
    case 'polygon':
    case 'avalanche':
    case 'base':
      return isEvmAddress(address);
    case 'solana':
      return isSolanaAddress(address);
    case 'stellar':
      return isStellarAddress(address);
  }
}

/** Version bytes of P2PKH and P2SH addresses, on mainnet (1..., 3...) and testnet (m/n..., 2...). */
const BASE58_VERSIONS = new Set([0x00, 0x05, 0x6f, 0xc4]);

function isBitcoinAddress(address: string): boolean {
  if (/^(bc|tb|bcrt)1/i.test(address)) {
    const decoded = bech32Decode(address);
    if (!decoded || !['bc', 'tb', 'bcrt'].includes(decoded.hrp) || decoded.data.length < 1) return false;
    const [version, ...words] = decoded.data as [number, ...number[]];
    const program = fromWords(words);
    if (!program || version > 16 || program.length < 2 || program.length > 40) return false;
    // Segwit v0 uses bech32 with a 20- or 32-byte program; later versions (taproot) bech32m.
    if (version === 0)
      return decoded.variant === 'bech32' && (program.length === 20 || program.length === 32);
    return decoded.variant === 'bech32m';
  }
  const payload = base58CheckDecode(address);
  return payload !== undefined && payload.length === 21 && BASE58_VERSIONS.has(payload[0]!);
}

/**
 * 0x and 40 hex digits. All lower or all upper case carries no checksum; mixed case must be
 * the EIP-55 checksum (a letter is upper case where the hash of the lower-case address has a
 * nibble of 8 or more), so a mistyped address is caught.
 */
export function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return address === toChecksumAddress(address);
}

export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = Buffer.from(keccak256(Buffer.from(lower, 'ascii'))).toString('hex');
  let out = '0x';
  for (let i = 0; i < 40; i++) out += Number.parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i];
  return out;
}

/** A Solana account is a 32-byte public key in base58 (32 to 44 characters). */
function isSolanaAddress(address: string): boolean {
  if (address.length < 32 || address.length > 44) return false;
  return base58Decode(address)?.length === 32;
}

/** Stellar's account strkey: G..., 56 characters of base32 for a version byte, 32 key bytes and a CRC-16. */
function isStellarAddress(address: string): boolean {
  if (!/^G[A-Z2-7]{55}$/.test(address)) return false;
  const bytes = base32Decode(address);
  if (!bytes || bytes.length !== 35 || bytes[0] !== 6 << 3) return false;
  const crc = crc16Xmodem(bytes.subarray(0, 33));
  return bytes[33] === (crc & 0xff) && bytes[34] === crc >> 8;
}

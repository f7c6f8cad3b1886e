import { describe, expect, it } from 'vitest';
import { keccak256 } from './keccak.js';
import { isEvmAddress, isValidWalletAddress, toChecksumAddress } from './wallet-address.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('wallet addresses', () => {
  it('hashes with Keccak-256 as Ethereum does', () => {
    expect(hex(keccak256(new Uint8Array()))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
    expect(hex(keccak256(Buffer.from('abc')))).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    );
    // Longer than one block (136 bytes).
    expect(hex(keccak256(Buffer.alloc(200, 0x61)))).toHaveLength(64);
  });

  it('checks EIP-55 checksums on the EVM networks', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      for (const network of ['ethereum', 'polygon', 'avalanche', 'base'] as const)
        expect(isValidWalletAddress(network, address)).toBe(true);
    }
    expect(isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    // One letter's case flipped: the checksum catches it.
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe(false);
    expect(isEvmAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });

  it('reads bitcoin base58check and bech32/bech32m addresses', () => {
    for (const address of [
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
    ])
      expect(isValidWalletAddress('bitcoin', address), address).toBe(true);
    for (const address of [
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx',
      // A v1 program with a bech32 (not bech32m) checksum.
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
      'Bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ])
      expect(isValidWalletAddress('bitcoin', address), address).toBe(false);
  });

  it('reads Solana keys and Stellar account strkeys', () => {
    expect(isValidWalletAddress('solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(true);
    expect(isValidWalletAddress('solana', '11111111111111111111111111111111')).toBe(true);
    expect(isValidWalletAddress('solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4w')).toBe(false);
    expect(isValidWalletAddress('solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10')).toBe(false);
    expect(isValidWalletAddress('stellar', 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7')).toBe(
      true,
    );
    expect(isValidWalletAddress('stellar', 'GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN6')).toBe(
      false,
    );
    // A secret seed (S...) is not an account address.
    expect(isValidWalletAddress('stellar', 'SAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7')).toBe(
      false,
    );
  });
});

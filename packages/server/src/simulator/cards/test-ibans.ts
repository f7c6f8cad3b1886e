/**
 * Stripe's public test IBANs for SEPA Direct Debit and what a debit from each does. Every
 * debit starts `processing`; the payment API settles it later as this table says. An IBAN
 * not in the table succeeds.
 */
export interface TestIban {
  /** `fails_later`: the debit goes processing -> payment_failed (requires_payment_method). */
  behaviour: 'succeeds' | 'fails_later';
  /** Stripe's delayed variants settle after at least three minutes instead of at once. */
  delayed: boolean;
  /** Succeeds, then a dispute is opened at once. */
  disputed: boolean;
  /** The charge's failure code when it fails. */
  failureCode:
    | 'generic_decline'
    | 'insufficient_funds'
    | 'charge_exceeds_source_limit'
    | 'charge_exceeds_weekly_limit'
    | null;
}

type Kind =
  | 'success'
  | 'successDelayed'
  | 'failed'
  | 'failedDelayed'
  | 'disputed'
  | 'volumeLimit'
  | 'transactionLimit'
  | 'insufficientFunds';

/** Per country, the IBANs in Stripe's order of kinds. */
const KINDS: Kind[] = [
  'success',
  'successDelayed',
  'failed',
  'failedDelayed',
  'disputed',
  'volumeLimit',
  'transactionLimit',
  'insufficientFunds',
];
const BY_COUNTRY: Record<string, (string | null)[]> = {
  AT: [
    'AT611904300234573201',
    'AT321904300235473204',
    'AT861904300235473202',
    'AT051904300235473205',
    'AT591904300235473203',
    'AT981904300000343434',
    'AT601904300000121212',
    'AT981904300002222227',
  ],
  BE: [
    'BE62510007547061',
    'BE78510007547064',
    'BE68539007547034',
    'BE51510007547065',
    'BE08510007547063',
    'BE90510000343434',
    'BE52510000121212',
    'BE90510002222227',
  ],
  DE: [
    'DE89370400440532013000',
    'DE08370400440532013003',
    'DE62370400440532013001',
    'DE78370400440532013004',
    'DE35370400440532013002',
    'DE65370400440000343434',
    'DE27370400440000121212',
    'DE65370400440002222227',
  ],
  FR: [
    'FR1420041010050500013M02606',
    'FR3020041010050500013M02609',
    'FR8420041010050500013M02607',
    'FR7920041010050500013M02600',
    'FR5720041010050500013M02608',
    'FR9720041010050000000343434',
    'FR5920041010050000000121212',
    'FR9720041010050000002222227',
  ],
  IE: [
    'IE29AIBK93115212345678',
    'IE24AIBK93115212345671',
    'IE02AIBK93115212345679',
    'IE94AIBK93115212345672',
    'IE51AIBK93115212345670',
    'IE10AIBK93115200343434',
    'IE69AIBK93115200121212',
    'IE10AIBK93115202222227',
  ],
  NL: [
    'NL39RABO0300065264',
    'NL55RABO0300065267',
    'NL91ABNA0417164300',
    'NL28RABO0300065268',
    'NL82RABO0300065266',
    'NL27RABO0000343434',
    'NL86RABO0000121212',
    null,
  ],
};

function behaviourOf(kind: Kind): TestIban {
  const fails = kind !== 'success' && kind !== 'successDelayed' && kind !== 'disputed';
  return {
    behaviour: fails ? 'fails_later' : 'succeeds',
    delayed: kind === 'successDelayed' || kind === 'failedDelayed',
    disputed: kind === 'disputed',
    failureCode: !fails
      ? null
      : kind === 'volumeLimit'
        ? 'charge_exceeds_source_limit'
        : kind === 'transactionLimit'
          ? 'charge_exceeds_weekly_limit'
          : kind === 'insufficientFunds'
            ? 'insufficient_funds'
            : 'generic_decline',
  };
}

const TABLE = new Map<string, TestIban>();
/** Stripe's test PaymentMethod ids for these IBANs: `pm_success_de`, `pm_failed_at`... */
const IDS = new Map<string, string>();
const ID_NAMES: Record<Kind, string> = {
  success: 'success',
  successDelayed: 'successDelayed',
  failed: 'failed',
  failedDelayed: 'failedDelayed',
  disputed: 'disputed',
  volumeLimit: 'exceedsWeeklyVolumeLimit',
  transactionLimit: 'exceedsWeeklyTransactionLimit',
  insufficientFunds: 'insufficientFunds',
};
for (const [country, ibans] of Object.entries(BY_COUNTRY)) {
  ibans.forEach((iban, i) => {
    const kind = KINDS[i]!;
    if (!iban) return;
    TABLE.set(iban, behaviourOf(kind));
    IDS.set(`pm_${ID_NAMES[kind]}_${country.toLowerCase()}`, iban);
  });
}

export const TEST_IBANS: readonly string[] = [...TABLE.keys()];

/** What a debit from this IBAN does in test mode (spaces ignored, any case). */
export function lookupTestIban(iban: string): TestIban {
  const key = iban.replace(/\s/g, '').toUpperCase();
  return TABLE.get(key) ?? behaviourOf('success');
}

/** The IBAN a SEPA test PaymentMethod id names (`pm_success_de`), or undefined. */
export function testIbanForId(id: string): string | undefined {
  return IDS.get(id);
}

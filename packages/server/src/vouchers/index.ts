export { barcodeBars, barcodeSvg } from './barcode.js';
export {
  boletoCodes,
  konbiniConfirmationNumber,
  konbiniStores,
  MULTIBANCO_TEST_ENTITY,
  multibancoReference,
  oxxoNumber,
} from './numbers.js';
export { boletoPdf } from './pdf.js';
export {
  findVoucherByToken,
  insertVoucher,
  nextPendingVoucher,
  setVoucherStatus,
  type VoucherRow,
  type VoucherStatus,
} from './store.js';
export { voucherExpiry } from './terms.js';
export { type VoucherFate, type VoucherOutcome, voucherFate } from './test-emails.js';
export {
  KONBINI_STORE_NAMES,
  VOUCHER_TEXTS,
  type VoucherLocale,
  type VoucherTexts,
  voucherLocale,
} from './texts.js';
export { type Voucher, voucherChargeDetails, voucherNextAction, voucherUrls } from './voucher.js';

import type { MandateTexts } from '../mandate-texts.js';

/** Filipino. */
export const FIL: MandateTexts = {
  title: 'Mandato ng direct debit',
  badge: 'Test mode',
  creditor: 'Pinagkakautangan',
  merchant: 'Merchant',
  reference: 'Reference ng mandato',
  type: 'Uri',
  recurring: 'Paulit-ulit',
  oneOff: 'Isang beses',
  status: 'Status',
  holder: 'May-ari ng account',
  account: 'Account',
  accepted: 'Tinanggap',
  firstCollection: 'Unang paniningil',
  online: 'online',
  offline: 'offline',
  theMerchant: 'ang merchant',
  routing: 'Routing number {number}',
  institution: 'Institusyon {institution}, transit {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Aktibo', inactive: 'Hindi aktibo', pending: 'Nakabinbin' },
  notes: {
    sepa: 'Pinahintulutan mo ang {merchant} na magpadala ng mga tagubilin sa iyong bangko para i-debit ang account na ito, at ang iyong bangko na i-debit ito ayon sa mga tagubiling iyon. May karapatan kang ma-refund ng iyong bangko ayon sa kasunduan mo rito, na hihilingin sa loob ng 8 linggo mula sa petsa ng pag-debit.',
    becs: 'Sumang-ayon ka sa Direct Debit Request na ito at sa service agreement nito, at pinahintulutan mo ang Payframe, ang payment service provider ng merchant, na i-debit ang account na ito sa pamamagitan ng Bulk Electronic Clearing System (BECS) para sa {merchant} (ang “Merchant”) sa anumang halagang hiwalay na ipinaalam sa iyo ng Merchant. Pinatunayan mong ikaw ang may-ari ng account o awtorisadong lumagda rito.',
    ach: 'Pinahintulutan mo ang {merchant} at ang Payframe, ang payment service provider nito, na i-debit ang account na ito sa ACH network para sa bayad na kinumpirma mo at, kung na-save mo ang account, para sa mga susunod na bayad ayon sa mga tuntunin ng merchant, at i-credit ito para itama ang maling debit. Puwede mong bawiin ang pahintulot na ito sa pagsabi sa merchant 30 araw bago.',
    pad: 'Sumang-ayon ka sa Pre-authorized Debit Agreement na ito at pinahintulutan mo ang {merchant} at ang Payframe, ang payment service provider nito, na i-debit ang account na ito sa Automated Clearing Settlement System (ACSS) ayon sa napagkasunduan. May ilang karapatan kang maghabol kung hindi sumusunod sa kasunduang ito ang isang debit. Puwede mo itong kanselahin anumang oras sa pakikipag-ugnayan sa merchant.',
    bacs: 'Inutusan mo ang iyong bangko o building society na bayaran mula sa account na ito ang mga Direct Debit na hinihiling ng {merchant} (sa pamamagitan ng Payframe), sa ilalim ng proteksyon ng Direct Debit Guarantee: inaabisuhan ka nang maaga sa anumang pagbabago sa halaga, petsa, o dalas; kapag may mali sa bayad, buo at agad kang mare-refund ng iyong bangko o building society; at puwede mong kanselahin ang isang Direct Debit anumang oras sa pakikipag-ugnayan sa iyong bangko o building society.',
  },
};

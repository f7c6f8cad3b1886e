import type { MandateTexts } from '../mandate-texts.js';

/** Japanese. */
export const JA: MandateTexts = {
  title: '口座振替の委任',
  badge: 'テストモード',
  creditor: '請求者',
  merchant: '加盟店',
  reference: '委任の参照番号',
  type: '種類',
  recurring: '継続',
  oneOff: '1 回のみ',
  status: 'ステータス',
  holder: '口座名義人',
  account: '口座',
  accepted: '同意日時',
  firstCollection: '初回引き落とし',
  online: 'オンライン',
  offline: 'オフライン',
  theMerchant: '加盟店',
  routing: 'ルーティング番号 {number}',
  institution: '金融機関番号 {institution}、支店番号 {transit}',
  sortCode: 'ソートコード {code}',
  statuses: { active: '有効', inactive: '無効', pending: '保留中' },
  notes: {
    sepa: 'お客様は、{merchant} がこの口座から引き落とすよう銀行に指示を送ること、および銀行がその指示に従って引き落とすことを承認しました。銀行との契約条件に基づき、引き落とし日から 8 週間以内に請求することで、銀行から返金を受けられます。',
    becs: 'お客様は、この口座振替依頼（Direct Debit Request）とそのサービス契約に同意し、加盟店の決済サービスプロバイダーである Payframe が、{merchant}（以下「加盟店」）に代わり、加盟店から別途通知される金額を Bulk Electronic Clearing System（BECS）を通じてこの口座から引き落とすことを承認しました。また、ご自身がこの口座の名義人または権限のある署名者であることを証明しました。',
    ach: 'お客様は、{merchant} とその決済サービスプロバイダーである Payframe が、確定したお支払いについて、また口座を保存した場合は加盟店の条件に基づく今後のお支払いについて、ACH ネットワークを通じてこの口座から引き落とすこと、および誤った引き落としを訂正するために入金することを承認しました。この承認は、30 日前までに加盟店に連絡することで取り消せます。',
    pad: 'お客様は、この事前承認引き落とし契約（PAD）に同意し、{merchant} とその決済サービスプロバイダーである Payframe が、合意どおり Automated Clearing Settlement System（ACSS）を通じてこの口座から引き落とすことを承認しました。引き落としが本契約に沿わない場合、一定の救済を求める権利があります。加盟店に連絡すれば、いつでも解約できます。',
    bacs: 'お客様は、{merchant} が（Payframe を通じて）請求する口座振替をこの口座から支払うよう、銀行または住宅金融組合に指示しました。これには Direct Debit Guarantee の保護が適用されます。金額・日付・頻度の変更は事前に通知され、支払いに誤りがあれば銀行または住宅金融組合から全額がすぐに返金され、銀行または住宅金融組合に連絡すればいつでも口座振替を取り消せます。',
  },
};

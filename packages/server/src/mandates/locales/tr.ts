import type { MandateTexts } from '../mandate-texts.js';

/** Turkish. */
export const TR: MandateTexts = {
  title: 'Otomatik ödeme talimatı',
  badge: 'Test modu',
  creditor: 'Alacaklı',
  merchant: 'Satıcı',
  reference: 'Talimat referansı',
  type: 'Tür',
  recurring: 'Düzenli',
  oneOff: 'Tek seferlik',
  status: 'Durum',
  holder: 'Hesap sahibi',
  account: 'Hesap',
  accepted: 'Onaylandı',
  firstCollection: 'İlk tahsilat',
  online: 'çevrimiçi',
  offline: 'çevrimdışı',
  theMerchant: 'satıcı',
  routing: 'Routing numarası {number}',
  institution: 'Kurum {institution}, şube {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Etkin', inactive: 'Etkin değil', pending: 'Beklemede' },
  notes: {
    sepa: '{merchant} adlı satıcıya bu hesaptan tahsilat için bankanıza talimat gönderme, bankanıza da bu talimatlara göre tahsilat yapma yetkisi verdiniz. Bankanızla yaptığınız sözleşmenin koşullarına göre, hesabınızdan tahsilat yapıldığı tarihten itibaren 8 hafta içinde bankanızdan iade talep etme hakkınız vardır.',
    becs: 'Bu Otomatik Ödeme Talebini (Direct Debit Request) ve hizmet sözleşmesini kabul ettiniz; satıcının ödeme hizmeti sağlayıcısı Payframe’e, {merchant} (“Satıcı”) adına, Satıcının size ayrıca bildirdiği tutarları Bulk Electronic Clearing System (BECS) üzerinden bu hesaptan tahsil etme yetkisi verdiniz. Bu hesabın sahibi veya yetkili imzacısı olduğunuzu beyan ettiniz.',
    ach: '{merchant} ve ödeme hizmeti sağlayıcısı Payframe’e, onayladığınız ödeme için ve hesabı kaydettiyseniz satıcının koşullarına göre gelecekteki ödemeler için ACH ağı üzerinden bu hesaptan tahsilat yapma ve hatalı bir tahsilatı düzeltmek için hesaba para yatırma yetkisi verdiniz. Bu yetkiyi satıcıya 30 gün önceden bildirerek geri alabilirsiniz.',
    pad: 'Bu Ön Onaylı Tahsilat Sözleşmesini (PAD) kabul ettiniz ve {merchant} ile ödeme hizmeti sağlayıcısı Payframe’e, kararlaştırıldığı şekilde Automated Clearing Settlement System (ACSS) üzerinden bu hesaptan tahsilat yapma yetkisi verdiniz. Bir tahsilat bu sözleşmeye uymazsa belirli itiraz haklarınız vardır. Satıcıyla iletişime geçerek sözleşmeyi istediğiniz zaman iptal edebilirsiniz.',
    bacs: 'Bankanıza veya yapı kooperatifinize, {merchant} tarafından (Payframe aracılığıyla) istenen otomatik ödemeleri bu hesaptan ödeme talimatı verdiniz; bu talimat Direct Debit Guarantee güvencesindedir: tutar, tarih veya sıklıktaki her değişiklik size önceden bildirilir; ödemede bir hata olursa bankanız veya yapı kooperatifiniz tutarın tamamını hemen iade eder; bankanız veya yapı kooperatifinizle iletişime geçerek otomatik ödemeyi istediğiniz zaman iptal edebilirsiniz.',
  },
};

import type { BankLinkTexts } from '../texts.js';

/** The bank-linking modal in Turkish (siz). */
export const BANK_LINK_TR: BankLinkTexts = {
  merchantFallback: 'satıcı',
  consentTitle: 'Banka hesabınızı bağlayın',
  consentBody:
    '{merchant}, banka hesabınızı bağlamak için Payframe kullanır. Banka giriş bilgileriniz hiçbir zaman {merchant} ile paylaşılmaz.',
  agree: 'Kabul et ve devam et',
  manual: 'Banka bilgilerini elle girin',
  selectBank: 'Bankanızı seçin',
  search: 'Bankanızı arayın',
  noResults: 'Aramanızla eşleşen banka yok.',
  signInTitle: '{bank} hesabınızda oturum açın',
  username: 'Kullanıcı adı',
  password: 'Şifre',
  signIn: 'Oturum aç',
  testMode: 'Test modu: her kullanıcı adı ve şifre çalışır.',
  oauthWaiting: 'Açılan pencerede erişime izin verin, ardından devam edin.',
  continue: 'Devam',
  back: 'Geri',
  selectAccount: 'Bir hesap seçin',
  balance: 'Bakiye {amount}',
  notEligible: 'Uygun değil',
  link: 'Hesabı bağla',
  successTitle: 'Hesap bağlandı',
  successBody: '{account} bağlandı.',
  microdepositsBody:
    '1–2 iş günü içinde {account} hesabına küçük tutarlar gönderilecek; hesabı doğrulamak için bunları gireceksiniz.',
  done: 'Bitti',
  manualDoneTitle: 'Banka bilgileri kaydedildi',
  manualTitle: 'Banka bilgilerini girin',
  routing: 'Routing numarası',
  account: 'Hesap numarası',
  accountConfirm: 'Hesap numarasını onaylayın',
  routingInvalid: 'Geçerli, 9 haneli bir routing numarası girin.',
  accountInvalid: '4 ile 17 haneli bir hesap numarası girin.',
  accountMismatch: 'Hesap numaraları eşleşmiyor.',
  verifyingTitle: 'Hesabınız doğrulanıyor',
  verifyingBody: '{bank} bankasının hesap bilgilerinizi paylaşması bekleniyor…',
  verificationIncomplete:
    'Hesabınız hemen doğrulanamadı. Bankanızı yeniden seçin, başka bir banka seçin veya banka bilgilerinizi elle girin.',
};

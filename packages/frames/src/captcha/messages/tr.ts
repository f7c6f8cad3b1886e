import type { VerifyCatalogue } from './en.js';

export const VERIFY_TR: VerifyCatalogue = {
  'captcha.title': 'İnsan olduğunuzu doğrulayın',
  'captcha.explain':
    'Bu ödemeyi korumak için kartınızdan tahsilat yapılmadan önce kısa bir kontrol gerekiyor.',
  'captcha.checkbox': 'Ben robot değilim',
  'captcha.working': 'Kontrol ediliyor… %{percent}',
  'captcha.done': 'Doğrulandı',
  'captcha.failed': 'Kontrol tamamlanamadı. Lütfen yeniden deneyin.',
  'cardImage.title': 'Kartınızı doğrulayın',
  'cardImage.explain': 'Bu ödemeyi korumak için kartınızın üzerinde yazan son 4 haneyi girin.',
  'cardImage.label': 'Kartın son 4 hanesi',
  'cardImage.verify': 'Doğrula',
  'cardImage.cancel': 'Ödemeyi iptal et',
  'cardImage.upload': 'Veya kartın fotoğrafını gönderin (test modu)',
  'cardImage.wrong': 'Bu rakamlar kartla eşleşmiyor. Kontrol edip yeniden deneyin.',
  'cardImage.incomplete': '4 haneyi girin.',
};

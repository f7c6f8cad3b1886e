import type { VerifyCatalogue } from './en.js';

/** Hungarian, formal («Ön»), as the frames' other Hungarian texts. */
export const VERIFY_HU: VerifyCatalogue = {
  'captcha.title': 'Erősítse meg, hogy Ön ember',
  'captcha.explain':
    'A fizetés védelme érdekében a kártyája megterhelése előtt egy gyors ellenőrzésre van szükség.',
  'captcha.checkbox': 'Nem vagyok robot',
  'captcha.working': 'Ellenőrzés… {percent}%',
  'captcha.done': 'Ellenőrizve',
  'captcha.failed': 'Az ellenőrzést nem sikerült befejezni. Próbálja újra.',
  'cardImage.title': 'Igazolja a kártyáját',
  'cardImage.explain': 'A fizetés védelme érdekében adja meg a kártyáján látható utolsó 4 számjegyet.',
  'cardImage.label': 'A kártya utolsó 4 számjegye',
  'cardImage.verify': 'Ellenőrzés',
  'cardImage.cancel': 'Fizetés megszakítása',
  'cardImage.upload': 'Vagy küldjön fényképet a kártyáról (tesztmód)',
  'cardImage.wrong': 'Ezek a számjegyek nem egyeznek a kártyával. Ellenőrizze őket, és próbálja újra.',
  'cardImage.incomplete': 'Adja meg a 4 számjegyet.',
};

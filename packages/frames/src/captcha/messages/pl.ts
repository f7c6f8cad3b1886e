import type { VerifyCatalogue } from './en.js';

export const VERIFY_PL: VerifyCatalogue = {
  'captcha.title': 'Potwierdź, że jesteś człowiekiem',
  'captcha.explain': 'Aby chronić tę płatność, przed obciążeniem karty potrzebujemy szybkiej weryfikacji.',
  'captcha.checkbox': 'Nie jestem robotem',
  'captcha.working': 'Sprawdzanie… {percent}%',
  'captcha.done': 'Zweryfikowano',
  'captcha.failed': 'Nie udało się ukończyć weryfikacji. Spróbuj ponownie.',
  'cardImage.title': 'Potwierdź swoją kartę',
  'cardImage.explain': 'Aby chronić tę płatność, wpisz ostatnie 4 cyfry wydrukowane na karcie.',
  'cardImage.label': 'Ostatnie 4 cyfry karty',
  'cardImage.verify': 'Zweryfikuj',
  'cardImage.cancel': 'Anuluj płatność',
  'cardImage.upload': 'Lub wyślij zdjęcie karty (tryb testowy)',
  'cardImage.wrong': 'Te cyfry nie pasują do karty. Sprawdź je i spróbuj ponownie.',
  'cardImage.incomplete': 'Wpisz 4 cyfry.',
};

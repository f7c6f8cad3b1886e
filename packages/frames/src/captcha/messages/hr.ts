import type { VerifyCatalogue } from './en.js';

export const VERIFY_HR: VerifyCatalogue = {
  'captcha.title': 'Potvrdite da ste osoba',
  'captcha.explain': 'Radi zaštite ovog plaćanja potrebna je kratka provjera prije terećenja vaše kartice.',
  'captcha.checkbox': 'Nisam robot',
  'captcha.working': 'Provjera… {percent} %',
  'captcha.done': 'Potvrđeno',
  'captcha.failed': 'Provjeru nije bilo moguće dovršiti. Pokušajte ponovno.',
  'cardImage.title': 'Potvrdite svoju karticu',
  'cardImage.explain': 'Radi zaštite ovog plaćanja unesite posljednje 4 znamenke otisnute na vašoj kartici.',
  'cardImage.label': 'Posljednje 4 znamenke kartice',
  'cardImage.verify': 'Potvrdi',
  'cardImage.cancel': 'Otkaži plaćanje',
  'cardImage.upload': 'Ili pošaljite fotografiju kartice (testni način rada)',
  'cardImage.wrong': 'Ove znamenke ne odgovaraju kartici. Provjerite ih i pokušajte ponovno.',
  'cardImage.incomplete': 'Unesite 4 znamenke.',
};

import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Romanian. */
export const RO: MicrodepositTexts = {
  badge: 'Mod de testare',
  title: 'Verificați-vă contul bancar',
  intro: 'Am trimis o mică sumă în {account}. Introduceți ce vedeți pe extrasul de cont pentru a finaliza.',
  codeHelp: 'Codul de 6 caractere care începe cu SM se află în descrierea tranzacției.',
  amountsHelp: 'Introduceți cele două sume depuse, în cenți.',
  code: 'Cod',
  amount1: 'Prima sumă (cenți)',
  amount2: 'A doua sumă (cenți)',
  verify: 'Verificați',
  verified: 'Contul dvs. bancar a fost verificat. Vă mulțumim.',
  locked: 'Acest cont nu mai poate fi verificat: prea multe încercări sau prea târziu. Plătiți altfel.',
  void: 'Această verificare nu mai este necesară.',
  wrongCode: 'Codul nu corespunde celui trimis de noi.',
  wrongAmounts: 'Sumele nu corespund celor trimise de noi.',
  remaining: 'Încercări rămase: {n}.',
  invalid: 'Completați toate câmpurile.',
  arrival: 'Estimat până la',
  testCode: 'Mod de testare: nu se transferă bani. Codul este SM11AA.',
  testAmounts: 'Mod de testare: nu se transferă bani. Sumele sunt 32 și 45.',
};

import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Slovak. */
export const SK: MicrodepositTexts = {
  badge: 'Testovací režim',
  title: 'Overte svoj bankový účet',
  intro: 'Na účet {account} sme poslali malú platbu. Overenie dokončíte zadaním údajov z výpisu z účtu.',
  codeHelp: 'Šesťmiestny kód začínajúci na SM nájdete v popise platby.',
  amountsHelp: 'Zadajte obe sumy platieb v centoch.',
  code: 'Kód',
  amount1: 'Prvá suma (centy)',
  amount2: 'Druhá suma (centy)',
  verify: 'Overiť',
  verified: 'Váš bankový účet je overený. Ďakujeme.',
  locked:
    'Tento účet už nie je možné overiť: príliš veľa pokusov alebo je príliš neskoro. Zaplaťte iným spôsobom.',
  void: 'Toto overenie už nie je potrebné.',
  wrongCode: 'Tento kód sa nezhoduje s kódom, ktorý sme poslali.',
  wrongAmounts: 'Tieto sumy sa nezhodujú so sumami, ktoré sme poslali.',
  remaining: 'Zostávajúce pokusy: {n}.',
  invalid: 'Vyplňte všetky polia.',
  arrival: 'Očakávané do',
  testCode: 'Testovací režim: žiadne peniaze sa neprevádzajú. Kód je SM11AA.',
  testAmounts: 'Testovací režim: žiadne peniaze sa neprevádzajú. Sumy sú 32 a 45.',
};

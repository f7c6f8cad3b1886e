import type { MicrodepositTexts } from '../microdeposit-texts.js';

/** Maltese. */
export const MT: MicrodepositTexts = {
  badge: 'Modalità tat-test',
  title: 'Ivverifika l-kont bankarju tiegħek',
  intro: 'Bgħatna depożitu żgħir lil {account}. Daħħal dak li tara fuq l-istqarrija tal-bank biex tlesti.',
  codeHelp: 'Il-kodiċi ta’ 6 karattri li jibda b’SM tinsabu fid-deskrizzjoni tad-depożitu.',
  amountsHelp: 'Daħħal iż-żewġ ammonti tad-depożiti, f’ċenteżmi.',
  code: 'Kodiċi',
  amount1: 'L-ewwel ammont (ċenteżmi)',
  amount2: 'It-tieni ammont (ċenteżmi)',
  verify: 'Ivverifika',
  verified: 'Il-kont bankarju tiegħek huwa vverifikat. Grazzi.',
  locked: 'Dan il-kont ma jistax jiġi vverifikat aktar: wisq tentattivi, jew tard wisq. Ħallas b’mod ieħor.',
  void: 'Din il-verifika m’għadhiex meħtieġa.',
  wrongCode: 'Dak il-kodiċi ma jaqbilx ma’ dak li bgħatna.',
  wrongAmounts: 'Dawk l-ammonti ma jaqblux ma’ dawk li bgħatna.',
  remaining: 'Tentattivi li fadal: {n}.',
  invalid: 'Jekk jogħġbok imla kull qasam.',
  arrival: 'Mistenni sa',
  testCode: 'Modalità tat-test: ma jiċċaqlaq l-ebda flus. Il-kodiċi huwa SM11AA.',
  testAmounts: 'Modalità tat-test: ma jiċċaqlaq l-ebda flus. L-ammonti huma 32 u 45.',
};

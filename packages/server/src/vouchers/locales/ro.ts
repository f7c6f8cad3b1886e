import type { VoucherTexts } from '../texts.js';

/** Romanian. */
export const RO: VoucherTexts = {
  title: 'Voucher {method}',
  badge: 'Mod de testare',
  amount: 'Sumă',
  payTo: 'Beneficiar',
  expires: 'Plătiți până la',
  number: 'Referință',
  typedLine: 'Linie digitală',
  entity: 'Entitate',
  reference: 'Referință',
  confirmationNumber: 'Număr de confirmare',
  paymentCode: 'Cod de plată',
  barcode: 'Codul de bare al voucherului',
  print: 'Imprimați',
  open: 'Deschideți într-o fereastră nouă',
  pdf: 'Descărcați PDF',
  paid: 'Acest voucher a fost plătit. Vă mulțumim!',
  expired: 'Acest voucher a expirat și nu mai poate fi plătit.',
  void: 'Acest voucher nu mai este valabil.',
  testMode:
    'Mod de testare: nu se transferă bani. Voucherul este plătit sau expiră conform e-mailului de test al plății.',
  instructions: {
    oxxo: 'Plătiți în numerar în orice magazin OXXO înainte ca voucherul să expire: arătați codul de bare la casă sau comunicați referința.',
    boleto:
      'Plătiți la orice bancă, agenție de loterie, bancomat sau în aplicația băncii dvs., cu codul de bare sau linia digitală, înainte de scadență.',
    konbini:
      'Plătiți în numerar la casa unuia dintre aceste magazine de proximitate, cu codul de plată al magazinului și numărul de confirmare.',
    multibanco:
      'Plătiți la un bancomat Multibanco sau în aplicația băncii dvs.: alegeți „Plăți de servicii” și introduceți entitatea, referința și suma.',
  },
};

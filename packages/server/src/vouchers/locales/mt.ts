import type { VoucherTexts } from '../texts.js';

/** Maltese. */
export const MT: VoucherTexts = {
  title: 'Vawċer {method}',
  badge: 'Modalità tat-test',
  amount: 'Ammont',
  payTo: 'Ħallas lil',
  expires: 'Ħallas qabel',
  number: 'Referenza',
  typedLine: 'Linja diġitali',
  entity: 'Entità',
  reference: 'Referenza',
  confirmationNumber: 'Numru ta’ konferma',
  paymentCode: 'Kodiċi tal-ħlas',
  barcode: 'Il-barcode tal-vawċer',
  print: 'Ipprintja',
  open: 'Iftaħ f’tieqa ġdida',
  pdf: 'Niżżel il-PDF',
  paid: 'Dan il-vawċer tħallas. Grazzi!',
  expired: 'Dan il-vawċer skada u ma jistax jitħallas aktar.',
  void: 'Dan il-vawċer m’għadux validu.',
  testMode:
    'Modalità tat-test: ma jiċċaqlaq l-ebda flus. Il-vawċer jitħallas jew jiskadi kif jgħid l-email tat-test tal-ħlas.',
  instructions: {
    oxxo: 'Ħallas bi flus kontanti fi kwalunkwe ħanut OXXO qabel ma jiskadi l-vawċer: uri l-barcode fil-kaxxa jew agħti r-referenza.',
    boleto:
      'Ħallas fi kwalunkwe bank, punt tal-lotterija, ATM jew fl-app tal-bank tiegħek, bil-barcode jew bil-linja diġitali, qabel id-data tal-iskadenza.',
    konbini:
      'Ħallas bi flus kontanti fil-kaxxa ta’ wieħed minn dawn il-ħwienet bil-kodiċi tal-ħlas tiegħu u n-numru ta’ konferma.',
    multibanco:
      'Ħallas f’ATM Multibanco jew fl-app tal-bank tiegħek: agħżel “Ħlasijiet ta’ servizzi” u daħħal l-entità, ir-referenza u l-ammont.',
  },
};

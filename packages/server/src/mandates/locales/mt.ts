import type { MandateTexts } from '../mandate-texts.js';

/** Maltese. */
export const MT: MandateTexts = {
  title: 'Mandat ta’ debitu dirett',
  badge: 'Modalità tat-test',
  creditor: 'Kreditur',
  merchant: 'Negozjant',
  reference: 'Referenza tal-mandat',
  type: 'Tip',
  recurring: 'Rikorrenti',
  oneOff: 'Darba biss',
  status: 'Status',
  holder: 'Detentur tal-kont',
  account: 'Kont',
  accepted: 'Aċċettat',
  firstCollection: 'L-ewwel ġbir',
  online: 'online',
  offline: 'offline',
  theMerchant: 'in-negozjant',
  routing: 'Numru tar-routing {number}',
  institution: 'Istituzzjoni {institution}, transitu {transit}',
  sortCode: 'Sort code {code}',
  statuses: { active: 'Attiv', inactive: 'Inattiv', pending: 'Pendenti' },
  notes: {
    sepa: 'Awtorizzajt lil {merchant} jibgħat struzzjonijiet lill-bank tiegħek biex jiddebita dan il-kont, u lill-bank tiegħek jiddebitah skont dawk l-istruzzjonijiet. Għandek dritt għal rimborż mill-bank tiegħek skont it-termini tal-ftehim tiegħek miegħu, mitlub fi żmien 8 ġimgħat mid-data li fiha l-kont ġie ddebitat.',
    becs: 'Qbilt ma’ din it-Talba għal Debitu Dirett (Direct Debit Request) u mal-ftehim tas-servizz tagħha, u awtorizzajt lil Payframe, il-fornitur tas-servizzi tal-ħlas tan-negozjant, jiddebita dan il-kont permezz tal-Bulk Electronic Clearing System (BECS) f’isem {merchant} (in-“Negozjant”) għal kull ammont li n-Negozjant jikkomunikalek separatament. Iċċertifikajt li int id-detentur tal-kont jew firmatarju awtorizzat.',
    ach: 'Awtorizzajt lil {merchant} u lil Payframe, il-fornitur tas-servizzi tal-ħlas tiegħu, jiddebitaw dan il-kont permezz tan-netwerk ACH għall-ħlas li kkonfermajt u, jekk issejvjajt il-kont, għal ħlasijiet futuri skont it-termini tan-negozjant, u jikkreditawh biex jikkoreġu debitu żbaljat. Tista’ tirrevoka din l-awtorizzazzjoni billi tavża lin-negozjant 30 jum qabel.',
    pad: 'Qbilt ma’ dan il-Ftehim ta’ Debitu Awtorizzat minn Qabel (PAD) u awtorizzajt lil {merchant} u lil Payframe, il-fornitur tas-servizzi tal-ħlas tiegħu, jiddebitaw dan il-kont permezz tal-Automated Clearing Settlement System (ACSS) kif miftiehem. Għandek ċerti drittijiet ta’ rikors jekk debitu ma jkunx konformi ma’ dan il-ftehim. Tista’ tikkanċellah meta trid billi tikkuntattja lin-negozjant.',
    bacs: 'Tajt struzzjonijiet lill-bank jew lill-building society tiegħek iħallas minn dan il-kont id-Debiti Diretti mitluba minn {merchant} (permezz ta’ Payframe), bis-salvagwardji tad-Direct Debit Guarantee: tiġi infurmat minn qabel b’kull bidla fl-ammont, fid-data jew fil-frekwenza; żball f’ħlas jagħtik rimborż sħiħ u immedjat mill-bank jew mill-building society tiegħek; u tista’ tikkanċella Debitu Dirett meta trid billi tikkuntattja lill-bank jew lill-building society tiegħek.',
  },
};

import type { ActionTexts } from './action-texts.js';

/** Polish. */
export const PL: ActionTexts = {
  badge: 'Tryb testowy',
  title: 'Tryb testowy Payframe',
  threeDsHeading: 'Tryb testowy Payframe: 3-D Secure',
  threeDsExplain:
    'Ta strona zastępuje uwierzytelnianie wydawcy karty. „Zakończ” uwierzytelnia kartę; „Niepowodzenie” powoduje nieudane uwierzytelnienie.',
  qrHeading: 'Tryb testowy Payframe: płatność {method}',
  qrExplain:
    'Ta strona zastępuje aplikację, która zeskanowała kod QR. „Autoryzuj” płaci przez {method}; „Niepowodzenie” odrzuca płatność',
  qrExpire: '; „Wygaś” powoduje wygaśnięcie kodu',
  redirectHeading: 'Tryb testowy Payframe: autoryzacja {method}',
  redirectExplain:
    'Ta strona zastępuje Twój bank. „Autoryzuj” zatwierdza płatność {method}; „Niepowodzenie” ją odrzuca.',
  amount: 'Kwota',
  purpose: 'Cel',
  purposeSetup: 'Zapisanie metody płatności na potrzeby przyszłych płatności',
  card: 'Karta',
  note: 'Nie uczestniczy w tym żaden prawdziwy bank: o wyniku decyduje symulator trybu testowego Payframe.',
  failed: 'Uwierzytelnienie nie powiodło się.',
  processing: 'Płatność jest przetwarzana.',
  complete: 'Uwierzytelnienie zakończone.',
  used: 'Ta strona testowa została już użyta',
  close: 'Możesz zamknąć to okno.',
  buttons: { Complete: 'Zakończ', Fail: 'Niepowodzenie', Authorize: 'Autoryzuj', Expire: 'Wygaś' },
};

/** Swedish. */
export const SV: ActionTexts = {
  badge: 'Testläge',
  title: 'Payframe testläge',
  threeDsHeading: 'Payframe testläge: 3-D Secure',
  threeDsExplain:
    'Den här sidan ersätter kortutgivarens autentisering. ”Slutför” autentiserar kortet; ”Misslyckas” gör att autentiseringen misslyckas.',
  qrHeading: 'Payframe testläge: betalning med {method}',
  qrExplain:
    'Den här sidan ersätter appen som skannade QR-koden. ”Godkänn” betalar med {method}; ”Misslyckas” avvisar betalningen',
  qrExpire: '; ”Låt gå ut” låter koden gå ut',
  redirectHeading: 'Payframe testläge: godkännande med {method}',
  redirectExplain:
    'Den här sidan ersätter din bank. ”Godkänn” godkänner betalningen med {method}; ”Misslyckas” avvisar den.',
  amount: 'Belopp',
  purpose: 'Syfte',
  purposeSetup: 'Spara betalningsmetoden för senare betalningar',
  card: 'Kort',
  note: 'Ingen riktig bank är inblandad: Payframes testlägessimulator avgör resultatet.',
  failed: 'Autentiseringen misslyckades.',
  processing: 'Betalningen behandlas.',
  complete: 'Autentiseringen är klar.',
  used: 'Den här testsidan har redan använts',
  close: 'Du kan stänga det här fönstret.',
  buttons: { Complete: 'Slutför', Fail: 'Misslyckas', Authorize: 'Godkänn', Expire: 'Låt gå ut' },
};

/** Danish. */
export const DA: ActionTexts = {
  badge: 'Testtilstand',
  title: 'Payframe-testtilstand',
  threeDsHeading: 'Payframe-testtilstand: 3-D Secure',
  threeDsExplain:
    'Denne side træder i stedet for kortudstederens godkendelse. “Fuldfør” godkender kortet; “Mislykkes” får godkendelsen til at mislykkes.',
  qrHeading: 'Payframe-testtilstand: betaling med {method}',
  qrExplain:
    'Denne side træder i stedet for appen, der scannede QR-koden. “Godkend” betaler med {method}; “Mislykkes” afviser betalingen',
  qrExpire: '; “Lad udløbe” lader koden udløbe',
  redirectHeading: 'Payframe-testtilstand: godkendelse med {method}',
  redirectExplain:
    'Denne side træder i stedet for din bank. “Godkend” godkender betalingen med {method}; “Mislykkes” afviser den.',
  amount: 'Beløb',
  purpose: 'Formål',
  purposeSetup: 'Gemmer betalingsmetoden til senere betalinger',
  card: 'Kort',
  note: 'Ingen rigtig bank er involveret: Payframes testsimulator afgør resultatet.',
  failed: 'Godkendelsen mislykkedes.',
  processing: 'Betalingen behandles.',
  complete: 'Godkendelsen er fuldført.',
  used: 'Denne testside er allerede brugt',
  close: 'Du kan lukke dette vindue.',
  buttons: { Complete: 'Fuldfør', Fail: 'Mislykkes', Authorize: 'Godkend', Expire: 'Lad udløbe' },
};

/** Norwegian Bokmål. */
export const NB: ActionTexts = {
  badge: 'Testmodus',
  title: 'Payframe-testmodus',
  threeDsHeading: 'Payframe-testmodus: 3-D Secure',
  threeDsExplain:
    'Denne siden erstatter kortutstederens autentisering. «Fullfør» autentiserer kortet; «Mislykkes» får autentiseringen til å mislykkes.',
  qrHeading: 'Payframe-testmodus: betaling med {method}',
  qrExplain:
    'Denne siden erstatter appen som skannet QR-koden. «Godkjenn» betaler med {method}; «Mislykkes» avviser betalingen',
  qrExpire: '; «La utløpe» lar koden utløpe',
  redirectHeading: 'Payframe-testmodus: godkjenning med {method}',
  redirectExplain:
    'Denne siden erstatter banken din. «Godkjenn» godkjenner betalingen med {method}; «Mislykkes» avviser den.',
  amount: 'Beløp',
  purpose: 'Formål',
  purposeSetup: 'Lagrer betalingsmåten for senere betalinger',
  card: 'Kort',
  note: 'Ingen ekte bank er involvert: Payframes testsimulator avgjør utfallet.',
  failed: 'Autentiseringen mislyktes.',
  processing: 'Betalingen behandles.',
  complete: 'Autentiseringen er fullført.',
  used: 'Denne testsiden er allerede brukt',
  close: 'Du kan lukke dette vinduet.',
  buttons: { Complete: 'Fullfør', Fail: 'Mislykkes', Authorize: 'Godkjenn', Expire: 'La utløpe' },
};

/** Finnish. */
export const FI: ActionTexts = {
  badge: 'Testitila',
  title: 'Payframe-testitila',
  threeDsHeading: 'Payframe-testitila: 3-D Secure',
  threeDsExplain:
    'Tämä sivu korvaa kortin myöntäjän tunnistautumisen. ”Viimeistele” tunnistaa kortin; ”Epäonnistu” saa tunnistautumisen epäonnistumaan.',
  qrHeading: 'Payframe-testitila: {method}-maksu',
  qrExplain:
    'Tämä sivu korvaa sovelluksen, joka skannasi QR-koodin. ”Hyväksy” maksaa palvelulla {method}; ”Epäonnistu” hylkää maksun',
  qrExpire: '; ”Anna vanhentua” antaa koodin vanhentua',
  redirectHeading: 'Payframe-testitila: {method}-hyväksyntä',
  redirectExplain: 'Tämä sivu korvaa pankkisi. ”Hyväksy” hyväksyy {method}-maksun; ”Epäonnistu” hylkää sen.',
  amount: 'Summa',
  purpose: 'Tarkoitus',
  purposeSetup: 'Maksutavan tallentaminen myöhempiä maksuja varten',
  card: 'Kortti',
  note: 'Oikeaa pankkia ei ole mukana: Payframen testitilan simulaattori päättää lopputuloksen.',
  failed: 'Tunnistautuminen epäonnistui.',
  processing: 'Maksua käsitellään.',
  complete: 'Tunnistautuminen on valmis.',
  used: 'Tätä testisivua on jo käytetty',
  close: 'Voit sulkea tämän ikkunan.',
  buttons: { Complete: 'Viimeistele', Fail: 'Epäonnistu', Authorize: 'Hyväksy', Expire: 'Anna vanhentua' },
};

/** Estonian. */
export const ET: ActionTexts = {
  badge: 'Testrežiim',
  title: "Payframe'i testrežiim",
  threeDsHeading: "Payframe'i testrežiim: 3-D Secure",
  threeDsExplain:
    'See leht asendab kaardi väljastaja autentimist. „Lõpeta” autendib kaardi; „Nurjata” nurjab autentimise.',
  qrHeading: "Payframe'i testrežiim: makse {method}",
  qrExplain:
    'See leht asendab rakendust, mis skannis QR-koodi. „Kinnita” maksab {method} kaudu; „Nurjata” lükkab makse tagasi',
  qrExpire: '; „Lase aeguda” laseb koodil aeguda',
  redirectHeading: "Payframe'i testrežiim: {method} kinnitamine",
  redirectExplain:
    'See leht asendab sinu panka. „Kinnita” kiidab {method} makse heaks; „Nurjata” lükkab selle tagasi.',
  amount: 'Summa',
  purpose: 'Eesmärk',
  purposeSetup: 'Makseviisi salvestamine hilisemateks makseteks',
  card: 'Kaart',
  note: "Päris pank ei osale: tulemuse otsustab Payframe'i testrežiimi simulaator.",
  failed: 'Autentimine nurjus.',
  processing: 'Makset töödeldakse.',
  complete: 'Autentimine on lõpetatud.',
  used: 'Seda testlehte on juba kasutatud',
  close: 'Võid selle akna sulgeda.',
  buttons: { Complete: 'Lõpeta', Fail: 'Nurjata', Authorize: 'Kinnita', Expire: 'Lase aeguda' },
};

/** Latvian. */
export const LV: ActionTexts = {
  badge: 'Testa režīms',
  title: 'Payframe testa režīms',
  threeDsHeading: 'Payframe testa režīms: 3-D Secure',
  threeDsExplain:
    'Šī lapa aizstāj kartes izdevēja autentifikāciju. “Pabeigt” autentificē karti; “Neizdoties” liek autentifikācijai neizdoties.',
  qrHeading: 'Payframe testa režīms: {method} maksājums',
  qrExplain:
    'Šī lapa aizstāj lietotni, kas noskenēja QR kodu. “Autorizēt” maksā ar {method}; “Neizdoties” noraida maksājumu',
  qrExpire: '; “Ļaut beigties” ļauj kodam zaudēt derīgumu',
  redirectHeading: 'Payframe testa režīms: {method} autorizācija',
  redirectExplain:
    'Šī lapa aizstāj jūsu banku. “Autorizēt” apstiprina {method} maksājumu; “Neizdoties” to noraida.',
  amount: 'Summa',
  purpose: 'Mērķis',
  purposeSetup: 'Maksājuma veida saglabāšana turpmākiem maksājumiem',
  card: 'Karte',
  note: 'Neviena īsta banka nav iesaistīta: rezultātu nosaka Payframe testa režīma simulators.',
  failed: 'Autentifikācija neizdevās.',
  processing: 'Maksājums tiek apstrādāts.',
  complete: 'Autentifikācija ir pabeigta.',
  used: 'Šī testa lapa jau ir izmantota',
  close: 'Varat aizvērt šo logu.',
  buttons: { Complete: 'Pabeigt', Fail: 'Neizdoties', Authorize: 'Autorizēt', Expire: 'Ļaut beigties' },
};

/** Lithuanian. */
export const LT: ActionTexts = {
  badge: 'Bandomasis režimas',
  title: 'Payframe bandomasis režimas',
  threeDsHeading: 'Payframe bandomasis režimas: 3-D Secure',
  threeDsExplain:
    'Šis puslapis pakeičia kortelės išdavėjo autentifikavimą. „Užbaigti“ autentifikuoja kortelę; „Nepavykti“ lemia nesėkmingą autentifikavimą.',
  qrHeading: 'Payframe bandomasis režimas: {method} mokėjimas',
  qrExplain:
    'Šis puslapis pakeičia programėlę, nuskaičiusią QR kodą. „Autorizuoti“ apmoka per {method}; „Nepavykti“ atmeta mokėjimą',
  qrExpire: '; „Leisti pasibaigti“ leidžia kodui nustoti galioti',
  redirectHeading: 'Payframe bandomasis režimas: {method} autorizavimas',
  redirectExplain:
    'Šis puslapis pakeičia jūsų banką. „Autorizuoti“ patvirtina {method} mokėjimą; „Nepavykti“ jį atmeta.',
  amount: 'Suma',
  purpose: 'Paskirtis',
  purposeSetup: 'Mokėjimo būdo išsaugojimas būsimiems mokėjimams',
  card: 'Kortelė',
  note: 'Jokiame veiksme nedalyvauja tikras bankas: rezultatą lemia Payframe bandomojo režimo simuliatorius.',
  failed: 'Autentifikuoti nepavyko.',
  processing: 'Mokėjimas apdorojamas.',
  complete: 'Autentifikavimas baigtas.',
  used: 'Šis bandomasis puslapis jau panaudotas',
  close: 'Galite uždaryti šį langą.',
  buttons: { Complete: 'Užbaigti', Fail: 'Nepavykti', Authorize: 'Autorizuoti', Expire: 'Leisti pasibaigti' },
};

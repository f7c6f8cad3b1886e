import type { ActionTexts } from './action-texts.js';

/** Czech. */
export const CS: ActionTexts = {
  badge: 'Testovací režim',
  title: 'Testovací režim Payframe',
  threeDsHeading: 'Testovací režim Payframe: 3-D Secure',
  threeDsExplain:
    'Tato stránka nahrazuje ověření vydavatele karty. „Dokončit“ kartu ověří; „Selhat“ způsobí neúspěšné ověření.',
  qrHeading: 'Testovací režim Payframe: platba {method}',
  qrExplain:
    'Tato stránka nahrazuje aplikaci, která naskenovala QR kód. „Autorizovat“ zaplatí přes {method}; „Selhat“ platbu zamítne',
  qrExpire: '; „Nechat vypršet“ nechá kód vypršet',
  redirectHeading: 'Testovací režim Payframe: autorizace {method}',
  redirectExplain:
    'Tato stránka nahrazuje vaši banku. „Autorizovat“ schválí platbu {method}; „Selhat“ ji zamítne.',
  amount: 'Částka',
  purpose: 'Účel',
  purposeSetup: 'Uložení platební metody pro pozdější platby',
  card: 'Karta',
  note: 'Není zapojena žádná skutečná banka: o výsledku rozhoduje simulátor testovacího režimu Payframe.',
  failed: 'Ověření se nezdařilo.',
  processing: 'Platba se zpracovává.',
  complete: 'Ověření je dokončeno.',
  used: 'Tato testovací stránka již byla použita',
  close: 'Toto okno můžete zavřít.',
  buttons: { Complete: 'Dokončit', Fail: 'Selhat', Authorize: 'Autorizovat', Expire: 'Nechat vypršet' },
};

/** Slovak. */
export const SK: ActionTexts = {
  badge: 'Testovací režim',
  title: 'Testovací režim Payframe',
  threeDsHeading: 'Testovací režim Payframe: 3-D Secure',
  threeDsExplain:
    'Táto stránka nahrádza overenie vydavateľa karty. „Dokončiť“ kartu overí; „Zlyhať“ spôsobí neúspešné overenie.',
  qrHeading: 'Testovací režim Payframe: platba {method}',
  qrExplain:
    'Táto stránka nahrádza aplikáciu, ktorá naskenovala QR kód. „Autorizovať“ zaplatí cez {method}; „Zlyhať“ platbu zamietne',
  qrExpire: '; „Nechať vypršať“ nechá kód vypršať',
  redirectHeading: 'Testovací režim Payframe: autorizácia {method}',
  redirectExplain:
    'Táto stránka nahrádza vašu banku. „Autorizovať“ schváli platbu {method}; „Zlyhať“ ju zamietne.',
  amount: 'Suma',
  purpose: 'Účel',
  purposeSetup: 'Uloženie platobnej metódy na neskoršie platby',
  card: 'Karta',
  note: 'Nie je zapojená žiadna skutočná banka: o výsledku rozhoduje simulátor testovacieho režimu Payframe.',
  failed: 'Overenie zlyhalo.',
  processing: 'Platba sa spracúva.',
  complete: 'Overenie je dokončené.',
  used: 'Táto testovacia stránka už bola použitá',
  close: 'Toto okno môžete zavrieť.',
  buttons: { Complete: 'Dokončiť', Fail: 'Zlyhať', Authorize: 'Autorizovať', Expire: 'Nechať vypršať' },
};

/** Hungarian. */
export const HU: ActionTexts = {
  badge: 'Tesztmód',
  title: 'Payframe tesztmód',
  threeDsHeading: 'Payframe tesztmód: 3-D Secure',
  threeDsExplain:
    'Ez az oldal a kártyakibocsátó hitelesítését helyettesíti. A „Befejezés” hitelesíti a kártyát; a „Sikertelen” meghiúsítja a hitelesítést.',
  qrHeading: 'Payframe tesztmód: {method}-fizetés',
  qrExplain:
    'Ez az oldal a QR-kódot beolvasó alkalmazást helyettesíti. Az „Engedélyezés” {method} használatával fizet; a „Sikertelen” elutasítja a fizetést',
  qrExpire: '; a „Lejárat” hagyja lejárni a kódot',
  redirectHeading: 'Payframe tesztmód: {method}-engedélyezés',
  redirectExplain:
    'Ez az oldal az Ön bankját helyettesíti. Az „Engedélyezés” jóváhagyja a(z) {method}-fizetést; a „Sikertelen” elutasítja.',
  amount: 'Összeg',
  purpose: 'Cél',
  purposeSetup: 'A fizetési mód mentése későbbi fizetésekhez',
  card: 'Kártya',
  note: 'Valódi bank nem vesz részt: az eredményről a Payframe tesztmód-szimulátora dönt.',
  failed: 'A hitelesítés sikertelen.',
  processing: 'A fizetés feldolgozása folyamatban.',
  complete: 'A hitelesítés befejeződött.',
  used: 'Ezt a tesztoldalt már használták',
  close: 'Bezárhatja ezt az ablakot.',
  buttons: { Complete: 'Befejezés', Fail: 'Sikertelen', Authorize: 'Engedélyezés', Expire: 'Lejárat' },
};

/** Romanian. */
export const RO: ActionTexts = {
  badge: 'Mod de testare',
  title: 'Modul de testare Payframe',
  threeDsHeading: 'Modul de testare Payframe: 3-D Secure',
  threeDsExplain:
    'Această pagină ține locul autentificării emitentului cardului. „Finalizare” autentifică cardul; „Eșec” face ca autentificarea să eșueze.',
  qrHeading: 'Modul de testare Payframe: plată {method}',
  qrExplain:
    'Această pagină ține locul aplicației care a scanat codul QR. „Autorizare” plătește cu {method}; „Eșec” refuză plata',
  qrExpire: '; „Expirare” lasă codul să expire',
  redirectHeading: 'Modul de testare Payframe: autorizare {method}',
  redirectExplain:
    'Această pagină ține locul băncii dumneavoastră. „Autorizare” aprobă plata {method}; „Eșec” o refuză.',
  amount: 'Sumă',
  purpose: 'Scop',
  purposeSetup: 'Salvarea metodei de plată pentru plăți ulterioare',
  card: 'Card',
  note: 'Nu este implicată nicio bancă reală: simulatorul modului de testare Payframe decide rezultatul.',
  failed: 'Autentificarea a eșuat.',
  processing: 'Plata este în curs de procesare.',
  complete: 'Autentificarea este finalizată.',
  used: 'Această pagină de test a fost deja folosită',
  close: 'Puteți închide această fereastră.',
  buttons: { Complete: 'Finalizare', Fail: 'Eșec', Authorize: 'Autorizare', Expire: 'Expirare' },
};

/** Russian. */
export const RU: ActionTexts = {
  badge: 'Тестовый режим',
  title: 'Тестовый режим Payframe',
  threeDsHeading: 'Тестовый режим Payframe: 3-D Secure',
  threeDsExplain:
    'Эта страница заменяет проверку эмитента карты. «Завершить» подтверждает карту; «Отклонить» приводит к ошибке проверки.',
  qrHeading: 'Тестовый режим Payframe: оплата через {method}',
  qrExplain:
    'Эта страница заменяет приложение, которое отсканировало QR-код. «Авторизовать» оплачивает через {method}; «Отклонить» отклоняет платёж',
  qrExpire: '; «Истечь» завершает срок действия кода',
  redirectHeading: 'Тестовый режим Payframe: авторизация {method}',
  redirectExplain:
    'Эта страница заменяет ваш банк. «Авторизовать» одобряет платёж через {method}; «Отклонить» отклоняет его.',
  amount: 'Сумма',
  purpose: 'Назначение',
  purposeSetup: 'Сохранение способа оплаты для последующих платежей',
  card: 'Карта',
  note: 'Настоящий банк не участвует: результат определяет симулятор тестового режима Payframe.',
  failed: 'Проверка не пройдена.',
  processing: 'Платёж обрабатывается.',
  complete: 'Проверка завершена.',
  used: 'Эта тестовая страница уже использована',
  close: 'Вы можете закрыть это окно.',
  buttons: { Complete: 'Завершить', Fail: 'Отклонить', Authorize: 'Авторизовать', Expire: 'Истечь' },
};

/** Bulgarian. */
export const BG: ActionTexts = {
  badge: 'Тестов режим',
  title: 'Тестов режим на Payframe',
  threeDsHeading: 'Тестов режим на Payframe: 3-D Secure',
  threeDsExplain:
    'Тази страница замества удостоверяването от издателя на картата. „Завършване“ удостоверява картата; „Неуспех“ прави удостоверяването неуспешно.',
  qrHeading: 'Тестов режим на Payframe: плащане с {method}',
  qrExplain:
    'Тази страница замества приложението, сканирало QR кода. „Разрешаване“ плаща с {method}; „Неуспех“ отхвърля плащането',
  qrExpire: '; „Изтичане“ оставя кода да изтече',
  redirectHeading: 'Тестов режим на Payframe: разрешение за {method}',
  redirectExplain:
    'Тази страница замества Вашата банка. „Разрешаване“ одобрява плащането с {method}; „Неуспех“ го отхвърля.',
  amount: 'Сума',
  purpose: 'Цел',
  purposeSetup: 'Запазване на метода на плащане за бъдещи плащания',
  card: 'Карта',
  note: 'Не участва истинска банка: резултатът се определя от симулатора на тестовия режим на Payframe.',
  failed: 'Удостоверяването е неуспешно.',
  processing: 'Плащането се обработва.',
  complete: 'Удостоверяването е завършено.',
  used: 'Тази тестова страница вече е използвана',
  close: 'Можете да затворите този прозорец.',
  buttons: { Complete: 'Завършване', Fail: 'Неуспех', Authorize: 'Разрешаване', Expire: 'Изтичане' },
};

/** Greek. */
export const EL: ActionTexts = {
  badge: 'Δοκιμαστική λειτουργία',
  title: 'Δοκιμαστική λειτουργία Payframe',
  threeDsHeading: 'Δοκιμαστική λειτουργία Payframe: 3-D Secure',
  threeDsExplain:
    'Αυτή η σελίδα αντικαθιστά τον έλεγχο ταυτότητας του εκδότη της κάρτας. Το «Ολοκλήρωση» επαληθεύει την κάρτα· το «Αποτυχία» κάνει τον έλεγχο να αποτύχει.',
  qrHeading: 'Δοκιμαστική λειτουργία Payframe: πληρωμή με {method}',
  qrExplain:
    'Αυτή η σελίδα αντικαθιστά την εφαρμογή που σάρωσε τον κωδικό QR. Το «Εξουσιοδότηση» πληρώνει με {method}· το «Αποτυχία» απορρίπτει την πληρωμή',
  qrExpire: '· το «Λήξη» αφήνει τον κωδικό να λήξει',
  redirectHeading: 'Δοκιμαστική λειτουργία Payframe: εξουσιοδότηση {method}',
  redirectExplain:
    'Αυτή η σελίδα αντικαθιστά την τράπεζά σας. Το «Εξουσιοδότηση» εγκρίνει την πληρωμή με {method}· το «Αποτυχία» την απορρίπτει.',
  amount: 'Ποσό',
  purpose: 'Σκοπός',
  purposeSetup: 'Αποθήκευση του τρόπου πληρωμής για μελλοντικές πληρωμές',
  card: 'Κάρτα',
  note: 'Δεν συμμετέχει πραγματική τράπεζα: το αποτέλεσμα το αποφασίζει ο προσομοιωτής δοκιμαστικής λειτουργίας του Payframe.',
  failed: 'Ο έλεγχος ταυτότητας απέτυχε.',
  processing: 'Η πληρωμή βρίσκεται σε επεξεργασία.',
  complete: 'Ο έλεγχος ταυτότητας ολοκληρώθηκε.',
  used: 'Αυτή η δοκιμαστική σελίδα έχει ήδη χρησιμοποιηθεί',
  close: 'Μπορείτε να κλείσετε αυτό το παράθυρο.',
  buttons: { Complete: 'Ολοκλήρωση', Fail: 'Αποτυχία', Authorize: 'Εξουσιοδότηση', Expire: 'Λήξη' },
};

/** Croatian. */
export const HR: ActionTexts = {
  badge: 'Testni način rada',
  title: 'Payframe testni način rada',
  threeDsHeading: 'Payframe testni način rada: 3-D Secure',
  threeDsExplain:
    'Ova stranica zamjenjuje autentifikaciju izdavatelja kartice. „Dovrši” autentificira karticu; „Neuspjeh” uzrokuje neuspjelu autentifikaciju.',
  qrHeading: 'Payframe testni način rada: plaćanje putem {method}',
  qrExplain:
    'Ova stranica zamjenjuje aplikaciju koja je skenirala QR kôd. „Autoriziraj” plaća putem {method}; „Neuspjeh” odbija plaćanje',
  qrExpire: '; „Neka istekne” pušta kôd da istekne',
  redirectHeading: 'Payframe testni način rada: autorizacija {method}',
  redirectExplain:
    'Ova stranica zamjenjuje Vašu banku. „Autoriziraj” odobrava plaćanje putem {method}; „Neuspjeh” ga odbija.',
  amount: 'Iznos',
  purpose: 'Svrha',
  purposeSetup: 'Spremanje načina plaćanja za buduća plaćanja',
  card: 'Kartica',
  note: 'Nije uključena nijedna stvarna banka: ishod određuje simulator testnog načina rada Payframea.',
  failed: 'Autentifikacija nije uspjela.',
  processing: 'Plaćanje se obrađuje.',
  complete: 'Autentifikacija je dovršena.',
  used: 'Ova je testna stranica već upotrijebljena',
  close: 'Možete zatvoriti ovaj prozor.',
  buttons: { Complete: 'Dovrši', Fail: 'Neuspjeh', Authorize: 'Autoriziraj', Expire: 'Neka istekne' },
};

/** Slovenian. */
export const SL: ActionTexts = {
  badge: 'Preskusni način',
  title: 'Preskusni način Payframe',
  threeDsHeading: 'Preskusni način Payframe: 3-D Secure',
  threeDsExplain:
    'Ta stran nadomešča overjanje izdajatelja kartice. »Dokončaj« overi kartico; »Neuspeh« povzroči neuspešno overjanje.',
  qrHeading: 'Preskusni način Payframe: plačilo z {method}',
  qrExplain:
    'Ta stran nadomešča aplikacijo, ki je optično prebrala kodo QR. »Odobri« plača z {method}; »Neuspeh« zavrne plačilo',
  qrExpire: '; »Naj poteče« pusti, da koda poteče',
  redirectHeading: 'Preskusni način Payframe: odobritev {method}',
  redirectExplain: 'Ta stran nadomešča vašo banko. »Odobri« odobri plačilo z {method}; »Neuspeh« ga zavrne.',
  amount: 'Znesek',
  purpose: 'Namen',
  purposeSetup: 'Shranjevanje načina plačila za poznejša plačila',
  card: 'Kartica',
  note: 'Nobena prava banka ni vključena: izid določi simulator preskusnega načina Payframe.',
  failed: 'Overjanje ni uspelo.',
  processing: 'Plačilo je v obdelavi.',
  complete: 'Overjanje je končano.',
  used: 'Ta preskusna stran je že bila uporabljena',
  close: 'To okno lahko zaprete.',
  buttons: { Complete: 'Dokončaj', Fail: 'Neuspeh', Authorize: 'Odobri', Expire: 'Naj poteče' },
};

/** Maltese. */
export const MT: ActionTexts = {
  badge: 'Modalità tat-test',
  title: "Modalità tat-test ta' Payframe",
  threeDsHeading: "Modalità tat-test ta' Payframe: 3-D Secure",
  threeDsExplain:
    'Din il-paġna tieħu post l-awtentikazzjoni tal-emittent tal-kard. “Lesti” tawtentika l-kard; “Falli” tfalli l-awtentikazzjoni.',
  qrHeading: "Modalità tat-test ta' Payframe: ħlas b'{method}",
  qrExplain:
    "Din il-paġna tieħu post l-app li skennjat il-kodiċi QR. “Awtorizza” tħallas b'{method}; “Falli” tirrifjuta l-ħlas",
  qrExpire: '; “Skadi” tħalli l-kodiċi jiskadi',
  redirectHeading: "Modalità tat-test ta' Payframe: awtorizzazzjoni ta' {method}",
  redirectExplain:
    "Din il-paġna tieħu post il-bank tiegħek. “Awtorizza” tapprova l-ħlas b'{method}; “Falli” tirrifjutah.",
  amount: 'Ammont',
  purpose: 'Skop',
  purposeSetup: 'Issejvjar tal-metodu tal-ħlas għal ħlasijiet futuri',
  card: 'Kard',
  note: "L-ebda bank veru mhu involut: is-simulatur tal-modalità tat-test ta' Payframe jiddeċiedi r-riżultat.",
  failed: 'L-awtentikazzjoni falliet.',
  processing: 'Il-ħlas qed jiġi pproċessat.',
  complete: 'L-awtentikazzjoni tlestiet.',
  used: 'Din il-paġna tat-test diġà ntużat',
  close: "Tista' tagħlaq din it-tieqa.",
  buttons: { Complete: 'Lesti', Fail: 'Falli', Authorize: 'Awtorizza', Expire: 'Skadi' },
};

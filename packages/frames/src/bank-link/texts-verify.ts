/**
 * The modal's texts while a linked account's numbers are awaited, and when they never come
 * (the bank search starts over): a part of the modal's catalogue, in the frames' seven languages.
 */
export interface VerifyTexts {
  verifyingTitle: string;
  verifyingBody: string;
  verificationIncomplete: string;
}

export const VERIFY_TEXTS: Readonly<Record<string, VerifyTexts>> = {
  en: {
    verifyingTitle: 'Verifying your account',
    verifyingBody: 'Waiting for {bank} to share your account details…',
    verificationIncomplete:
      'Your account could not be verified instantly. Choose your bank again, another bank, or enter your bank details manually.',
  },
  fr: {
    verifyingTitle: 'Vérification de votre compte',
    verifyingBody: 'En attente des informations de votre compte auprès de {bank}…',
    verificationIncomplete:
      "Votre compte n'a pas pu être vérifié instantanément. Choisissez à nouveau votre banque, une autre banque, ou saisissez vos coordonnées bancaires manuellement.",
  },
  de: {
    verifyingTitle: 'Ihr Konto wird überprüft',
    verifyingBody: 'Warten auf die Kontodaten von {bank}…',
    verificationIncomplete:
      'Ihr Konto konnte nicht sofort überprüft werden. Wählen Sie Ihre Bank erneut, eine andere Bank oder geben Sie Ihre Bankdaten manuell ein.',
  },
  es: {
    verifyingTitle: 'Verificando tu cuenta',
    verifyingBody: 'Esperando a que {bank} comparta los datos de tu cuenta…',
    verificationIncomplete:
      'No se pudo verificar tu cuenta al instante. Vuelve a elegir tu banco, elige otro banco o introduce tus datos bancarios manualmente.',
  },
  nl: {
    verifyingTitle: 'Je rekening wordt geverifieerd',
    verifyingBody: 'Wachten tot {bank} je rekeninggegevens deelt…',
    verificationIncomplete:
      'Je rekening kon niet direct worden geverifieerd. Kies je bank opnieuw, een andere bank, of voer je bankgegevens handmatig in.',
  },
  it: {
    verifyingTitle: 'Verifica del conto in corso',
    verifyingBody: 'In attesa che {bank} condivida i dati del tuo conto…',
    verificationIncomplete:
      'Non è stato possibile verificare subito il tuo conto. Scegli di nuovo la tua banca, un’altra banca o inserisci manualmente i dati bancari.',
  },
  ja: {
    verifyingTitle: '口座を確認しています',
    verifyingBody: '{bank} から口座情報が届くのを待っています…',
    verificationIncomplete:
      '口座をすぐに確認できませんでした。もう一度銀行を選ぶか、別の銀行を選ぶか、銀行口座情報を手動で入力してください。',
  },
};

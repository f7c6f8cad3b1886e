/** The challenge modal's words in English: every other catalogue is laid over these. */
export const VERIFY_EN = {
  'captcha.title': 'Confirm you are a person',
  'captcha.explain': 'To protect this payment, we need a quick check before your card is charged.',
  'captcha.checkbox': 'I’m not a robot',
  'captcha.working': 'Checking… {percent}%',
  'captcha.done': 'Verified',
  'captcha.failed': 'The check could not be completed. Please try again.',
  'cardImage.title': 'Confirm your card',
  'cardImage.explain': 'To protect this payment, enter the last 4 digits printed on your card.',
  'cardImage.label': 'Last 4 digits of the card',
  'cardImage.verify': 'Verify',
  'cardImage.cancel': 'Cancel payment',
  'cardImage.upload': 'Or send a picture of the card (test mode)',
  'cardImage.wrong': 'These digits don’t match the card. Check them and try again.',
  'cardImage.incomplete': 'Enter the 4 digits.',
} as const;

export type VerifyMessageId = keyof typeof VERIFY_EN;
export type VerifyCatalogue = Readonly<Record<VerifyMessageId, string>>;

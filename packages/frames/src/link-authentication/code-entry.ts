/** Digits of a one-time code (the server's CODE_LENGTH). */
export const CODE_LENGTH = 6;

/** The digits of what was typed or pasted ("123 456", "123-456" give 123456), at most six. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/**
 * Puts typed or pasted text into the code at a box: one digit fills that box, several (a
 * paste, or the browser's one-time-code autofill) fill from there on. Answers the new code and
 * the box to focus next.
 */
export function enterDigits(code: string, index: number, text: string): { code: string; focus: number } {
  const digits = digitsOf(text);
  if (digits === '') return { code, focus: index };
  // A paste of a whole code replaces it, wherever the cursor was.
  const start = digits.length === CODE_LENGTH ? 0 : Math.min(index, code.length);
  const next = (code.slice(0, start) + digits + code.slice(start + digits.length)).slice(0, CODE_LENGTH);
  return { code: next, focus: Math.min(start + digits.length, CODE_LENGTH - 1) };
}

/** Backspace in a box: clears that digit, or the one before when the box is empty. */
export function eraseDigit(code: string, index: number): { code: string; focus: number } {
  if (index < code.length) return { code: code.slice(0, index) + code.slice(index + 1), focus: index };
  const at = Math.max(Math.min(index, code.length) - 1, 0);
  return { code: code.slice(0, at) + code.slice(at + 1), focus: at };
}

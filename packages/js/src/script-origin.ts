/** The origin payframe.js was loaded from: the Payframe server the frames come from. */
export function currentScriptOrigin(): string | undefined {
  const script = typeof document === 'undefined' ? null : document.currentScript;
  if (!script || !(script instanceof HTMLScriptElement) || !script.src) return undefined;
  try {
    return new URL(script.src).origin;
  } catch {
    return undefined;
  }
}

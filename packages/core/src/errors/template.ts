/** Message templates name their parameters in braces: `You must pass in a clientSecret when calling {method}.` */
export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders from `params`; a placeholder without a value is left as written. */
export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { argumentNames } from './format.js';

/**
 * Every catalogue file of a folder (`<locale>.ts`, English aside), with its one exported
 * object: the checks below run over whatever catalogues exist, so a new locale is checked the
 * moment its file is added.
 */
export async function catalogueFiles(
  folder: string,
): Promise<{ locale: string; messages: Readonly<Record<string, string>> }[]> {
  const names = readdirSync(folder).filter((name) => /^[a-z]{2,3}(-[A-Za-z0-9]+)?\.ts$/.test(name));
  return Promise.all(
    names
      .filter((name) => name !== 'en.ts')
      .map(async (name) => {
        const module = (await import(join(folder, name))) as Record<string, unknown>;
        const objects = Object.values(module).filter((value) => typeof value === 'object' && value);
        if (objects.length !== 1) throw new Error(`${name} must export exactly one catalogue`);
        return { locale: name.slice(0, -3), messages: objects[0] as Record<string, string> };
      }),
  );
}

export const here = (url: string) => dirname(fileURLToPath(url));

/** A regional catalogue (fr-CA, pt-BR…) holds only what differs from its language's. */
export const isRegional = (locale: string) => locale.includes('-');

/**
 * What is wrong with a catalogue against the English one: missing ids (unless regional),
 * ids English does not have, empty texts, and texts whose arguments differ.
 */
export function catalogueProblems(
  locale: string,
  messages: Readonly<Record<string, string>>,
  english: Readonly<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  if (!isRegional(locale))
    for (const id of Object.keys(english)) if (!Object.hasOwn(messages, id)) problems.push(`missing ${id}`);
  for (const [id, text] of Object.entries(messages)) {
    const reference = english[id];
    if (reference === undefined) problems.push(`extra ${id}`);
    else if (text.trim() === '') problems.push(`empty ${id}`);
    else if (argumentNames(text).join() !== argumentNames(reference).join())
      problems.push(
        `arguments of ${id}: ${argumentNames(text).join()} for ${argumentNames(reference).join()}`,
      );
  }
  return problems;
}

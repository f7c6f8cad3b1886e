import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's folders import one way: entry → http → resources → routing → kernel → store,
 * db and vault. Resource folders may use one another but never in a circle. Files directly in
 * src/ (server.ts, routes.ts, cli.ts, config.ts, ...) are the entry, shown as `(root)`.
 */
const SRC = path.dirname(fileURLToPath(import.meta.url));

/** Higher ranks may import lower ones; every folder not named here is a resource (rank 2). */
const RANK: Record<string, number> = {
  '(root)': 5,
  testing: 5,
  http: 4,
  // The dashboard's HTTP face calls the API's routes as the http layer does.
  dashboard: 4,
  routing: 1,
  kernel: 0,
  store: -1,
  db: -1,
  vault: -1,
};
const RESOURCE_RANK = 2;

const rankOf = (folder: string) => RANK[folder] ?? RESOURCE_RANK;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = entry.name.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

function folderOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  return parts.length === 1 ? '(root)' : parts[0]!;
}

/** Every relative import (static, dynamic, type-only and re-export) between two folders. */
function folderImports(files: readonly string[]): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    const from = folderOf(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName.replace(/\.js$/, '.ts'));
      const to = folderOf(target);
      if (to === from) continue;
      const targets = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, targets);
      targets.set(to, [...(targets.get(to) ?? []), path.relative(SRC, file)]);
    }
  }
  return graph;
}

/** The groups of folders that import each other in a circle (Tarjan's strongly connected components). */
function folderCycles(graph: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** `from -> to (files)` for every import that goes up a layer or across two that are not resources. */
function upwardImports(
  graph: Map<string, Map<string, string[]>>,
  only?: (from: string) => boolean,
): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    if (only && !only(from)) continue;
    for (const [to, files] of targets) {
      const bothResources = rankOf(from) === RESOURCE_RANK && rankOf(to) === RESOURCE_RANK;
      const bothEntry = rankOf(from) === RANK['(root)'] && rankOf(to) === RANK['(root)'];
      const bothBase = rankOf(from) < 0 && rankOf(to) < 0;
      if (rankOf(from) > rankOf(to) || bothResources || bothEntry || bothBase) continue;
      found.push(`${from} -> ${to} (${[...new Set(files)].join(', ')})`);
    }
  }
  return found.sort();
}

describe('server architecture', () => {
  const graph = folderImports(sourceFiles(SRC));

  it('reads the import graph', () => {
    expect(graph.get('http')?.has('kernel')).toBe(true);
    expect(graph.get('payment-intents')?.has('charges')).toBe(true);
  });

  it('has no cycle between folders', () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  it('keeps the kernel and the store free of HTTP and of resources', () => {
    const low = new Set(['kernel', 'store', 'db', 'vault']);
    expect(upwardImports(graph, (from) => low.has(from))).toEqual([]);
    for (const folder of low) {
      const targets = [...(graph.get(folder)?.keys() ?? [])];
      expect(targets.filter((to) => !low.has(to) || rankOf(to) > rankOf(folder))).toEqual([]);
    }
  });

  it('imports only downwards: entry, http, resources, routing, kernel, store', () => {
    expect(upwardImports(graph)).toEqual([]);
  });
});

#!/usr/bin/env node
// Installed from the package, the CLI runs the built JavaScript in dist/ with plain node.
// In a checkout of the repository (src/ beside this file) it runs the TypeScript sources
// through tsx, so a fresh clone needs no build step: workspace packages export their sources
// under the "source" condition, so node is re-run with it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const sources = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

if (!existsSync(sources)) {
  const { main } = await import('../dist/cli.js');
  await main(process.argv.slice(2));
} else if (process.execArgv.includes('--conditions=source')) {
  const { main } = await import('../src/cli.ts');
  await main(process.argv.slice(2));
} else {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', ...process.execArgv, self, ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}

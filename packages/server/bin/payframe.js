#!/usr/bin/env node
// The CLI runs the TypeScript sources through tsx, so a fresh clone needs no build step.
// Workspace packages export their sources under the "source" condition; re-run node with it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ready = process.execArgv.includes('--conditions=source');
if (ready) {
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

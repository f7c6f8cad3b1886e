import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The container files cannot be built where there is no container runtime: these checks read
 * them and hold them to the repository (scripts, files and routes they name exist).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const scriptsOf = (dir: string): Record<string, string> =>
  JSON.parse(read(path.join(dir, 'package.json'))).scripts ?? {};
const WORKSPACES: Record<string, string> = {
  '@payframe/core': 'packages/core',
  '@payframe/server': 'packages/server',
  '@payframe/js': 'packages/js',
  '@payframe/frames': 'packages/frames',
  '@payframe/react': 'packages/react',
};

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));

  it('builds in one stage and runs on a slim Node 20 as a non-root user', () => {
    const froms = instructions.filter((line) => line.startsWith('FROM '));
    expect(froms).toEqual(['FROM node:20-slim AS build', 'FROM node:20-slim']);
    const runStage = instructions.slice(instructions.indexOf('FROM node:20-slim'));
    const user = runStage.findIndex((line) => line.startsWith('USER '));
    expect(runStage[user]).toBe('USER node');
    expect(user).toBeLessThan(runStage.findIndex((line) => line.startsWith('CMD ')));
    expect(dockerfile).toMatch(/RUN npm ci\b/);
    expect(dockerfile).toContain('HOST=0.0.0.0');
  });

  it('names npm scripts that exist, in the packages that have them', () => {
    const runs = [...dockerfile.matchAll(/npm run (\S+)(?: -w (\S+))?/g)];
    expect(runs.length).toBeGreaterThan(0);
    for (const [, script, workspace] of runs) {
      const dir = workspace ? WORKSPACES[workspace] : '.';
      expect(dir, `workspace ${workspace}`).toBeDefined();
      expect(scriptsOf(dir!), `${script} in ${dir}`).toHaveProperty(script!);
    }
  });

  it('copies package manifests that exist, and copies every workspace manifest before npm ci', () => {
    for (const [, source] of dockerfile.matchAll(/^COPY (?:--from=build \/app\/)?(\S+) \S+$/gm)) {
      if (source === '.' || source!.endsWith('/dist') || source === 'node_modules') continue;
      expect(existsSync(path.join(ROOT, source!)), source).toBe(true);
    }
    const workspaces: string[] = JSON.parse(read('package.json')).workspaces;
    const beforeInstall = dockerfile.slice(0, dockerfile.indexOf('RUN npm ci'));
    for (const dir of workspaces) expect(beforeInstall).toContain(`COPY ${dir}/package.json ${dir}/`);
  });

  it('starts the built server with the CLI, which runs dist/ when there are no sources, and checks /healthz', () => {
    expect(dockerfile).toContain('CMD ["node", "packages/server/bin/payframe.js", "start"]');
    const bin = read('packages/server/bin/payframe.js');
    expect(bin).toContain("import('../dist/cli.js')");
    expect(dockerfile).toMatch(/HEALTHCHECK [^\n]*\n?.*\/healthz/);
  });

  it('leaves dependencies, builds and local data out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.payframe', '.git', '.env'])
      expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');

  it('is indented with spaces only', () => {
    expect(compose).not.toContain('\t');
    for (const line of compose.split('\n')) expect(line.match(/^ */)![0].length % 2).toBe(0);
  });

  it('runs the server on its PostgreSQL, waiting for it, and requires the encryption key', () => {
    expect(compose).toMatch(/^services:\n {2}db:\n {4}image: postgres:\d+/m);
    expect(compose).toMatch(/^ {2}payframe:\n {4}build: \.$/m);
    expect(compose).toMatch(/condition: service_healthy/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/payframe:\S+@db:5432\/payframe/);
    expect(compose).toMatch(/PAYFRAME_ENCRYPTION_KEY: \$\{PAYFRAME_ENCRYPTION_KEY:\?/);
    // Published on loopback only; PostgreSQL not at all.
    expect(compose).toContain('"127.0.0.1:4242:4242"');
    expect(compose.match(/ports:/g)).toHaveLength(1);
  });
});

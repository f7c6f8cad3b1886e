import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the built browser code lives: the merchant script and the frames app. */
export interface AssetRoots {
  /** The folder holding `payframe.js` (`@payframe/js`'s `dist/`). */
  js: string;
  /** The folder holding `frame.html` and `assets/` (`@payframe/frames`' `dist/`). */
  frames: string;
}

const require = createRequire(import.meta.url);

/** A dependency's `dist/`, found the way Node finds the package: in the workspace or in node_modules. */
function distOf(name: string): string {
  return path.join(path.dirname(require.resolve(`${name}/package.json`)), 'dist');
}

/**
 * The builds of the packages the server depends on. Resolved by package name rather than by a
 * path relative to this file, so the same code finds them in the monorepo (workspace links to
 * packages/js and packages/frames), from the built dist/, and in an installed node_modules tree.
 */
export function defaultAssetRoots(): AssetRoots {
  return { js: distOf('@payframe/js'), frames: distOf('@payframe/frames') };
}

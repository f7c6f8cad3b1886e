import { fileURLToPath } from 'node:url';

/** Where the built browser code lives: the merchant script and the frames app. */
export interface AssetRoots {
  /** The folder holding `payframe.js` (`packages/js/dist`). */
  js: string;
  /** The folder holding `frame.html` and `assets/` (`packages/frames/dist`). */
  frames: string;
}

/** The builds of the sibling workspaces (`npm run build` writes them). */
export function defaultAssetRoots(): AssetRoots {
  return {
    js: fileURLToPath(new URL('../../../js/dist/', import.meta.url)),
    frames: fileURLToPath(new URL('../../../frames/dist/', import.meta.url)),
  };
}

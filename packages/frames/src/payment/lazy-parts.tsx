import { type ComponentProps, lazy, Suspense } from 'react';
import type { LinkBelowCard as LinkBelowCardView } from './link/LinkBelowCard.js';
import type { LinkWallet as LinkWalletView } from './link/LinkWallet.js';
import type { SaveBox as SaveBoxView, SavedList as SavedListView } from './saved/SavedList.js';

/**
 * The Payment Element's parts that only some shoppers see: Link (its wallet, and the opt-in
 * under the card) and the customer's saved methods with the box to save one. Each is a chunk
 * loaded the first time it is drawn, so the frame's first load carries none of them; nothing is
 * drawn in its place for the moment it takes to arrive.
 */
const LazyLinkWallet = lazy(() =>
  import('./link/LinkWallet.js').then(({ LinkWallet }) => ({ default: LinkWallet })),
);
const LazyLinkBelowCard = lazy(() =>
  import('./link/LinkBelowCard.js').then(({ LinkBelowCard }) => ({ default: LinkBelowCard })),
);
const LazySavedList = lazy(() =>
  import('./saved/SavedList.js').then(({ SavedList }) => ({ default: SavedList })),
);
const LazySaveBox = lazy(() => import('./saved/SavedList.js').then(({ SaveBox }) => ({ default: SaveBox })));

export function LinkWallet(props: ComponentProps<typeof LinkWalletView>) {
  return (
    <Suspense fallback={null}>
      <LazyLinkWallet {...props} />
    </Suspense>
  );
}

export function LinkBelowCard(props: ComponentProps<typeof LinkBelowCardView>) {
  return (
    <Suspense fallback={null}>
      <LazyLinkBelowCard {...props} />
    </Suspense>
  );
}

export function SavedList(props: ComponentProps<typeof SavedListView>) {
  return (
    <Suspense fallback={null}>
      <LazySavedList {...props} />
    </Suspense>
  );
}

export function SaveBox(props: ComponentProps<typeof SaveBoxView>) {
  return (
    <Suspense fallback={null}>
      <LazySaveBox {...props} />
    </Suspense>
  );
}

/**
 * The buttons' rules, in the express chunk rather than the stylesheet every frame loads. The
 * colours are each brand's (set inline per button); the radius follows the appearance.
 */
export const EXPRESS_CSS = `
.ExpressButtons { width: 100%; }
.ExpressButton, .ExpressMore {
  display: flex; align-items: center; justify-content: center; gap: 6px;
  width: 100%; min-width: 0; padding: 0 12px; box-sizing: border-box;
  border-radius: var(--borderRadius, 4px); cursor: pointer;
  font: 500 15px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  white-space: nowrap; overflow: hidden;
}
.ExpressButton:hover:not(:disabled) { filter: brightness(0.95); }
.ExpressButton:focus-visible, .ExpressMore:focus-visible { outline: 2px solid #0570de; outline-offset: 2px; }
.ExpressButton:disabled { cursor: progress; opacity: 0.7; }
.ExpressButton svg { flex: none; }
.ExpressMore { background: #fff; color: #30313d; border: 1px solid #e6e6e6; }
.ExpressLoading {
  border-radius: var(--borderRadius, 4px);
  background: linear-gradient(90deg, #eceef2 25%, #f6f7f9 50%, #eceef2 75%);
  background-size: 200% 100%; animation: ExpressShimmer 1.2s infinite linear;
}
@keyframes ExpressShimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
`;

// jsdom has HTMLDialogElement but neither showModal() nor close(). These give the component tests what they
// observe in jsdom (the open state and the `close` event); the browser's own part (focus kept inside, the inert
// page, Escape, no scrolling behind) is tested in Chromium by the catalogue check (`test:e2e`).

/** Adds `showModal` and `close` to jsdom's HTMLDialogElement when it lacks them. */
export function installDialog() {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

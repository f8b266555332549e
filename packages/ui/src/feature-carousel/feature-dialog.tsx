import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FEATURES_EN } from '../messages/english/features';
import { useSectionMessages } from '../messages/section-messages';
import { FeatureImage } from './feature-image';
import type { FeatureItem } from './types';

/**
 * The expanded view of a feature: a native modal `<dialog>` (`showModal()`), labelled by the feature's title.
 * The browser keeps focus inside, makes the page behind it inert for pointers, keyboards and assistive
 * technology, and closes it on Escape; the stylesheet stops the page from scrolling behind it. Focus starts on
 * the close button; Escape, the close button or a press on the backdrop close it and then call `onClose`, where
 * the opener puts focus back. Rendered into `document.body`; it only exists after a user's tap, never on the server.
 */
export function FeatureDialog({ item, onClose }: { item: FeatureItem; onClose: () => void }) {
  const messages = useSectionMessages('features', FEATURES_EN);
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    // Open already when an effect runs twice (React's strict mode). No cleanup: removing an open dialog from the
    // document ends its modal state, and a close() there would send a `close` event for a dialog that is gone.
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // showModal focuses the first focusable element; say which one, so a later element cannot take its place.
    closeRef.current?.focus();
  }, []);

  return createPortal(
    // The dialog box itself has no padding and its content fills it, so a click whose target is the <dialog>
    // element landed on its ::backdrop: a pointer shortcut next to Escape and the close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape, handled by the browser.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="sc-feature-dialog"
      // Every way out closes the dialog natively first (Escape does so itself): the page stops being inert, so
      // the owner can move focus back to the opener when the `close` event tells it, and then unmounts it.
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="sc-feature-dialog__content">
        <div className="sc-feature-dialog__media" style={{ background: item.gradient }}>
          <FeatureImage item={item} className="sc-feature-dialog__image" />
        </div>
        <h2 id={titleId} className="sc-feature-dialog__title">
          {item.title}
        </h2>
        <p id={descriptionId} className="sc-feature-dialog__description">
          {item.description}
        </p>
        <button
          ref={closeRef}
          type="button"
          className="sc-feature-dialog__close"
          onClick={() => dialogRef.current?.close()}
        >
          <svg className="sc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
          {messages.close}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}

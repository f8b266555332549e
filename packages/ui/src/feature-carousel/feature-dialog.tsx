import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FeatureImage } from './feature-image';
import type { FeatureItem } from './types';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The expanded view of a feature: a modal dialog labelled by the feature's title. Focus starts on the close
 * button and stays inside; Escape, the close button or a press on the backdrop call `onClose`, and the opener
 * puts focus back. Rendered into `document.body` so no transformed ancestor can clip the fixed overlay; it only
 * exists after a user's tap, never on the server.
 */
export function FeatureDialog({ item, onClose }: { item: FeatureItem; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    closeRef.current?.focus();
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onCloseRef.current();
    }
    document.addEventListener('keydown', onKeyDown);
    // The page behind a modal must not scroll under the user's finger.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, []);

  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a pointer shortcut; Escape and the close button are the accessible ways out.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above, Escape is handled on the document.
    <div
      className="sc-feature-dialog__backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="sc-feature-dialog"
        onKeyDown={trapFocus}
      >
        <div className="sc-feature-dialog__media" style={{ background: item.gradient }}>
          <FeatureImage item={item} className="sc-feature-dialog__image" />
        </div>
        <h2 id={titleId} className="sc-feature-dialog__title">
          {item.title}
        </h2>
        <p id={descriptionId} className="sc-feature-dialog__description">
          {item.description}
        </p>
        <button ref={closeRef} type="button" className="sc-feature-dialog__close" onClick={onClose}>
          <svg className="sc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
          Close
        </button>
      </div>
    </div>,
    document.body,
  );
}

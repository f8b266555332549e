import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { arrowKeyTarget } from '../utils/arrow-keys';

/** One tab: its id (the value), the label of its tab and the content of its panel. */
export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** The selected tab's id, for a controlled component; pair it with `onValueChange`. */
  value?: string;
  /** The tab selected first when uncontrolled; the first tab by default. */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel ids (`{idPrefix}-tab-{id}`, `{idPrefix}-panel-{id}`); generated when absent. */
  idPrefix?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs and select them, Home and End go to the
 * first and last. Every panel is rendered (the hidden ones with `hidden`), so all content is in the server HTML.
 *
 * @example
 * <Tabs
 *   label="Legal documents"
 *   tabs={[
 *     { id: 'privacy', label: 'Privacy Policy', content: <PrivacyPolicy /> },
 *     { id: 'eula', label: 'EULA', content: <Eula /> },
 *   ]}
 * />
 */
export function Tabs({ tabs, value, defaultValue, onValueChange, label, idPrefix }: TabsProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const requested = value ?? uncontrolled;
  const selected = tabs.some((tab) => tab.id === requested) ? requested : tabs[0]?.id;

  function select(id: string) {
    if (value === undefined) setUncontrolled(id);
    if (id !== selected) onValueChange?.(id);
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const target = arrowKeyTarget(event, index, tabs.length);
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    select(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  return (
    <div className="sc-tabs">
      <div role="tablist" aria-label={label} className="sc-tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${tab.id}`}
              className="sc-tabs__tab"
              aria-selected={isSelected}
              aria-controls={`${prefix}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}-panel-${tab.id}`}
          className="sc-tabs__panel"
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes a panel focusable so keyboard users reach panels that start with text.
          tabIndex={0}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

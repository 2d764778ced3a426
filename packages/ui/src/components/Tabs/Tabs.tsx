import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import * as styles from './Tabs.css';

/** `automatic`: arrow keys select as they move. `manual`: arrows move, Enter or Space selects (for costly panels). */
export const tabsActivationModes = ['automatic', 'manual'] as const;

/** One tab and its panel. */
export interface TabItem {
  /** Stable id; also the value of `value` / `onValueChange`. */
  id: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Shown but cannot be selected; the arrow keys skip it. */
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. "Machine details". */
  label: string;
  /** The tabs, in order. */
  tabs: readonly TabItem[];
  /** The selected tab's id, when the caller owns it. */
  value?: string;
  /** The tab selected first; the first enabled tab by default. */
  defaultValue?: string;
  /** Called with the newly selected tab's id. */
  onValueChange?: (id: string) => void;
  /**
   * `automatic`: arrow keys select as they move. `manual`: arrows move, Enter or Space selects (for costly
   * panels).
   * @default 'automatic'
   */
  activationMode?: (typeof tabsActivationModes)[number];
}

/**
 * Views of one record that the user switches between in place: Radix Tabs, a labelled tab list (arrows, Home
 * and End move between tabs) and one panel per tab.
 */
export function Tabs({
  label,
  tabs,
  value,
  defaultValue = tabs.find((tab) => !tab.disabled)?.id,
  onValueChange,
  activationMode = 'automatic',
}: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id} disabled={tab.disabled} className={styles.tab}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.id} value={tab.id} className={styles.panel}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

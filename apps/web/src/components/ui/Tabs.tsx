import type { Key, ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  /** A tab that is a route: pressing it navigates (the URL then selects it). */
  href?: string;
}

export interface TabsProps {
  label: string;
  items: readonly TabItem[];
  selectedKey: string | null;
  onSelectionChange?: (key: string) => void;
  /** The selected tab's content. */
  children: ReactNode;
  variant?: 'pill' | 'line';
}

/** Pill tabs (SPEC §2 model report): one panel, holding the selected tab's content. */
export function Tabs({
  label,
  items,
  selectedKey,
  onSelectionChange,
  children,
  variant = 'pill',
}: TabsProps) {
  return (
    <AriaTabs
      className={`rl-tabs rl-tabs--${variant}`}
      selectedKey={selectedKey ?? undefined}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
    >
      <AriaTabList aria-label={label} className="rl-tabs__list" items={items}>
        {(item) => (
          <AriaTab id={item.id} href={item.href} className="rl-tabs__tab">
            {item.label}
          </AriaTab>
        )}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel key={item.id} id={item.id} className="rl-tabs__panel">
          {item.id === selectedKey ? children : null}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}

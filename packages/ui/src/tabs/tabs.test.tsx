import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { type TabItem, Tabs } from './tabs';

const tabs: TabItem[] = [
  { id: 'privacy', label: 'Privacy Policy', content: <p>We keep location only during an activity.</p> },
  { id: 'eula', label: 'EULA', content: <p>Last updated August 24 2024.</p> },
  { id: 'optin', label: 'Opt-in Policy', content: <p>You agree to receive emergency alerts.</p> },
];

function ControlledTabs() {
  const [tab, setTab] = useState('privacy');
  return <Tabs tabs={tabs} label="Legal documents" value={tab} onValueChange={setTab} />;
}

function selectedTab() {
  return screen.getByRole('tab', { selected: true });
}

describe('Tabs', () => {
  it('renders a labelled tab list with one tab per item, the first selected', () => {
    render(<Tabs tabs={tabs} label="Legal documents" />);
    expect(screen.getByRole('tablist', { name: 'Legal documents' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Privacy Policy',
      'EULA',
      'Opt-in Policy',
    ]);
    expect(selectedTab()).toHaveAccessibleName('Privacy Policy');
    expect(screen.getByRole('tabpanel', { name: 'Privacy Policy' })).toHaveTextContent('location only');
  });

  it('wires each tab to its panel and keeps only the selected panel visible', () => {
    render(<Tabs tabs={tabs} label="Legal documents" idPrefix="legal" />);
    for (const item of tabs) {
      const tab = screen.getByRole('tab', { name: item.label });
      expect(tab).toHaveAttribute('id', `legal-tab-${item.id}`);
      expect(tab).toHaveAttribute('aria-controls', `legal-panel-${item.id}`);
      const panel = document.getElementById(`legal-panel-${item.id}`);
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', `legal-tab-${item.id}`);
    }
    expect(document.getElementById('legal-panel-privacy')).toBeVisible();
    expect(document.getElementById('legal-panel-eula')).not.toBeVisible();
    expect(document.getElementById('legal-panel-optin')).not.toBeVisible();
  });

  it('uses a roving tabindex: only the selected tab is in the tab order', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Legal documents" defaultValue="eula" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'EULA' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'EULA' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Legal documents" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'EULA' })).toHaveFocus();
    expect(selectedTab()).toHaveAccessibleName('EULA');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('August 24 2024');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()).toHaveAccessibleName('Privacy Policy');
    expect(selectedTab()).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveAccessibleName('Opt-in Policy');
    expect(selectedTab()).toHaveFocus();
  });

  it('in a right-to-left page, where the tabs run from the right, ArrowLeft goes to the next', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Tabs tabs={tabs} label="Legal documents" />
      </div>,
    );
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveAccessibleName('EULA');
    expect(selectedTab()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveAccessibleName('Privacy Policy');
  });

  it('goes to the first tab with Home and the last with End', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Legal documents" defaultValue="eula" />);
    await user.tab();
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveAccessibleName('Opt-in Policy');
    expect(selectedTab()).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveAccessibleName('Privacy Policy');
    expect(selectedTab()).toHaveFocus();
  });

  it('selects a tab on click and reports the change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs tabs={tabs} label="Legal documents" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Opt-in Policy' }));
    expect(selectedTab()).toHaveAccessibleName('Opt-in Policy');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('optin');

    await user.click(screen.getByRole('tab', { name: 'Opt-in Policy' }));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('follows `value` when controlled and only asks for changes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs tabs={tabs} label="Legal documents" value="eula" onValueChange={onValueChange} />,
    );
    expect(selectedTab()).toHaveAccessibleName('EULA');

    await user.click(screen.getByRole('tab', { name: 'Opt-in Policy' }));
    expect(onValueChange).toHaveBeenCalledWith('optin');
    expect(selectedTab()).toHaveAccessibleName('EULA');

    rerender(<Tabs tabs={tabs} label="Legal documents" value="optin" onValueChange={onValueChange} />);
    expect(selectedTab()).toHaveAccessibleName('Opt-in Policy');
  });

  it('works controlled by a parent through the keyboard', async () => {
    const user = userEvent.setup();
    render(<ControlledTabs />);
    await user.tab();
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveAccessibleName('Opt-in Policy');
    expect(selectedTab()).toHaveFocus();
  });

  it('falls back to the first tab for an unknown value', () => {
    render(<Tabs tabs={tabs} label="Legal documents" defaultValue="missing" />);
    expect(selectedTab()).toHaveAccessibleName('Privacy Policy');
  });

  it('has no axe violations with each tab selected', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tabs tabs={tabs} label="Legal documents" />);
    for (const item of tabs) {
      await user.click(screen.getByRole('tab', { name: item.label }));
      expect(selectedTab()).toHaveAccessibleName(item.label);
      await expectNoAxeViolations(container);
    }
  });
});

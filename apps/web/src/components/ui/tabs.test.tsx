import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const items = [
  { id: 'a', label: 'Alpha', panel: <p>Alpha panel</p> },
  { id: 'b', label: 'Beta', panel: <p>Beta panel</p> },
  { id: 'c', label: 'Gamma', panel: <p>Gamma panel</p> },
];

describe('Tabs', () => {
  it('wires tabs and panels with their roles and one tab stop', () => {
    render(<Tabs label="Products" items={items} defaultTab="b" />);
    expect(screen.getByRole('tablist', { name: 'Products' })).toBeTruthy();
    const beta = screen.getByRole('tab', { name: 'Beta' });
    expect(beta.getAttribute('aria-selected')).toBe('true');
    expect(beta.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Alpha' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'Beta' });
    expect(panel.id).toBe(beta.getAttribute('aria-controls'));
    expect(panel.textContent).toBe('Beta panel');
  });

  it('moves with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Products" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Alpha' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Gamma' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Gamma panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alpha', selected: true })).toBeTruthy();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Gamma', selected: true })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Alpha panel');
  });
});

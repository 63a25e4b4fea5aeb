import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { PAGES } from '../../../lib/site-paths.ts';
import { ensureI18n } from '../../../test/render-app.tsx';
import { PayNowSlot, type RepaymentScheduleHandle, SettleEarlySlot } from './pay-now-slot.tsx';

beforeAll(async () => {
  await ensureI18n();
  await loadJourneyCatalog();
});

function renderSlot(path: string, handle: RepaymentScheduleHandle | undefined, owing = true) {
  const router = createMemoryRouter([{ path: '/*', handle, Component: () => <PayNowSlot owing={owing} /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

describe("the schedule's 'Pay now'", () => {
  it('leads to the page the route names, under the current base', () => {
    renderSlot('/islamic/repayment-schedule', { payInstalmentPage: PAGES.contact });
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/islamic/contact-us');
  });

  it('is not shown while no page to pay on is routed, nor when nothing is owed', () => {
    const { unmount } = renderSlot('/repayment-schedule', { payInstalmentPage: null });
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderSlot('/repayment-schedule', undefined);
    expect(screen.queryByRole('link')).toBeNull();
    renderSlot('/repayment-schedule', { payInstalmentPage: PAGES.contact }, false);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

function renderSettleEarly(path: string, handle: RepaymentScheduleHandle, settleable: boolean) {
  const router = createMemoryRouter(
    [{ path: '/*', handle, Component: () => <SettleEarlySlot settleable={settleable} /> }],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe("the schedule's 'Settle early'", () => {
  it('leads to the early settlement page under the current base, keeping the account named', () => {
    renderSettleEarly(
      '/islamic/repayment-schedule?agreementNo=SKF-2026-000007',
      { payInstalmentPage: PAGES.payInstalmentNow, earlySettlementPage: PAGES.earlySettlement },
      true,
    );
    expect(screen.getByRole('link', { name: 'Settle early' }).getAttribute('href')).toBe(
      '/islamic/early-settlement?agreementNo=SKF-2026-000007',
    );
  });

  it('is not shown for an account that is not active or owes nothing, nor without the page', () => {
    const { unmount } = renderSettleEarly(
      '/repayment-schedule',
      { payInstalmentPage: null, earlySettlementPage: PAGES.earlySettlement },
      false,
    );
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderSettleEarly('/repayment-schedule', { payInstalmentPage: null }, true);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

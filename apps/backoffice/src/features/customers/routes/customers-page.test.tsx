import { BACKOFFICE_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { APPLICATION_ID, logInAs, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('the customer look-up', () => {
  it('finds customers and links their latest application', async () => {
    const admin = logInAs(['admin']);
    const api = fakeApi({
      ...sessionAnswers(admin),
      [`GET ${BACKOFFICE_PATHS.users}`]: ok([
        {
          id: '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d',
          fullName: 'Aisyah binti Ahmad',
          organizationType: 'INDIVIDUAL',
          phoneNo: '0123000001',
          email: 'aisyah@example.com',
          nricMasked: '********5566',
          latestApplicationId: APPLICATION_ID,
          latestApplicationNo: 'SK-2026-000123',
          latestApplicationStatus: 'PENDING',
        },
      ]),
    });
    const { user, currentPath } = await renderApp('/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeTruthy();
    expect(api.to(BACKOFFICE_PATHS.users)).toHaveLength(0);

    await user.type(screen.getByRole('searchbox'), 'aisyah');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Customers found' });
    expect(api.to(BACKOFFICE_PATHS.users)[0]?.query.get('q')).toBe('aisyah');
    expect(currentPath()).toBe('/customers?q=aisyah');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('Individual');
    expect(row.textContent).toContain('********5566');
    expect(row.textContent).toContain('Pending verification');

    await user.click(within(row).getByRole('link', { name: 'SK-2026-000123' }));
    await waitFor(() => expect(currentPath()).toBe(`/applications/${APPLICATION_ID}`));
  });
});

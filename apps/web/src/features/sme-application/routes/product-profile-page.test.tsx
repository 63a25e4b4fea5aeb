import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { SME_APPLICATION_PATHS } from '@sinar/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { renderApp } from '../../../test/render-app.tsx';
import { logInAsPartner, smeApi, smeApplication } from '../components/test-fixtures.ts';

describe('the loan details (product profile)', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAsPartner();
  });

  it('recomputes the maximum on every tenure change and checks it with the server', async () => {
    const server = smeApi(smeApplication());
    const { user, container } = await renderApp('/smeApplication/product-profile');
    // RM2,100.00 a month of average commission: 24 months come to RM50,400, rounded down to RM50,000.
    expect((await screen.findByRole('definition', { name: 'Your maximum for 24 months' })).textContent).toBe(
      'RM50,000',
    );
    expect(await screen.findByText('Server: up to 50000 over 24 months')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tenure' }), '7');
    // 7 x RM2,100 = RM14,700: RM14,000, shown at once from the domain's function.
    expect(screen.getByRole('definition', { name: 'Your maximum for 7 months' }).textContent).toBe(
      'RM14,000',
    );
    expect(await screen.findByText('Server: up to 14000 over 7 months')).toBeTruthy();
    const asked = server
      .to(SME_APPLICATION_PATHS.smeProductProfile)
      .map((request) => (request.body as { tenureMonths: number }).tenureMonths);
    expect(asked).toEqual([24, 7]);

    // The amount goes in RM1,000 steps within the maximum; the instalment follows the rate.
    const amount = screen.getByRole('textbox', { name: 'Loan amount (RM)' });
    await user.type(amount, '15000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for the loan' }), '1');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please enter an amount from RM3,000 to RM14,000')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount);
    await user.type(amount, '14000');
    // (RM14,000 + 12% a year over 7 months, RM980) / 7 = RM2,140.00.
    expect(screen.getByRole('definition', { name: 'Estimated monthly instalment' }).textContent).toBe(
      'RM2,140.00',
    );
    expect(screen.getByRole('definition', { name: 'Interest rate' }).textContent).toBe('12% a year (flat)');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('saves the loan details to the draft and goes on to the first sub-form of the partner type', async () => {
    const server = smeApi(smeApplication());
    const { user, router } = await renderApp('/smeApplication/product-profile');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tenure' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Loan amount (RM)' }), '20000');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Reason for the loan' })).toHaveProperty('disabled', false),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason for the loan' }), '2');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smeApplication/company-details'));
    const saved = server.to(SME_APPLICATION_PATHS.draft).at(-1)?.body;
    expect(saved).toEqual({
      id: smeApplication().id,
      form: { tenureMonths: 12, amountSen: 2_000_000, smeLoanReasonId: '2' },
    });
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

/** The value a figure list shows for a label: values are named by their labels (aria-labelledby). */
const figure = (name: string) => screen.getByRole('definition', { name }).textContent;

async function chooseTerms(amountRinggit: number, months: number) {
  fireEvent.change(await screen.findByRole('slider', { name: /amount/i }), {
    target: { value: String(amountRinggit) },
  });
  fireEvent.change(screen.getByRole('slider', { name: /tenure|tempoh/i }), {
    target: { value: String(months) },
  });
}

describe('the repayment simulator', () => {
  it('shows the figures of RM1,000 over 6 months', async () => {
    await renderApp('/simulator');
    await chooseTerms(1000, 6);

    expect(screen.getByRole('slider', { name: 'Loan amount' }).getAttribute('aria-valuetext')).toBe(
      'RM1,000',
    );
    expect(screen.getByRole('slider', { name: 'Tenure' }).getAttribute('aria-valuetext')).toBe('6 months');
    expect(figure('Estimated monthly instalment')).toBe('RM181.67');
    expect(figure('Last instalment')).toBe('RM181.65');
    expect(figure('Total interest')).toBe('RM90.00');
    expect(figure('Total repayment')).toBe('RM1,090.00');
    expect(figure('Stamp duty')).toBe('RM5.00');
    expect(figure('Processing fee (inclusive of SST)')).toBe('RM50.00');
    expect(screen.queryByRole('definition', { name: 'Wakalah fee' })).toBeNull();
    expect(figure('Net amount received')).toBe('RM945.00');

    const schedule = screen.getByRole('table', { name: 'Repayment Schedule' });
    const rows = within(schedule).getAllByRole('row');
    expect(rows).toHaveLength(1 + 6 + 1);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', expect.any(String), 'RM181.67', 'RM166.67', 'RM15.00', 'RM908.33']);
    expect(within(rows[6] as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe('RM181.65');
    expect(within(rows[7] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('RM1,090.00');
  });

  it('uses the Islamic wording and fees under /islamic', async () => {
    await renderApp('/islamic/simulator?amount=1000&tenure=6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Simulator' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Financing amount' })).toBeTruthy();
    expect(figure('Expected monthly payment')).toBe('RM181.67');
    expect(figure('Last payment')).toBe('RM181.65');
    expect(figure('Total profit')).toBe('RM90.00');
    expect(figure('Total payment')).toBe('RM1,090.00');
    expect(figure('Processing fee (inclusive of SST)')).toBe('RM30.00');
    expect(figure('Wakalah fee')).toBe('RM20.00');
    expect(figure('Net amount received')).toBe('RM945.00');
    expect(screen.getByRole('table', { name: 'Payment Schedule' })).toBeTruthy();
    expect(screen.queryByText('Estimated monthly instalment')).toBeNull();
    expect(screen.queryByText('Repayment Schedule')).toBeNull();
  });

  it('follows the sliders: RM10,000 over 24 months', async () => {
    await renderApp('/sinar-kredit/simulator');
    await chooseTerms(10_000, 24);
    // 10,000 x 24 x 1.5% = 3,600 interest; 13,600 / 24 = 566.666... -> 566.67, last 566.59.
    expect(figure('Estimated monthly instalment')).toBe('RM566.67');
    expect(figure('Last instalment')).toBe('RM566.59');
    expect(figure('Total repayment')).toBe('RM13,600.00');
    expect(figure('Net amount received')).toBe('RM9,900.00');
  });
});

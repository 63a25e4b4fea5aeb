import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureI18n } from '../test/render-app.tsx';
import { productName } from './product-name.ts';
import { useT } from './use-t.ts';

function Wording() {
  const { t } = useT();
  return (
    <ul>
      <li>{t('loan.monthlyInstalment')}</li>
      <li>{t('loan.repaymentSchedule')}</li>
      <li>{t('loan.stampDuty')}</li>
      <li>{productName(t, 'conventional')}</li>
      <li>{t('loan.tenureMonths', { count: 12 })}</li>
    </ul>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Wording />
    </MemoryRouter>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('useT', () => {
  beforeAll(() => ensureI18n());

  it('reads the conventional wording at the root and under the brand prefix', () => {
    const expected = [
      'Estimated monthly instalment',
      'Repayment Schedule',
      'Stamp duty',
      'Personal Loan',
      '12 months',
    ];
    expect(renderAt('/simulator')).toEqual(expected);
  });

  it('reads the same under the conventional brand prefix', () => {
    expect(renderAt('/sinar-kredit/faq')[0]).toBe('Estimated monthly instalment');
  });

  it("reads a key's Islamic twin under /islamic, and the plain key where there is none", () => {
    expect(renderAt('/islamic/simulator')).toEqual([
      'Expected monthly payment',
      'Payment Schedule',
      'Stamp duty',
      'Personal Loan',
      '12 months',
    ]);
  });
});

import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  AGREEMENT_BACKOFFICE_PATHS,
  type OfficerAgreement,
  type OfficerCommodityTrade,
  sen,
} from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { APPLICATION_ID, logInAs, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const AGREEMENT_ID = '8d9e0f1a-2b3c-4d5e-9f6a-7b8c9d0e1f2a';
const CERTIFICATE_FILE = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** An Islamic financing of RM5,000 over 12 months: selling price RM5,900.00, RM4,925.00 paid out. */
function financing(): OfficerAgreement {
  return {
    agreement: {
      id: AGREEMENT_ID,
      agreementNo: 'SKF-2026-000002',
      product: 'INDIVIDUAL',
      applicationId: APPLICATION_ID,
      applicationNo: 'SK-2026-000124',
      company: 'islamic',
      status: 'PENDING_DISBURSEMENT',
      openedAt: '2026-11-18T03:00:00.000Z',
      updatedAt: '2026-11-21T03:00:00.000Z',
    },
    applicant: { id: '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d', fullName: 'Aisyah binti Ahmad' },
    terms: { approvedAmountSen: sen(500_000), tenureMonths: 12, annualRateBp: 1800, campaignCode: null },
    acceptedAt: '2026-11-18T04:00:00.000Z',
    figures: {
      monthlyInstalmentSen: sen(49_167),
      lastInstalmentSen: sen(49_163),
      totalInterestSen: sen(90_000),
      totalPayableSen: sen(590_000),
      stampDutySen: sen(2_500),
      processingFeeSen: sen(3_000),
      referralWaiverSen: sen(0),
      wakalahFeeSen: sen(2_000),
      totalPremiumSen: sen(0),
      totalDeductionsSen: sen(7_500),
      netAmountSen: sen(492_500),
    },
    protection: null,
    files: [
      {
        id: CERTIFICATE_FILE,
        kind: 'commoditytrade',
        fileName: 'SKF-2026-000002-trade-TC20261121000001.pdf',
        contentType: 'application/pdf',
        sizeBytes: 2_100,
        sha256: 'c'.repeat(64),
        createdAt: '2026-11-21T02:00:00.000Z',
        url: AGREEMENT_BACKOFFICE_PATHS.file(AGREEMENT_ID, CERTIFICATE_FILE),
        signature: null,
      },
    ],
    history: [],
    allowedEvents: ['prepareDisbursement'],
    stamping: null,
    mandate: null,
  };
}

function trade(changes: Partial<OfficerCommodityTrade> = {}): OfficerCommodityTrade {
  return {
    status: 'AGENCY_SALE_FAILED',
    costPriceSen: sen(500_000),
    sellingPriceSen: sen(590_000),
    proceedsSen: null,
    legs: [
      {
        leg: 'purchase',
        status: 'confirmed',
        placedAt: '2026-11-21T02:00:00.000Z',
        certificateNo: 'TC20261121000001',
        commodity: "Crude palm oil (CPO), Bursa Suq Al-Sila'",
        quantityKg: 1_190,
        priceSen: sen(500_000),
        seller: 'Sandbox Commodity Broker One Sdn Bhd',
        buyer: 'Sinar Kredit Sdn. Bhd.',
        executedAt: '2026-11-21T02:00:00.000Z',
        fileId: CERTIFICATE_FILE,
        failureReason: null,
      },
      {
        leg: 'agencySale',
        status: 'failed',
        placedAt: '2026-11-21T02:05:00.000Z',
        certificateNo: null,
        commodity: null,
        quantityKg: null,
        priceSen: null,
        seller: null,
        buyer: null,
        executedAt: null,
        fileId: null,
        failureReason: 'The broker could not fill the order at this price.',
      },
    ],
    ...changes,
  };
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe("an Islamic financing's commodity trade in the agreement view", () => {
  it('shows the prices and every leg with its certificate or its failure; the certificate is among the files', async () => {
    const who = logInAs(['verifier']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: ok(financing()),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.commodityTrade(AGREEMENT_ID)}`]: ok(trade()),
    });
    const { container } = await renderApp(`/agreements/${AGREEMENT_ID}`);
    const section = within(await screen.findByRole('region', { name: 'Commodity trade (tawarruq)' }));
    const legs = await section.findByRole('table', {
      name: 'The legs of the trade, in the order they were placed',
    });
    expect(fact('Trade status')).toBe('Sale to broker 2 failed');
    expect(fact('Cost price')).toBe('RM5,000.00');
    expect(fact('Selling price')).toBe('RM5,900.00');
    expect(
      within(legs)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [
          row.querySelector('th')?.textContent,
          ...within(row)
            .getAllByRole('cell')
            .slice(0, 4)
            .map((cell) => cell.textContent),
        ]),
    ).toEqual([
      ['Purchase from broker 1', 'Confirmed', 'TC20261121000001', '1,190 kg', 'RM5,000.00'],
      [
        'Sale to broker 2 as agent (wakalah)',
        'Failed: The broker could not fill the order at this price.',
        '-',
        '-',
        '-',
      ],
    ]);
    const files = within(screen.getByRole('region', { name: 'Files' }));
    expect(files.getByText('Commodity trade certificate')).toBeTruthy();
    // Only a disbursement officer requests a failed leg again.
    expect(section.queryByRole('button', { name: 'Request the failed leg again' })).toBeNull();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('lets a disbursement officer request the failed leg again with a remark', async () => {
    const who = logInAs(['disbursementOfficer']);
    let retried = false;
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: ok(financing()),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.commodityTrade(AGREEMENT_ID)}`]: () =>
        ok(trade(retried ? { status: 'SOLD_TO_CUSTOMER' } : {})),
      [`POST ${AGREEMENT_BACKOFFICE_PATHS.retryCommodityTrade(AGREEMENT_ID)}`]: () => {
        retried = true;
        return ok({
          message: 'The failed leg of the commodity trade is requested again.',
          agreement: financing(),
        });
      },
    });
    const { user, container } = await renderApp(`/agreements/${AGREEMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Request the failed leg again' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Request the failed leg of SKF-2026-000002 again',
    });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'Broker 2 has stock again');
    await user.click(within(dialog).getByRole('button', { name: 'Request again' }));
    expect(await screen.findByText('The failed leg of the commodity trade is requested again.')).toBeTruthy();
    expect(server.to(AGREEMENT_BACKOFFICE_PATHS.retryCommodityTrade(AGREEMENT_ID))[0]?.body).toEqual({
      remark: 'Broker 2 has stock again',
    });
    await waitFor(() => expect(fact('Trade status')).toBe('Sold to the customer; sale to broker 2 pending'));
  });

  it('shows a failed unwinding of a cancelled financing, and lets a disbursement officer request it again', async () => {
    const who = logInAs(['disbursementOfficer']);
    const cancelled: OfficerAgreement = {
      ...financing(),
      agreement: { ...financing().agreement, status: 'CANCELED' },
      allowedEvents: [],
    };
    const [purchase] = trade().legs;
    const unwinding = trade({
      status: 'UNWIND_FAILED',
      legs: [
        purchase as OfficerCommodityTrade['legs'][number],
        {
          leg: 'unwind',
          status: 'failed',
          placedAt: '2026-11-21T03:00:00.000Z',
          certificateNo: null,
          commodity: null,
          quantityKg: null,
          priceSen: null,
          seller: null,
          buyer: null,
          executedAt: null,
          fileId: null,
          failureReason: 'Broker 1 could not take the lot back at this price.',
        },
      ],
    });
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: ok(cancelled),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.commodityTrade(AGREEMENT_ID)}`]: ok(unwinding),
      [`POST ${AGREEMENT_BACKOFFICE_PATHS.retryCommodityTrade(AGREEMENT_ID)}`]: ok({
        message: 'The unwinding of the commodity trade is requested again.',
        agreement: cancelled,
      }),
    });
    const { user, container } = await renderApp(`/agreements/${AGREEMENT_ID}`);
    await waitFor(() => expect(fact('Trade status')).toBe('Unwinding failed: request it again'));
    const legs = screen.getByRole('table', { name: 'The legs of the trade, in the order they were placed' });
    expect(
      within(legs).getByText('Failed: Broker 1 could not take the lot back at this price.'),
    ).toBeTruthy();
    expect(within(legs).getByText('Unwinding: order cancelled or lot sold back to broker 1')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Request the unwinding again' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Request the unwinding of the trade of SKF-2026-000002 again',
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'Broker 1 has room again');
    await user.click(within(dialog).getByRole('button', { name: 'Request again' }));
    expect(await screen.findByText('The unwinding of the commodity trade is requested again.')).toBeTruthy();
    expect(server.to(AGREEMENT_BACKOFFICE_PATHS.retryCommodityTrade(AGREEMENT_ID))[0]?.body).toEqual({
      remark: 'Broker 1 has room again',
    });
  });

  it('says the trade has not started before the agreement is signed', async () => {
    const who = logInAs(['verifier']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: ok(financing()),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.commodityTrade(AGREEMENT_ID)}`]: {
        status: 404,
        body: { message: 'This agreement has no commodity trade.' },
      },
    });
    await renderApp(`/agreements/${AGREEMENT_ID}`);
    const section = within(await screen.findByRole('region', { name: 'Commodity trade (tawarruq)' }));
    expect(await section.findByText('Not started')).toBeTruthy();
  });
});

import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import {
  AGREEMENT_BACKOFFICE_PATHS,
  type AgreementList,
  type AgreementListItem,
  type OfficerAgreement,
  sen,
} from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { APPLICATION_ID, logInAs, sessionAnswers } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const AGREEMENT_ID = '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const SME_AGREEMENT_ID = '8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a';
const SME_APPLICATION_ID = '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b';

function item(changes: Partial<AgreementListItem> = {}): AgreementListItem {
  return {
    id: AGREEMENT_ID,
    agreementNo: 'SKL-2026-000001',
    product: 'INDIVIDUAL',
    applicationId: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    applicantName: 'Aisyah binti Ahmad',
    company: 'conventional',
    status: 'AWAITING_ATTESTATION',
    approvedAmountSen: sen(500_000),
    tenureMonths: 12,
    openedAt: '2026-11-21T03:00:00.000Z',
    updatedAt: '2026-11-21T04:30:00.000Z',
    attention: [],
    ...changes,
  };
}

/** An SME partner's RM8,000 loan, made from its SME application. */
function smeItem(changes: Partial<AgreementListItem> = {}): AgreementListItem {
  return item({
    id: SME_AGREEMENT_ID,
    agreementNo: 'SKS-2026-000002',
    product: 'SME',
    applicationId: SME_APPLICATION_ID,
    applicationNo: 'SME-2026-000045',
    applicantName: 'Chong Wei Liang',
    approvedAmountSen: sen(800_000),
    ...changes,
  });
}

function list(changes: Partial<AgreementList> = {}): AgreementList {
  return {
    counts: [
      { status: 'SUMMARY_PENDING', company: 'islamic', product: 'INDIVIDUAL', count: 2 },
      { status: 'AWAITING_ATTESTATION', company: 'conventional', product: 'INDIVIDUAL', count: 1 },
      { status: 'AWAITING_ATTESTATION', company: 'islamic', product: 'INDIVIDUAL', count: 3 },
      { status: 'AWAITING_ATTESTATION', company: 'conventional', product: 'SME', count: 4 },
    ],
    needsAttention: 0,
    items: [item()],
    total: 1,
    page: 1,
    pageSize: 25,
    ...changes,
  };
}

/** RM5,000 over 12 months accepted with insurance: RM64.80 deducted, RM15.00 commission for the lender. */
function agreementView(changes: Partial<OfficerAgreement> = {}): OfficerAgreement {
  return {
    agreement: {
      id: AGREEMENT_ID,
      agreementNo: 'SKL-2026-000001',
      product: 'INDIVIDUAL',
      applicationId: APPLICATION_ID,
      applicationNo: 'SK-2026-000123',
      company: 'conventional',
      status: 'AWAITING_ATTESTATION',
      openedAt: '2026-11-21T03:00:00.000Z',
      updatedAt: '2026-11-21T04:30:00.000Z',
    },
    applicant: { id: '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d', fullName: 'Aisyah binti Ahmad' },
    terms: { approvedAmountSen: sen(500_000), tenureMonths: 12, annualRateBp: 1800, campaignCode: null },
    acceptedAt: '2026-11-21T04:30:00.000Z',
    figures: {
      monthlyInstalmentSen: sen(49_167),
      lastInstalmentSen: sen(49_163),
      totalInterestSen: sen(90_000),
      totalPayableSen: sen(590_000),
      stampDutySen: sen(2_500),
      processingFeeSen: sen(3_000),
      referralWaiverSen: sen(0),
      wakalahFeeSen: sen(0),
      totalPremiumSen: sen(6_480),
      totalDeductionsSen: sen(11_980),
      netAmountSen: sen(488_020),
    },
    protection: {
      providerName: 'Perisai Insurance Berhad',
      grossRateBp: 120,
      grossPremiumSen: sen(6_000),
      serviceTaxSen: sen(480),
      totalPremiumSen: sen(6_480),
      agentCommissionSen: sen(1_500),
    },
    files: [],
    history: [
      {
        at: '2026-11-21T03:00:00.000Z',
        event: 'open',
        from: null,
        to: 'SUMMARY_PENDING',
        actorKind: 'system',
        actorName: null,
        actorRole: null,
        remark: null,
      },
      {
        at: '2026-11-21T04:30:00.000Z',
        event: 'acceptSummary',
        from: 'SUMMARY_PENDING',
        to: 'AWAITING_ATTESTATION',
        actorKind: 'applicant',
        actorName: null,
        actorRole: null,
        remark: null,
      },
    ],
    allowedEvents: [],
    stamping: null,
    mandate: null,
    ...changes,
  };
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the agreements page', () => {
  it('counts the agreements by status and product, each count opening its list, and lists them', async () => {
    const who = logInAs(['verifier']);
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreements}`]: ok(list()),
    });
    const { user, currentPath, container } = await renderApp('/agreements');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agreements' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Agreements' }).getAttribute('aria-current')).toBe('page');

    const counts = await screen.findByRole('table', { name: 'Agreements by status and product' });
    expect(
      within(counts)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Status', 'Individual conventional', 'Individual Islamic', 'SME', 'Staff', 'All products']);
    expect(
      within(counts)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Approved summary to accept02002', 'Awaiting attestation13408']);

    const table = screen.getByRole('table', { name: 'Agreements: All statuses, All products' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'SKL-2026-000001SK-2026-000123',
      'Aisyah binti Ahmad',
      'Individual',
      'Conventional',
      'Awaiting attestation',
      '',
      'RM5,000.00',
      '12 months',
      '21 Nov 2026',
      expect.stringContaining('21 Nov 2026'),
    ]);
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(
      within(counts).getByRole('link', { name: '3 agreements: Awaiting attestation, Individual Islamic' }),
    );
    await waitFor(() =>
      expect(currentPath()).toBe('/agreements?status=AWAITING_ATTESTATION&product=islamic'),
    );
    await waitFor(() =>
      expect(
        server.to(AGREEMENT_BACKOFFICE_PATHS.agreements).map((request) => Object.fromEntries(request.query)),
      ).toContainEqual(
        expect.objectContaining({
          status: 'AWAITING_ATTESTATION',
          product: 'INDIVIDUAL',
          company: 'islamic',
          page: '1',
        }),
      ),
    );
  });

  it('narrows the counts and the list to the product chosen, keeping it in the address', async () => {
    const who = logInAs(['verifier']);
    const sme = smeItem();
    // The server counts within the product filter; the fake answers as it would.
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreements}`]: (request) =>
        request.query.get('product') === 'SME'
          ? ok(
              list({
                counts: [
                  { status: 'AWAITING_ATTESTATION', company: 'conventional', product: 'SME', count: 4 },
                ],
                items: [sme],
              }),
            )
          : ok(list({ items: [sme, item()], total: 2 })),
    });
    const { user, currentPath, container } = await renderApp('/agreements');
    const counts = await screen.findByRole('table', { name: 'Agreements by status and product' });
    expect(within(counts).getAllByRole('row')).toHaveLength(3);

    const products = screen.getByRole('navigation', { name: 'Product' });
    expect(within(products).getByRole('link', { name: 'All products' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(products).getByRole('link', { name: 'SME' }));
    await waitFor(() => expect(currentPath()).toBe('/agreements?product=sme'));
    await waitFor(() =>
      expect(
        within(counts)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Status', 'SME']),
    );
    expect(
      within(counts)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Awaiting attestation4']);
    expect(within(products).getByRole('link', { name: 'SME' }).getAttribute('aria-current')).toBe('page');
    const table = screen.getByRole('table', { name: 'Agreements: All statuses, SME' });
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1);
    const { lang: _language, ...sent } = Object.fromEntries(
      server.to(AGREEMENT_BACKOFFICE_PATHS.agreements).at(-1)?.query ?? [],
    );
    expect(sent).toEqual({ product: 'SME', page: '1', pageSize: '25' });
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    // A count keeps the product: the status chosen within SME.
    await user.click(within(counts).getByRole('link', { name: '4 agreements: Awaiting attestation, SME' }));
    await waitFor(() => expect(currentPath()).toBe('/agreements?status=AWAITING_ATTESTATION&product=sme'));
    await user.click(within(products).getByRole('link', { name: 'All products' }));
    await waitFor(() => expect(currentPath()).toBe('/agreements?status=AWAITING_ATTESTATION'));
  });

  it('names the four products in Malay', async () => {
    const who = logInAs(['verifier']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreements}`]: ok(list()),
    });
    await renderApp('/agreements?product=staff&lang=ms');
    const products = await screen.findByRole('navigation', { name: 'Produk' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((link) => link.textContent)
        .slice(0, 5),
    ).toEqual(['Semua produk', 'Individu konvensional', 'Individu Islamik', 'PKS', 'Kakitangan']);
    expect(within(products).getByRole('link', { name: 'Kakitangan' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('marks the agreements that need an officer, and lists only them through its filter', async () => {
    const who = logInAs(['verifier']);
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreements}`]: ok(
        list({ needsAttention: 1, items: [item({ status: 'SIGNED', attention: ['stamping'] })] }),
      ),
    });
    const { user, currentPath, container } = await renderApp('/agreements');
    const table = await screen.findByRole('table', { name: 'Agreements: All statuses, All products' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row as HTMLElement).getByText('E-stamping needs an officer')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Needs attention (1)' }));
    await waitFor(() => expect(currentPath()).toBe('/agreements?attention=1'));
    await waitFor(() =>
      expect(
        server.to(AGREEMENT_BACKOFFICE_PATHS.agreements).map((request) => Object.fromEntries(request.query)),
      ).toContainEqual(expect.objectContaining({ needsAttention: 'true' })),
    );
    expect(
      await screen.findByRole('table', {
        name: 'Agreements: All statuses, All products, needing attention',
      }),
    ).toBeTruthy();
  });

  it('lists an SME agreement beside the individual’s, each with its loan and a link to its application', async () => {
    const who = logInAs(['disbursementOfficer']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreements}`]: ok(
        list({
          needsAttention: 1,
          items: [smeItem({ status: 'SIGNED', attention: ['stamping'] }), item()],
          total: 2,
        }),
      ),
    });
    const { user, currentPath, container } = await renderApp('/agreements');
    const table = await screen.findByRole('table', { name: 'Agreements: All statuses, All products' });
    const [smeRow, individualRow] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(
      within(smeRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual([
      'SKS-2026-000002SME-2026-000045',
      'Chong Wei Liang',
      'SME',
      'Conventional',
      'Agreement signed',
      'E-stamping needs an officer',
    ]);
    expect(
      within(smeRow as HTMLElement)
        .getByRole('link', { name: 'Application SME-2026-000045' })
        .getAttribute('href'),
    ).toBe(`/backoffice/sme/${SME_APPLICATION_ID}`);
    expect(within(individualRow as HTMLElement).getByRole('cell', { name: 'Individual' })).toBeTruthy();
    expect(
      within(individualRow as HTMLElement)
        .getByRole('link', { name: 'Application SK-2026-000123' })
        .getAttribute('href'),
    ).toBe(`/backoffice/applications/${APPLICATION_ID}`);
    expect(screen.getByRole('link', { name: 'Needs attention (1)' })).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(within(smeRow as HTMLElement).getByRole('link', { name: 'SKS-2026-000002' }));
    await waitFor(() => expect(currentPath()).toBe(`/agreements/${SME_AGREEMENT_ID}`));
  });

  it('says so when there is none', async () => {
    const who = logInAs(['disbursementOfficer']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreements}`]: ok(list({ counts: [], items: [], total: 0 })),
    });
    await renderApp('/agreements?status=DISBURSED');
    expect(await screen.findByText('No agreement here.')).toBeTruthy();
  });
});

describe('the agreement view', () => {
  it('shows the status, the terms, the accepted figures, the protection with the agent’s commission, and the history', async () => {
    const who = logInAs(['verifier']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: ok(agreementView()),
    });
    const { container } = await renderApp(`/agreements/${AGREEMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agreement SKL-2026-000001' })).toBeTruthy();
    expect(screen.getByText('Awaiting attestation', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Application SK-2026-000123' }).getAttribute('href')).toBe(
      `/backoffice/applications/${APPLICATION_ID}`,
    );
    expect(fact('Approved amount')).toBe('RM5,000.00');
    expect(fact('Rate per annum')).toBe('18%');
    expect(fact('Monthly instalment')).toBe('RM491.67');
    expect(fact('Last instalment')).toBe('RM491.63');
    expect(fact('Total payable (Islamic: selling price)')).toBe('RM5,900.00');
    expect(fact('Total deductions')).toBe('RM119.80');
    expect(fact('Net amount paid out')).toBe('RM4,880.20');
    expect(fact('Gross premium or contribution')).toBe('RM60.00');
    expect(fact('Service tax')).toBe('RM4.80');
    expect(fact('Agent commission (not shown to the customer)')).toBe('RM15.00');
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(
      history
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(1)
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['System', 'Opened on approval', 'Approved summary to accept', '-'],
      ['Applicant', 'Approved summary accepted', 'Approved summary to accept → Awaiting attestation', '-'],
    ]);
    expect(screen.getByText('No move is yours to take at this status.')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('leads an SME agreement to its SME application, naming its loan', async () => {
    const who = logInAs(['verifier']);
    const base = agreementView();
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(SME_AGREEMENT_ID)}`]: ok(
        agreementView({
          agreement: {
            ...base.agreement,
            id: SME_AGREEMENT_ID,
            agreementNo: 'SKS-2026-000002',
            product: 'SME',
            applicationId: SME_APPLICATION_ID,
            applicationNo: 'SME-2026-000045',
          },
          protection: null,
        }),
      ),
    });
    await renderApp(`/agreements/${SME_AGREEMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agreement SKS-2026-000002' })).toBeTruthy();
    expect(screen.getByText('SME', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Application SME-2026-000045' }).getAttribute('href')).toBe(
      `/backoffice/sme/${SME_APPLICATION_ID}`,
    );
  });

  it('lists the moves the server allows this officer, and says when no plan was taken', async () => {
    const who = logInAs(['admin']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: ok(
        agreementView({ protection: null, acceptedAt: null, allowedEvents: ['adminCancel'] }),
      ),
    });
    await renderApp(`/agreements/${AGREEMENT_ID}`);
    const moves = within(await screen.findByRole('region', { name: 'Your next moves' }));
    expect(moves.getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      'Cancelled by an admin',
    ]);
    expect(screen.getByText('No protection plan taken.')).toBeTruthy();
    expect(
      screen.getByText('The customer has not accepted the summary yet: the offer without protection.'),
    ).toBeTruthy();
  });

  it('lists the unsigned and the signed PDF for download, with the signatures recorded at signing', async () => {
    const who = logInAs(['verifier']);
    const unsignedId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const signedId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
    const file = (id: string) => AGREEMENT_BACKOFFICE_PATHS.file(AGREEMENT_ID, id);
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: ok(
        agreementView({
          agreement: { ...agreementView().agreement, status: 'SIGNED' },
          files: [
            {
              id: unsignedId,
              kind: 'agreementpdf',
              fileName: 'SKL-2026-000001-en.pdf',
              contentType: 'application/pdf',
              sizeBytes: 6_100,
              sha256: 'a'.repeat(64),
              createdAt: '2026-11-22T02:00:00.000Z',
              url: file(unsignedId),
              signature: null,
            },
            {
              id: signedId,
              kind: 'signedagreementpdf',
              fileName: 'SKL-2026-000001-en-signed.pdf',
              contentType: 'application/pdf',
              sizeBytes: 35_500,
              sha256: 'b'.repeat(64),
              createdAt: '2026-11-22T02:10:00.000Z',
              url: file(signedId),
              signature: {
                signerSubject: 'Aisyah binti Ahmad',
                signerNricMasked: '********5672',
                certificateSerial: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
                certificateIssuer: 'Sinar Sandbox Certificate Authority',
                signedAt: '2026-11-22T02:10:00.000Z',
                signerIp: '203.106.94.17',
                signerDevice: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36',
                sealSubject: 'Sinar Kredit Sdn. Bhd.',
                sealSerial: '5e4d3c2b1a',
              },
            },
          ],
        }),
      ),
      [`GET ${file(signedId)}`]: ok(new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    });
    const { user, container } = await renderApp(`/agreements/${AGREEMENT_ID}`);
    const files = within(await screen.findByRole('region', { name: 'Files' }));
    expect(files.getAllByRole('listitem').map((entry) => entry.querySelector('strong')?.textContent)).toEqual(
      ['Agreement as accepted (unsigned)', 'Signed agreement'],
    );
    expect(fact('Signed by (certificate subject)')).toBe('Aisyah binti Ahmad');
    expect(fact('MyKad number')).toBe('********5672');
    expect(fact('Certificate serial number')).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(fact('Certificate issuer')).toBe('Sinar Sandbox Certificate Authority');
    expect(fact('IP address')).toBe('203.106.94.17');
    expect(fact("Lender's seal")).toBe('Sinar Kredit Sdn. Bhd. (serial 5e4d3c2b1a)');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(files.getByRole('button', { name: 'Download: SKL-2026-000001-en-signed.pdf' }));
    await waitFor(() => expect(server.to(file(signedId))).toHaveLength(1));
    expect(server.to(file(signedId))[0]?.authorization).toMatch(/^Bearer /);
  });

  it.each([
    ['en', 'Files', 'Direct debit mandate signature'],
    ['ms', 'Fail', 'Tandatangan mandat debit terus'],
  ] as const)(
    'names the signature drawn for each direct-debit mandate among the files (%s)',
    async (language, region, name) => {
      const who = logInAs(['verifier']);
      const signature = (id: string, mandateId: string) => ({
        id,
        kind: 'mandatesignature' as const,
        fileName: `SKL-2026-000001-mandate-signature-${mandateId}.png`,
        contentType: 'image/png',
        sizeBytes: 3_200,
        sha256: 'c'.repeat(64),
        createdAt: '2026-11-24T01:30:00.000Z',
        url: AGREEMENT_BACKOFFICE_PATHS.file(AGREEMENT_ID, id),
        signature: null,
      });
      fakeApi({
        ...sessionAnswers(who),
        [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: ok(
          agreementView({
            files: [
              signature('3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', '7c2d3e4f-5a61-4b72-8c83-a4b5c6d7e8f9'),
              // An update is a new mandate with a signature of its own.
              signature('4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a', '8d3e4f5a-6b72-4c83-9d94-b5c6d7e8f9a0'),
            ],
          }),
        ),
      });
      const { container } = await renderApp(`/agreements/${AGREEMENT_ID}?lang=${language}`);
      const files = within(await screen.findByRole('region', { name: region }));
      expect(
        files.getAllByRole('listitem').map((entry) => entry.querySelector('strong')?.textContent),
      ).toEqual([name, name]);
      expect(
        files.getByText(/SKL-2026-000001-mandate-signature-7c2d3e4f-5a61-4b72-8c83-a4b5c6d7e8f9\.png/),
      ).toBeTruthy();
      expect(await seriousAccessibilityProblems(container)).toEqual([]);
    },
  );

  it('says the agreement is not found when the server says so', async () => {
    const who = logInAs(['verifier']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: {
        status: 404,
        body: { message: 'Agreement Not Found' },
      },
    });
    await renderApp(`/agreements/${AGREEMENT_ID}`);
    expect(await screen.findByText(/Agreement Not Found/)).toBeTruthy();
  });
});

describe('the agreement after signing', () => {
  it('shows the e-stamping with its certificate and the active mandate with the last four digits only', async () => {
    const who = logInAs(['disbursementOfficer']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: ok(
        agreementView({
          stamping: {
            state: 'stamped',
            reference: 'SKL-2026-000001',
            submissionId: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
            noticeNo: 'NA20261124123456',
            dutySen: sen(2_500),
            paidSen: sen(2_500),
            certificateNo: 'SS20261124654321',
            stampedAt: '2026-11-24T02:00:00.000Z',
            failureReason: null,
            requestedAt: '2026-11-24T01:00:00.000Z',
            updatedAt: '2026-11-24T02:00:00.000Z',
            attempt: 1,
            earlierAttempts: [],
          },
          mandate: {
            id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
            state: 'ACTIVE',
            bankName: 'Maybank2u',
            accountType: 'savings',
            accountNoLast4: '5678',
            rejection: null,
            createdAt: '2026-11-24T01:30:00.000Z',
            activatedAt: '2026-11-24T03:00:00.000Z',
          },
        }),
      ),
    });
    const { container } = await renderApp(`/agreements/${AGREEMENT_ID}`);
    const stamping = within(await screen.findByRole('region', { name: 'E-stamping' }));
    const factIn = (region: typeof stamping, label: string) =>
      region.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(factIn(stamping, 'State')).toBe('Stamped');
    expect(factIn(stamping, 'Duty assessed')).toBe('RM25.00');
    expect(factIn(stamping, 'Duty paid')).toBe('RM25.00');
    expect(factIn(stamping, 'Stamp certificate number')).toContain('SS20261124654321');
    const mandate = within(screen.getByRole('region', { name: 'Direct debit mandate' }));
    expect(factIn(mandate, 'State')).toBe('Active');
    expect(factIn(mandate, 'Bank')).toBe('Maybank2u');
    expect(factIn(mandate, 'Account')).toBe('Savings account ending 5678');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('shows a failing stamping with its reason and a rejected mandate with the bank’s reason, in Malay', async () => {
    const who = logInAs(['verifier']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: ok(
        agreementView({
          stamping: {
            state: 'pending',
            reference: 'SKL-2026-000001',
            submissionId: null,
            noticeNo: null,
            dutySen: null,
            paidSen: null,
            certificateNo: null,
            stampedAt: null,
            failureReason: 'sandbox e-stamping unavailable (failure switch)',
            requestedAt: '2026-11-24T01:00:00.000Z',
            updatedAt: '2026-11-24T01:00:05.000Z',
            attempt: 1,
            earlierAttempts: [],
          },
          mandate: {
            id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
            state: 'REJECTED',
            bankName: 'Maybank2u',
            accountType: 'current',
            accountNoLast4: '0051',
            rejection: 'insufficientFunds',
            createdAt: '2026-11-24T01:30:00.000Z',
            activatedAt: null,
          },
        }),
      ),
    });
    await renderApp(`/agreements/${AGREEMENT_ID}?lang=ms`);
    const stamping = within(await screen.findByRole('region', { name: 'Setem elektronik' }));
    const factIn = (region: typeof stamping, label: string) =>
      region.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(factIn(stamping, 'Keadaan')).toBe('Penyeteman belum selesai');
    expect(factIn(stamping, 'Sebab')).toBe('sandbox e-stamping unavailable (failure switch)');
    const mandate = within(screen.getByRole('region', { name: 'Mandat debit terus' }));
    expect(factIn(mandate, 'Keadaan')).toBe('Ditolak');
    expect(factIn(mandate, 'Akaun')).toBe('Akaun Semasa berakhir 0051');
    expect(factIn(mandate, 'Sebab penolakan')).toBe('Akaun tidak dapat membayar debit pengesahan RM1');
  });

  it('says when neither has started', async () => {
    const who = logInAs(['verifier']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: ok(agreementView()),
    });
    await renderApp(`/agreements/${AGREEMENT_ID}`);
    expect(
      await screen.findByText('Not asked for yet: the agreement is stamped once it is signed.'),
    ).toBeTruthy();
    expect(screen.getByText('No mandate started yet.')).toBeTruthy();
  });
});

describe('a stamping that needs an officer', () => {
  const failed = (changes: Partial<NonNullable<OfficerAgreement['stamping']>> = {}) =>
    agreementView({
      agreement: { ...agreementView().agreement, status: 'SIGNED' },
      stamping: {
        state: 'rejected',
        reference: 'SKL-2026-000001',
        submissionId: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
        noticeNo: null,
        dutySen: null,
        paidSen: null,
        certificateNo: null,
        stampedAt: null,
        failureReason: 'The borrower’s NRIC does not match the instrument.',
        requestedAt: '2026-11-24T05:00:00.000Z',
        updatedAt: '2026-11-24T05:10:00.000Z',
        attempt: 2,
        earlierAttempts: [
          {
            attempt: 1,
            state: 'failed',
            submissionId: null,
            failureReason: 'sandbox e-stamping unavailable (failure switch)',
            requestedAt: '2026-11-24T01:00:00.000Z',
            endedAt: '2026-11-24T04:00:00.000Z',
            resubmittedBy: 'Dina Disburser',
            resubmitReason: 'LHDN is back',
            resubmittedAt: '2026-11-24T05:00:00.000Z',
          },
        ],
        ...changes,
      },
    });

  it('shows each attempt, and lets a disbursement officer submit it again with a reason', async () => {
    const who = logInAs(['disbursementOfficer']);
    let resubmitted = false;
    const server = fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: () => ok(failed()),
      [`POST ${AGREEMENT_BACKOFFICE_PATHS.resubmitStamping(AGREEMENT_ID)}`]: () => {
        resubmitted = true;
        return ok({
          message: 'The e-stamping is submitted to LHDN again as a new attempt.',
          agreement: failed({ state: 'pending', attempt: 3, failureReason: null }),
        });
      },
    });
    const { user, container } = await renderApp(`/agreements/${AGREEMENT_ID}`);
    const stamping = within(await screen.findByRole('region', { name: 'E-stamping' }));
    const attempts = stamping.getByRole('table', {
      name: 'Earlier attempts, each submitted again by an officer',
    });
    expect(
      within(attempts)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('1Stamping failedsandbox e-stamping unavailable (failure switch)')]);
    expect(within(attempts).getByText('LHDN is back')).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(stamping.getByRole('button', { name: 'Submit the e-stamping again' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Submit the e-stamping of SKL-2026-000001 again',
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'NRIC corrected at LHDN');
    await user.click(within(dialog).getByRole('button', { name: 'Submit again' }));
    expect(
      await screen.findByText('The e-stamping is submitted to LHDN again as a new attempt.'),
    ).toBeTruthy();
    expect(resubmitted).toBe(true);
    expect(server.to(AGREEMENT_BACKOFFICE_PATHS.resubmitStamping(AGREEMENT_ID))[0]?.body).toEqual({
      reason: 'NRIC corrected at LHDN',
    });
    await waitFor(() =>
      expect(stamping.queryByRole('button', { name: 'Submit the e-stamping again' })).toBeNull(),
    );
  });

  it('offers no resubmission to another role', async () => {
    const who = logInAs(['verifier']);
    fakeApi({
      ...sessionAnswers(who),
      [`GET ${AGREEMENT_BACKOFFICE_PATHS.agreement(AGREEMENT_ID)}`]: ok(failed()),
    });
    await renderApp(`/agreements/${AGREEMENT_ID}`);
    const stamping = within(await screen.findByRole('region', { name: 'E-stamping' }));
    expect(stamping.getByText('Rejected by LHDN')).toBeTruthy();
    expect(stamping.queryByRole('button', { name: 'Submit the e-stamping again' })).toBeNull();
  });
});

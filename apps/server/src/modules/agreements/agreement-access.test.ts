import { AGREEMENT_BACKOFFICE_PATHS, AGREEMENT_PATHS, ATTESTATION_PATHS } from '@sinar/domain';
import { en } from '@sinar/domain/i18n/en';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import { call } from '../applications/testing.ts';
import { asOfficer } from '../review/testing.ts';
import {
  type ApprovedApplication,
  approvedApplication,
  createAgreementTestApp,
  createReviewTeam,
  type ReviewTeam,
  storedAgreement,
} from './testing.ts';

/**
 * Every agreement call is its applicant's alone, and the back office's are officers' alone: another applicant's
 * agreement answers as a missing one, whatever the call, and nothing of it changes.
 */

let t: TestApp;
let team: ReviewTeam;
let owner: ApprovedApplication;
let stranger: ApprovedApplication;

beforeAll(async () => {
  t = await createAgreementTestApp();
  team = await createReviewTeam(t);
  owner = await approvedApplication(t, team);
  stranger = await approvedApplication(t, team);
});
afterAll(() => t.close());

describe("another applicant's agreement", () => {
  it.each([
    ['GET', AGREEMENT_PATHS.summary, undefined],
    ['GET', AGREEMENT_PATHS.status, undefined],
    ['POST', AGREEMENT_PATHS.acceptSummary, { takeProtection: false }],
    ['PATCH', AGREEMENT_PATHS.cancel, undefined],
    ['GET', ATTESTATION_PATHS.video, undefined],
    ['POST', ATTESTATION_PATHS.videoAcknowledgement, { acknowledged: true }],
  ] as const)('%s %s answers as missing and changes nothing', async (method, path, body) => {
    const before = await storedAgreement(t, owner.agreementId);
    const refused = await call(t, stranger.applicant, method, path(owner.agreementId), body);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: en.errors.agreementNotFound });
    expect(await storedAgreement(t, owner.agreementId)).toEqual(before);
  });

  it('is not the current agreement of anyone but its applicant', async () => {
    const current = await call(t, stranger.applicant, 'GET', AGREEMENT_PATHS.current);
    expect(current.json().agreement.id).toBe(stranger.agreementId);
  });

  it('leaves the owner’s own calls working', async () => {
    const summary = await call(t, owner.applicant, 'GET', AGREEMENT_PATHS.summary(owner.agreementId));
    expect(summary.statusCode).toBe(200);
    expect(summary.json().agreementId).toBe(owner.agreementId);
  });
});

describe('the audiences', () => {
  it("refuses an officer's token on the applicant's calls", async () => {
    const refused = await asOfficer(t, team.admin, 'GET', AGREEMENT_PATHS.summary(owner.agreementId));
    expect(refused.statusCode).toBe(401);
  });

  it("refuses an applicant's token on the back office's list", async () => {
    const refused = await call(t, owner.applicant, 'GET', AGREEMENT_BACKOFFICE_PATHS.agreements);
    expect(refused.statusCode).toBe(401);
  });

  it('refuses every call without a token', async () => {
    for (const url of [AGREEMENT_PATHS.current, AGREEMENT_PATHS.summary(owner.agreementId)])
      expect((await call(t, null, 'GET', url)).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { PAGES } from '../../../lib/site-paths.ts';
import { continuePage } from './journey-steps.ts';
import { application } from './test-fixtures.ts';

const ALL_DONE = [
  'APPLICATIONFORMCOMPLETED',
  'EMAILVERIFICATIONCOMPLETED',
  'DOCUMENTUPLOADCOMPLETED',
  'EKYCCOMPLETED',
] as const;

describe('where the applicant continues', () => {
  it('a draft: the first step not done, the summary before identity verification', () => {
    expect(continuePage(application({ markers: [] }))).toBe(PAGES.application);
    expect(continuePage(application({ markers: ALL_DONE.slice(0, 3) }))).toBe(PAGES.summary);
  });

  it('submitted without e-KYC: identity verification; with it: the verification result', () => {
    expect(continuePage(application({ applicationStatus: 'PENDING', markers: ALL_DONE.slice(0, 3) }))).toBe(
      PAGES.identityVerification,
    );
    expect(continuePage(application({ applicationStatus: 'PENDING', markers: [...ALL_DONE] }))).toBe(
      PAGES.verificationComplete,
    );
  });

  it('referred back: the reopened step, then the summary to resubmit, even with e-KYC still recorded', () => {
    const reopened = ALL_DONE.filter((marker) => marker !== 'DOCUMENTUPLOADCOMPLETED');
    expect(continuePage(application({ applicationStatus: 'REFERBACK', markers: reopened }))).toBe(
      PAGES.documentUpload,
    );
    expect(continuePage(application({ applicationStatus: 'REFERBACK', markers: [...ALL_DONE] }))).toBe(
      PAGES.summary,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { summarizeJobPayload, WITHHELD_PAYLOAD_VALUE } from './failed-jobs.ts';

describe('summarizeJobPayload', () => {
  it('shows ids, numbers, flags and dates', () => {
    expect(
      summarizeJobPayload({
        agreementId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
        attempt: 2,
        resend: false,
        fileDate: '2026-11-25',
        slot: '2026-11-26T09:00:00.000Z',
        providerLegId: 'LEG-000123',
      }),
    ).toEqual({
      agreementId: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
      attempt: '2',
      resend: 'false',
      fileDate: '2026-11-25',
      slot: '2026-11-26T09:00:00.000Z',
      providerLegId: 'LEG-000123',
    });
  });

  it('withholds names, emails, phones, free text and nested values', () => {
    expect(
      summarizeJobPayload({
        name: 'Siti Aminah',
        email: 'siti@example.my',
        phone: '0123456789',
        customerId: 'siti@example.my',
        note: 'x',
        address: { line1: '1 Jalan Ampang' },
        ids: ['3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c'],
        missing: null,
      }),
    ).toEqual({
      name: WITHHELD_PAYLOAD_VALUE,
      email: WITHHELD_PAYLOAD_VALUE,
      phone: WITHHELD_PAYLOAD_VALUE,
      customerId: WITHHELD_PAYLOAD_VALUE,
      note: WITHHELD_PAYLOAD_VALUE,
      address: WITHHELD_PAYLOAD_VALUE,
      ids: WITHHELD_PAYLOAD_VALUE,
      missing: WITHHELD_PAYLOAD_VALUE,
    });
  });
});

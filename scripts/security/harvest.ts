import { COMPLETE_FORM } from '../../apps/server/src/modules/applications/testing/complete-form.ts';
import type { ApiClient } from './api-client.ts';

/**
 * The records a customer owns, read through their own calls: their account, an application with its number and
 * documents, the agreement and its number, the loan account, a payment's receipt, a payment order made now. The sweep
 * names these records in another customer's calls.
 */

/** The first value under `key` anywhere in a JSON answer. */
export function findValue(value: unknown, key: string): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findValue(item, key);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    const own = (value as Record<string, unknown>)[key];
    if (typeof own === 'string' || typeof own === 'number') return String(own);
    for (const child of Object.values(value)) {
      const found = findValue(child, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export async function recordsOf(api: ApiClient, token: string): Promise<Record<string, string>> {
  const records: Record<string, string> = {};
  const keep = (name: string, value: string | undefined) => {
    if (value !== undefined && records[name] === undefined) records[name] = value;
  };
  const read = async (path: string) => (await api.call('GET', path, { token })).body;

  const me = await api.ok<{ id: string; nric: string | null }>('GET', '/sinar/auth/api/v1.0/user/me', {
    token,
  });
  keep('userId', me.id);
  keep('nric', me.nric ?? undefined);
  const applications = await read(`/sinar/api/v1.0/application/userId/${me.id}`);
  keep('applicationId', findValue(applications, 'id'));
  keep('applicationNo', findValue(applications, 'applicationNo'));
  const loans = await read('/sinar/collection/api/v1.0/accountDetails/loanHistory');
  keep('agreementId', findValue(loans, 'agreementId'));
  keep('agreementNo', findValue(loans, 'agreementNo'));
  keep('accountId', findValue(loans, 'accountId'));
  keep('applicationId', findValue(loans, 'applicationId'));
  const current = await read('/sinar/product/api/v1.0/agreement/current');
  keep('agreementId', findValue(current, 'id'));
  if (records.applicationId) {
    keep(
      'documentFileId',
      findValue(await read(`/sinar/api/v1.0/file/entity/${records.applicationId}`), 'id'),
    );
    keep(
      'sessionId',
      findValue(await read(`/sinar/api/v1.0/ekyc/application/${records.applicationId}/session`), 'id'),
    );
  }
  if (records.agreementNo) {
    const payments = await read(`/sinar/product/api/v1.0/paymentHistory/agreementNo/${records.agreementNo}`);
    keep('receiptFileId', findValue(payments, 'receiptFileId'));
    keep('reversalAdviceFileId', findValue(payments, 'reversalAdviceFileId'));
    const refunds = await read(
      `/sinar/collection/api/v1.0/accountDetails/refundRequests/agreementNo/${records.agreementNo}`,
    );
    keep('requestId', findValue(refunds, 'id'));
    // A payment order of the borrower's own, not paid: the gateway's sandbox is never visited.
    const order = await api.call('POST', '/sinar/product/api/v1.0/razer', {
      token,
      json: {
        agreementNo: records.agreementNo,
        amountSen: 10_000,
        method: 'onlineBanking',
        purpose: 'instalment',
      },
    });
    keep('orderId', findValue(order.body, 'orderId') ?? findValue(order.body, 'id'));
  }
  return records;
}

/** A 1-pixel PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A one-page PDF; `label` makes each one's content (and digest) different. */
const pdf = (label: string) =>
  `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${label}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;

async function upload(api: ApiClient, token: string, applicationId: string, fileType: string, label: string) {
  const form = new FormData();
  form.append('entityId', applicationId);
  form.append('fileType', fileType);
  form.append('file', new Blob([pdf(label)], { type: 'application/pdf' }), `${label}.pdf`);
  return api.ok<{ id: string }>('POST', '/sinar/api/v1.0/file', {
    token,
    rawBody: { contentType: 'multipart/form-data', body: form },
  });
}

/** The 6-digit code of the newest email to `to` in the sandbox's inbox, once more emails than `before` arrived. */
async function codeEmailedTo(api: ApiClient, to: string, before: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { messages } = await api.ok<{ messages: { text: string }[] }>(
      'GET',
      `/dev/api/inbox?to=${encodeURIComponent(to)}&channel=email`,
    );
    const code = messages.length > before ? messages[0]?.text.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code was emailed to ${to}`);
}

/**
 * An applicant's records, made now through their own calls: an eligible quick check, a draft application brought to
 * submission (the form, the email code, three payslips and a bank statement) and its e-KYC session opened.
 */
export async function applicantRecordsOf(api: ApiClient, token: string): Promise<Record<string, string>> {
  const me = await api.ok<{ id: string; email: string; nric: string | null }>(
    'GET',
    '/sinar/auth/api/v1.0/user/me',
    {
      token,
    },
  );
  const check = await api.ok<{ checkId: string }>('POST', '/sinar/api/v1.0/application/eligibility', {
    token,
    json: {
      amountSen: 500_000,
      tenureMonths: 12,
      loanReasonId: '4',
      netSalarySen: 350_000,
      applicationType: 'conventional',
    },
  });
  const draft = await api.ok<{ id: string; applicationNo: string }>(
    'POST',
    '/sinar/api/v1.0/application/draft',
    {
      token,
      json: { checkId: check.checkId, applicationType: 'conventional' },
    },
  );
  const records: Record<string, string> = {
    userId: me.id,
    ...(me.nric ? { nric: me.nric } : {}),
    applicationId: draft.id,
    applicationNo: draft.applicationNo,
  };
  const step = (name: string) =>
    api.ok('PATCH', `/sinar/api/v1.0/application-status-step/${draft.id}/${name}`, { token });
  await api.ok('PATCH', `/sinar/api/v1.0/application/en/${draft.id}`, { token, json: COMPLETE_FORM });
  await step('application-form-completed');
  const inbox = await api.ok<{ messages: unknown[] }>(
    'GET',
    `/dev/api/inbox?to=${encodeURIComponent(me.email)}&channel=email`,
  );
  await api.ok('POST', `/sinar/api/v1.0/application/${draft.id}/email-verification`, { token });
  const code = await codeEmailedTo(api, me.email, inbox.messages.length);
  await api.ok('POST', `/sinar/api/v1.0/application/${draft.id}/email-verification/code`, {
    token,
    json: { code },
  });
  for (const month of ['sep', 'oct', 'nov']) {
    const file = await upload(api, token, draft.id, 'salaryslip', `payslip-${month}`);
    records.documentFileId ??= file.id;
  }
  await upload(api, token, draft.id, 'bankstatement', 'statement');
  await step('document-upload-completed');
  await api.ok('POST', `/sinar/api/v1.0/application/${draft.id}/submit`, {
    token,
    json: { consentPersonalDataAndCreditCheck: true, acknowledgeProtectionPlan: false },
  });
  const session = await api.ok<{ sessionId: string }>(
    'POST',
    `/sinar/api/v1.0/ekyc/application/${draft.id}/session`,
    {
      token,
    },
  );
  records.sessionId = session.sessionId;
  // The card's front captured, so that the owner's own read of the image succeeds beside the other's refusal.
  const capture = new FormData();
  capture.append('side', 'front');
  capture.append('image', new Blob([Buffer.from(PNG_BASE64, 'base64')], { type: 'image/png' }), 'front.png');
  await api.call('POST', `/sinar/api/v1.0/ekyc/session/${session.sessionId}/capture`, {
    token,
    rawBody: { contentType: 'multipart/form-data', body: capture },
  });
  return records;
}

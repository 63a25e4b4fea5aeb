import { type ApplicationFile, type ApplicationView, type DocumentGroup, sen } from '@sinar/domain';
import { USER_ID } from '../../../test/fake-session.ts';

/** Fixtures of the documents tests: an application as the server shows it, files, and a fake XMLHttpRequest. */
export const APPLICATION_ID = '3f6c1a2b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

export function application(changes: Partial<ApplicationView> = {}): ApplicationView {
  return {
    id: APPLICATION_ID,
    applicationNo: 'SK-2026-000123',
    userId: USER_ID,
    applicationType: 'conventional',
    applicationStatus: 'DRAFT',
    markers: ['APPLICATIONFORMCOMPLETED', 'EMAILVERIFICATIONCOMPLETED'],
    maxEligibleAmountSen: sen(1_000_000),
    netSalarySen: sen(450_000),
    campaignCode: null,
    form: { amountSen: sen(500_000), tenureMonths: 12 },
    applicantEmail: 'aisyah@example.com',
    emailVerified: true,
    interestRateBpPerYear: 1800,
    estimatedMonthlyInstalmentSen: sen(49_167),
    submissionDate: null,
    remarks: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    ...changes,
  };
}

let fileCounter = 0;

export function storedFile(
  group: DocumentGroup,
  fileName: string,
  contentType: ApplicationFile['contentType'] = 'pdf',
): ApplicationFile {
  fileCounter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(fileCounter).padStart(12, '0')}`,
    entityId: APPLICATION_ID,
    fileType: { name: group },
    fileName,
    contentType,
    sizeBytes: 2048,
    uploadedAt: '2026-11-20T03:00:00.000Z',
  };
}

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

/** A tiny file of each kind, by its first bytes; `salt` makes the content (and its digest) differ. */
export function pdfFile(name: string, salt = name): File {
  return new File([Uint8Array.from([...ascii('%PDF-1.7\n'), ...ascii(salt), ...ascii('\n%%EOF')])], name, {
    type: 'application/pdf',
  });
}

export function pngFile(name: string, sizeBytes = 64): File {
  const bytes = new Uint8Array(sizeBytes);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}

/** A Word document renamed to .pdf: its bytes are a zip's. */
export function zipAsPdf(name: string): File {
  return new File([Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])], name, {
    type: 'application/pdf',
  });
}

export interface SentUpload {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly fields: Record<string, string>;
  readonly file: File;
  /** Reports upload progress, then answers. */
  progress(percent: number): void;
  answer(status: number, body: unknown): void;
}

/** A fake XMLHttpRequest: each request waits until the test answers it. */
export function fakeXhr() {
  const uploads: SentUpload[] = [];
  class FakeXmlHttpRequest {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    responseText = '';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private readonly listeners = new Map<string, () => void>();
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    send(body: FormData) {
      const fields: Record<string, string> = {};
      let file: File | undefined;
      for (const [name, value] of body.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else file = value as File;
      }
      uploads.push({
        url: this.url,
        headers: this.headers,
        fields,
        file: file as File,
        progress: (percent) => {
          const event = Object.assign(new Event('progress'), {
            lengthComputable: true,
            loaded: percent,
            total: 100,
          });
          this.upload.dispatchEvent(event);
        },
        answer: (status, answerBody) => {
          this.status = status;
          this.responseText = JSON.stringify(answerBody);
          this.listeners.get('load')?.();
        },
      });
    }
  }
  return { uploads, XMLHttpRequest: FakeXmlHttpRequest };
}

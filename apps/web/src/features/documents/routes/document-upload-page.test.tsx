import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { APPLICATION_PATHS, type ApplicationFile, FILE_PATHS, STEP_PATHS } from '@sinar/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeApi, logInAs, USER_ID } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  APPLICATION_ID,
  application,
  fakeXhr,
  pdfFile,
  storedFile,
  zipAsPdf,
} from '../components/test-fixtures.ts';

const SALARY = 'Choose a file for Salary slips or tax form';
const STATEMENT = 'Choose a file for Bank statements';

function answers(files: ApplicationFile[] = [], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: [application()] },
    [`GET ${FILE_PATHS.byEntity(APPLICATION_ID)}`]: { status: 200, body: files },
    ...extra,
  });
}

/** Answers an upload the way the server would: the stored file of the part that was sent. */
function stored(upload: { fields: Record<string, string>; file: File }): ApplicationFile {
  const group = upload.fields.fileType as ApplicationFile['fileType']['name'];
  return { ...storedFile(group, upload.file.name), sizeBytes: upload.file.size };
}

describe('the document upload page', () => {
  beforeEach(() => {
    getQueryClient().clear();
    logInAs();
  });

  it('shows the three groups, and keeps Next off with the reasons while the set is incomplete', async () => {
    answers();
    const { container } = await renderApp('/application/document-upload');
    expect(await screen.findByRole('heading', { level: 1, name: 'Document Upload' })).toBeTruthy();
    expect(await screen.findByText('0 of 3 uploaded')).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Salary slips or tax form', 'Bank statements', 'Other income proof']);
    expect(screen.getByText('0 of 3 uploaded')).toBeTruthy();
    expect(screen.getByText('0 of 1 uploaded')).toBeTruthy();
    expect(screen.getByText('0 uploaded (up to 3)')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(screen.getByText('salary slip and bank statement are required')).toBeTruthy();
    expect(screen.getByText('Please upload exactly 3 salary slips (3 months)')).toBeTruthy();
    expect(screen.getByText('Please upload exactly 1 bank statement document (3 months)')).toBeTruthy();
    const picker = screen.getByLabelText(SALARY) as HTMLInputElement;
    expect(picker.accept).toBe('application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('refuses a file that is not a pdf, png or jpeg by its content, without sending it', async () => {
    answers();
    const xhr = fakeXhr();
    vi.stubGlobal('XMLHttpRequest', xhr.XMLHttpRequest);
    const { user } = await renderApp('/application/document-upload');
    await user.upload(await screen.findByLabelText(SALARY), zipAsPdf('payslip.pdf'));
    expect(await screen.findByText('Only allowed pdf, png & Jpeg file format!')).toBeTruthy();
    expect(xhr.uploads).toEqual([]);
  });

  it('uploads 3 salary slips and 1 bank statement with progress, refuses a duplicate, then Next goes to the summary', async () => {
    const server = answers([], {
      [`PATCH ${STEP_PATHS.documentUploadCompleted(APPLICATION_ID)}`]: { status: 200, body: {} },
      [`GET ${APPLICATION_PATHS.summary(APPLICATION_ID)}`]: { status: 404, body: { message: 'Not Found' } },
    });
    const xhr = fakeXhr();
    vi.stubGlobal('XMLHttpRequest', xhr.XMLHttpRequest);
    const { user, router } = await renderApp('/application/document-upload');

    await user.upload(await screen.findByLabelText(SALARY), pdfFile('payslip-sep.pdf'));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    const first = xhr.uploads[0];
    expect(first?.url).toBe(FILE_PATHS.upload);
    expect(first?.fields).toEqual({ entityId: APPLICATION_ID, fileType: 'salaryslip' });
    expect(first?.headers.Authorization).toMatch(/^Bearer /);
    first?.progress(40);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading payslip-sep.pdf' });
    expect(bar.getAttribute('value')).toBe('40');
    first?.answer(201, stored(first));
    expect(await screen.findByText('1 of 3 uploaded')).toBeTruthy();

    // The same content again, under another name: refused before it is sent.
    await user.upload(screen.getByLabelText(SALARY), pdfFile('again.pdf', 'payslip-sep.pdf'));
    expect(await screen.findByText("Don't upload the same file")).toBeTruthy();
    expect(xhr.uploads).toHaveLength(1);

    await user.upload(screen.getByLabelText(SALARY), [
      pdfFile('payslip-oct.pdf'),
      pdfFile('payslip-nov.pdf'),
    ]);
    for (const index of [1, 2]) {
      await waitFor(() => expect(xhr.uploads).toHaveLength(index + 1));
      const upload = xhr.uploads[index];
      upload?.answer(201, stored(upload));
    }
    expect(await screen.findByText('3 of 3 uploaded')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    await user.upload(screen.getByLabelText(STATEMENT), pdfFile('statement.pdf'));
    await waitFor(() => expect(xhr.uploads).toHaveLength(4));
    const statement = xhr.uploads[3];
    expect(statement?.fields.fileType).toBe('bankstatement');
    statement?.answer(201, stored(statement));
    expect(await screen.findByText('1 of 1 uploaded')).toBeTruthy();
    const salaryFiles = screen.getByRole('list', { name: 'Files of Salary slips or tax form' });
    expect(within(salaryFiles).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('salary slip and bank statement are required')).toBeNull();

    await waitFor(() => expect(next.disabled).toBe(false));
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/application/summary'));
    expect(server.to(STEP_PATHS.documentUploadCompleted(APPLICATION_ID))[0]?.method).toBe('PATCH');
  });

  it("shows the server's message when it refuses an upload, and deletes a file", async () => {
    const existing = storedFile('salaryslip', 'payslip-jul.pdf');
    const server = answers([existing], {
      [`DELETE ${FILE_PATHS.file(existing.id)}`]: { status: 200, body: {} },
    });
    const xhr = fakeXhr();
    vi.stubGlobal('XMLHttpRequest', xhr.XMLHttpRequest);
    const { user, container } = await renderApp('/islamic/application/document-upload');
    expect(await screen.findByText('1 of 3 uploaded')).toBeTruthy();

    await user.upload(screen.getByLabelText(STATEMENT), pdfFile('statement.pdf'));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    xhr.uploads[0]?.answer(413, { message: 'File must smaller than 5MB!' });
    expect(await screen.findByText('File must smaller than 5MB!')).toBeTruthy();
    expect(screen.getByText('0 of 1 uploaded')).toBeTruthy();

    // Deleting asks first; keeping the file sends nothing.
    await user.click(screen.getByRole('button', { name: 'Delete payslip-jul.pdf' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete this document?' });
    expect(question.textContent).toContain('payslip-jul.pdf will be removed from your application.');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.to(FILE_PATHS.file(existing.id))).toEqual([]);
    expect(screen.getByText('1 of 3 uploaded')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete payslip-jul.pdf' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete this document?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('0 of 3 uploaded')).toBeTruthy();
    expect(server.to(FILE_PATHS.file(existing.id))[0]?.method).toBe('DELETE');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('only shows the documents once the application is submitted: no Delete, no Choose file, no Next', async () => {
    const existing = storedFile('salaryslip', 'payslip-jul.pdf');
    answers([existing], {
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: {
        status: 200,
        body: [application({ applicationStatus: 'PENDING' })],
      },
    });
    const { container } = await renderApp('/application/document-upload');
    expect(
      await screen.findByText(
        'Your documents went with your application, so they can no longer be changed here.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View payslip-jul.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete payslip-jul.pdf' })).toBeNull();
    expect(screen.queryByLabelText(SALARY)).toBeNull();
    expect(screen.queryByLabelText(STATEMENT)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to homepage' })).toBeTruthy();
    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });

  it('lets a refer-back that names the documents change them again', async () => {
    answers([storedFile('salaryslip', 'payslip-jul.pdf')], {
      [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: {
        status: 200,
        body: [
          application({
            applicationStatus: 'REFERBACK',
            referBack: {
              steps: ['documentUpload'],
              remark: 'Please add June.',
              at: '2026-11-21T02:00:00.000Z',
            },
          }),
        ],
      },
    });
    await renderApp('/application/document-upload');
    expect(await screen.findByRole('button', { name: 'Delete payslip-jul.pdf' })).toBeTruthy();
    expect(screen.getByLabelText(SALARY)).toBeTruthy();
  });

  it('offers to start an application when there is none', async () => {
    fakeApi({ [`GET ${APPLICATION_PATHS.byUser(USER_ID)}`]: { status: 200, body: [] } });
    await renderApp('/application/document-upload');
    expect(await screen.findByText('You have no application in progress.')).toBeTruthy();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Apply now' }).getAttribute('href'),
    ).toBe('/testing-eligibility');
  });
});

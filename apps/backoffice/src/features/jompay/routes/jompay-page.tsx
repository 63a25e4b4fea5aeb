import {
  formatMalaysianDate,
  formatMalaysianDateTime,
  formatRinggit,
  type JompayImport,
  type JompayLine,
  jompayAssignRequestSchema,
} from '@sinar/domain';
import { type FormEvent, useRef, useState } from 'react';
import { RemarkDialog } from '../../../components/remark-dialog.tsx';
import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField, TextField } from '../../../components/ui/field.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { TableFrame } from '../../../components/ui/table-frame.tsx';
import { useT } from '../../../lib/use-t.ts';
import {
  useAssignLine,
  useJompayImports,
  useParkedLines,
  useReturnedLines,
  useReturnLine,
  useUploadFile,
} from '../api/jompay-api.ts';
import styles from '../components/jompay.module.css';

/**
 * JomPAY reconciliation (decision 040): upload the biller bank's file, the files imported with what became of their
 * lines, and the payments parked because their Ref-1 names no active account, each to assign to an account or mark
 * for return to the payer, with a remark the audit trail keeps.
 */
export function Component() {
  const { t } = useT();
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('jompay.title')}>
        <p className="muted">{t('jompay.lead')}</p>
      </PageHeader>
      <LiveRegion>{done ? <Alert tone="success">{done}</Alert> : null}</LiveRegion>
      <Upload onDone={setDone} />
      <Parked onDone={setDone} />
      <Returned />
      <Imports />
    </>
  );
}

function Upload({ onDone }: { readonly onDone: (message: string) => void }) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const upload = useUploadFile();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    setMissing(!file);
    if (!file) return;
    const content = await file.text();
    // A key per upload; the same file uploaded again is still recognised by the server, by its digest.
    upload.mutate(
      { fileName: file.name, content, key: crypto.randomUUID() },
      {
        onSuccess: (imported) => {
          onDone(
            imported.newFile
              ? t('jompay.uploaded', { fileName: imported.fileName, ...imported.counts })
              : t('jompay.uploadedAgain', { fileName: imported.fileName }),
          );
          if (input.current) input.current.value = '';
        },
      },
    );
  };
  return (
    <Section title={t('jompay.uploadHeading')}>
      <p className="muted">{t('jompay.uploadLead')}</p>
      <form className={styles.upload} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          ref={input}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          label={t('jompay.file')}
          {...(missing ? { error: t('jompay.fileRequired') } : {})}
        />
        <Button type="submit" busy={upload.isPending}>
          {t('jompay.upload')}
        </Button>
      </form>
      <LiveRegion politeness="assertive">
        {upload.error ? <Alert tone="error">{upload.error.message}</Alert> : null}
      </LiveRegion>
    </Section>
  );
}

function Parked({ onDone }: { readonly onDone: (message: string) => void }) {
  const { t, language } = useT();
  const parked = useParkedLines();
  return (
    <Section title={t('jompay.parkedHeading')}>
      {parked.isPending ? <Loading /> : null}
      {parked.isError ? <LoadError error={parked.error} onRetry={() => void parked.refetch()} /> : null}
      {parked.data?.length === 0 ? <p className="muted">{t('jompay.parkedEmpty')}</p> : null}
      {parked.data && parked.data.length > 0 ? (
        <TableFrame>
          <table className="data-table">
            <caption>{t('jompay.parkedCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('jompay.bankReference')}</th>
                <th scope="col">{t('jompay.ref1')}</th>
                <th scope="col">{t('jompay.amount')}</th>
                <th scope="col">{t('jompay.paidOn')}</th>
                <th scope="col">{t('jompay.reason')}</th>
                <th scope="col">{t('jompay.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {parked.data.map((line) => (
                <tr key={line.id}>
                  <th scope="row" className={styles.reference}>
                    {line.bankReference}
                  </th>
                  <td className={styles.reference}>{line.ref1}</td>
                  <td className="nowrap">
                    {line.amountSen === null ? '-' : formatRinggit(line.amountSen, language)}
                  </td>
                  <td className="nowrap">{line.paidOn ? formatMalaysianDate(line.paidOn, language) : '-'}</td>
                  <td>{line.reason}</td>
                  <td>
                    <LineActions line={line} onDone={onDone} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
    </Section>
  );
}

/** The lines returned to their payers and where each payout back stands (decision 048). */
function Returned() {
  const { t, language } = useT();
  const returned = useReturnedLines();
  return (
    <Section title={t('jompay.returnedHeading')}>
      {returned.isPending ? <Loading /> : null}
      {returned.isError ? <LoadError error={returned.error} onRetry={() => void returned.refetch()} /> : null}
      {returned.data?.length === 0 ? <p className="muted">{t('jompay.returnedEmpty')}</p> : null}
      {returned.data && returned.data.length > 0 ? (
        <TableFrame>
          <table className="data-table">
            <caption>{t('jompay.returnedCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('jompay.bankReference')}</th>
                <th scope="col">{t('jompay.amount')}</th>
                <th scope="col">{t('jompay.paidOn')}</th>
                <th scope="col">{t('jompay.remark')}</th>
                <th scope="col">{t('jompay.returnPayout')}</th>
              </tr>
            </thead>
            <tbody>
              {returned.data.map((line) => (
                <tr key={line.id}>
                  <th scope="row" className={styles.reference}>
                    {line.bankReference}
                  </th>
                  <td className="nowrap">
                    {line.amountSen === null ? '-' : formatRinggit(line.amountSen, language)}
                  </td>
                  <td className="nowrap">{line.paidOn ? formatMalaysianDate(line.paidOn, language) : '-'}</td>
                  <td>{line.remark}</td>
                  <td>
                    <ReturnPayoutState line={line} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
    </Section>
  );
}

function ReturnPayoutState({ line }: { readonly line: JompayLine }) {
  const { t } = useT();
  const payout = line.returnPayout;
  if (!payout) return <span className="muted">{t('jompay.returnNotPaidOut')}</span>;
  switch (payout.status) {
    case 'paid':
      return <>{t('jompay.returnStatuses.paid', { bankReference: payout.bankReference ?? '' })}</>;
    case 'failed':
      return (
        <>
          {t('jompay.returnStatuses.failed', {
            reason: t(`jompay.returnFailures.${payout.failureReason ?? 'bankRejected'}`),
          })}
        </>
      );
    default:
      return <>{t(`jompay.returnStatuses.${payout.status}`)}</>;
  }
}

function LineActions({
  line,
  onDone,
}: {
  readonly line: JompayLine;
  readonly onDone: (message: string) => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState<'assign' | 'return' | null>(null);
  const close = () => setOpen(null);
  const finish = (message: string) => {
    setOpen(null);
    onDone(message);
  };
  return (
    <div className={styles.rowActions}>
      <Button size="small" onClick={() => setOpen('assign')}>
        {t('jompay.assign')}
      </Button>
      <Button size="small" variant="secondary" onClick={() => setOpen('return')}>
        {t('jompay.markForReturn')}
      </Button>
      {open === 'assign' ? <AssignDialog line={line} onClose={close} onDone={finish} /> : null}
      {open === 'return' ? <ReturnDialog line={line} onClose={close} onDone={finish} /> : null}
    </div>
  );
}

function AssignDialog({
  line,
  onClose,
  onDone,
}: {
  readonly line: JompayLine;
  readonly onClose: () => void;
  readonly onDone: (message: string) => void;
}) {
  const { t, language } = useT();
  const [key] = useState(() => crypto.randomUUID());
  const assign = useAssignLine(line.id, key);
  const [agreementNo, setAgreementNo] = useState('');
  const [remark, setRemark] = useState('');
  const [invalid, setInvalid] = useState<{ agreementNo: boolean; remark: boolean }>({
    agreementNo: false,
    remark: false,
  });
  const amount = line.amountSen === null ? '-' : formatRinggit(line.amountSen, language);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = jompayAssignRequestSchema.safeParse({ agreementNo, remark });
    const problems = new Set(parsed.error?.issues.map((issue) => String(issue.path[0])) ?? []);
    setInvalid({ agreementNo: problems.has('agreementNo'), remark: problems.has('remark') });
    if (parsed.success)
      assign.mutate(parsed.data, {
        onSuccess: (posted) =>
          onDone(
            t('jompay.assigned', { amount, agreementNo: posted.agreementNo ?? parsed.data.agreementNo }),
          ),
      });
  };
  return (
    <Dialog
      title={t('jompay.assignTitle', { amount, bankReference: line.bankReference ?? '' })}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <p>{t('jompay.assignLead')}</p>
        <TextField
          label={t('jompay.agreementNo')}
          hint={t('jompay.agreementNoHint')}
          autoComplete="off"
          maxLength={40}
          value={agreementNo}
          onChange={(event) => setAgreementNo(event.target.value)}
          {...(invalid.agreementNo ? { error: t('jompay.agreementNoRequired') } : {})}
        />
        <TextareaField
          label={t('disbursements.remark')}
          hint={t('disbursements.remarkHint')}
          maxLength={1000}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          {...(invalid.remark ? { error: t('disbursements.remarkRequired') } : {})}
        />
        <LiveRegion politeness="assertive">
          {assign.error ? <Alert tone="error">{assign.error.message}</Alert> : null}
        </LiveRegion>
        <div className={styles.actions}>
          <Button type="submit" busy={assign.isPending}>
            {t('jompay.confirmAssign')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ReturnDialog({
  line,
  onClose,
  onDone,
}: {
  readonly line: JompayLine;
  readonly onClose: () => void;
  readonly onDone: (message: string) => void;
}) {
  const { t, language } = useT();
  const [key] = useState(() => crypto.randomUUID());
  const markForReturn = useReturnLine(line.id, key);
  const amount = line.amountSen === null ? '-' : formatRinggit(line.amountSen, language);
  return (
    <RemarkDialog
      title={t('jompay.returnTitle', { amount, bankReference: line.bankReference ?? '' })}
      lead={t('jompay.returnLead')}
      confirmText={t('jompay.confirmReturn')}
      busy={markForReturn.isPending}
      error={markForReturn.error}
      onConfirm={(remark) =>
        markForReturn.mutate({ remark }, { onSuccess: () => onDone(t('jompay.returned', { amount })) })
      }
      onClose={onClose}
    />
  );
}

function Imports() {
  const { t } = useT();
  const imports = useJompayImports();
  return (
    <Section title={t('jompay.importsHeading')}>
      {imports.isPending ? <Loading /> : null}
      {imports.isError ? <LoadError error={imports.error} onRetry={() => void imports.refetch()} /> : null}
      {imports.data?.length === 0 ? <p className="muted">{t('jompay.importsEmpty')}</p> : null}
      {imports.data && imports.data.length > 0 ? (
        <TableFrame>
          <table className="data-table">
            <caption>{t('jompay.importsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('jompay.fileName')}</th>
                <th scope="col">{t('jompay.fileDate')}</th>
                <th scope="col">{t('jompay.source')}</th>
                <th scope="col">{t('jompay.importedAt')}</th>
                <th scope="col">{t('jompay.posted')}</th>
                <th scope="col">{t('jompay.parked')}</th>
                <th scope="col">{t('jompay.rejected')}</th>
                <th scope="col">{t('jompay.duplicate')}</th>
                <th scope="col">{t('jompay.problems')}</th>
              </tr>
            </thead>
            <tbody>
              {imports.data.map((item) => (
                <ImportRow key={item.id} item={item} />
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
    </Section>
  );
}

function ImportRow({ item }: { readonly item: JompayImport }) {
  const { t, language } = useT();
  return (
    <tr>
      <th scope="row" className={styles.reference}>
        {item.fileName}
      </th>
      <td className="nowrap">{item.fileDate ? formatMalaysianDate(item.fileDate, language) : '-'}</td>
      <td>{t(`jompay.sources.${item.source}`)}</td>
      <td className="nowrap">{formatMalaysianDateTime(item.importedAt, language)}</td>
      <td>{item.counts.posted}</td>
      <td>{item.counts.parked}</td>
      <td>{item.counts.rejected}</td>
      <td>{item.counts.duplicate}</td>
      <td>{item.fileProblems.length > 0 ? item.fileProblems.join(' ') : '-'}</td>
    </tr>
  );
}

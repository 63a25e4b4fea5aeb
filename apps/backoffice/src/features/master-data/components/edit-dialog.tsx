import type { FormEventHandler, ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useT } from '../../../lib/use-t.ts';
import { FormActions, type SubmitState } from './form-actions.tsx';

/** A record's edit form in a dialog, saved with one button; `onSubmit` closes it once the server has saved. */
export function EditDialog({
  title,
  onClose,
  onSubmit,
  submit,
  children,
}: {
  readonly title: string;
  readonly onClose: () => void;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly submit: SubmitState;
  readonly children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        {children}
        <FormActions submit={submit} submitLabel={t('masterData.save')} />
      </form>
    </Dialog>
  );
}

import { type BaseSyntheticEvent, type ReactNode, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ChangeFormActions } from './change-form-actions.tsx';
import { type Change, ConfirmChanges } from './confirm-changes.tsx';

/**
 * An admin change to a customer in two steps: the form, then each change as it is now and as it will be, confirmed
 * or taken back to the form. A form that changes nothing says so and goes no further. `form` is the form's submit
 * handler, given what to do with the request it reads (null when the values change nothing).
 */
export function ChangeDialog<Body>({
  title,
  lead,
  confirmTitle,
  confirmText,
  changesOf,
  remarkOf,
  busy,
  error,
  form,
  onConfirm,
  onBack,
  onClose,
  children,
}: {
  readonly title: string;
  readonly lead: string;
  readonly confirmTitle: string;
  readonly confirmText: string;
  readonly changesOf: (body: Body) => Change[];
  /** The remark sent with the change, shown under the changes. */
  readonly remarkOf?: (body: Body) => { readonly label: string; readonly text: string };
  readonly busy: boolean;
  readonly error: Error | null;
  readonly form: (review: (body: Body | null) => void) => (event?: BaseSyntheticEvent) => Promise<void>;
  readonly onConfirm: (body: Body) => void;
  /** Back to the form: the server's refusal, if any, is cleared. */
  readonly onBack: () => void;
  readonly onClose: () => void;
  /** The form's fields. */
  readonly children: ReactNode;
}) {
  const [pending, setPending] = useState<Body | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const review = (body: Body | null) => {
    const nothing = body === null || changesOf(body).length === 0;
    setUnchanged(nothing);
    if (!nothing) setPending(body);
  };
  const remark = pending === null ? undefined : remarkOf?.(pending);
  return (
    <Dialog title={title} wide onClose={onClose}>
      {pending !== null ? (
        <ConfirmChanges
          title={confirmTitle}
          changes={changesOf(pending)}
          {...(remark ? { remark } : {})}
          confirmText={confirmText}
          busy={busy}
          error={error}
          onConfirm={() => onConfirm(pending)}
          onBack={() => {
            onBack();
            setPending(null);
          }}
        />
      ) : (
        <form onSubmit={form(review)} noValidate>
          <p className="muted">{lead}</p>
          {children}
          <ChangeFormActions unchanged={unchanged} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}

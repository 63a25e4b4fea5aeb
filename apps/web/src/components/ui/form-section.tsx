import { formErrorMessage } from '@sinar/client/field-errors';
import { type ReactNode, useId } from 'react';
import { Alert } from './alert.tsx';
import { Card } from './card.tsx';
import styles from './form-section.module.css';

/** A titled part of a long form (about you, address, account...): a card whose heading names the region. */
export function FormSection({
  title,
  lead,
  children,
}: {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </Card>
  );
}

/** Fields side by side on a desktop, one under the other on a phone. */
export function FieldRow({ children }: { readonly children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** The buttons that end a form: full width on a phone, at the start of the line on a desktop. */
export function FormActions({ children }: { readonly children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/**
 * The error of a failed call, unless its field errors already show beside their fields (`fields`: the form's field
 * names). Put it in an assertive LiveRegion so it is announced.
 */
export function FormError({
  error,
  fields = [],
}: {
  readonly error: unknown;
  readonly fields?: readonly string[];
}) {
  const message = formErrorMessage(error, fields);
  return message ? <Alert tone="error">{message}</Alert> : null;
}

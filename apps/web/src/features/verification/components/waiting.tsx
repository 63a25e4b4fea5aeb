import styles from './verification.module.css';

/** A message while the provider checks: announced once, with a spinner for the eye. */
export function Waiting({ message }: { readonly message: string }) {
  return (
    <div className={styles.waiting} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}

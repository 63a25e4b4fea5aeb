import { Alert, LiveRegion } from '../../../components/ui/alert.tsx';

/** The server's refusal of a form, announced when it appears. */
export function FormError({ error }: { readonly error: Error | null }) {
  return (
    <LiveRegion politeness="assertive">
      {error ? <Alert tone="error">{error.message}</Alert> : null}
    </LiveRegion>
  );
}

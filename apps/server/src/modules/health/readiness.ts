/**
 * Whether this process takes traffic. It does from its start until it begins to drain before a stop; from then on
 * `/readyz` answers 503 so the load balancer sends new requests to the other processes, and every answer closes its
 * connection so that no keep-alive connection is left to a process about to stop.
 */
export interface ReadinessControl {
  /** Marks the process as draining: it still serves what reaches it, but asks to be sent nothing more. */
  drain(): void;
  readonly draining: boolean;
}

export function createReadiness(): ReadinessControl {
  let draining = false;
  return {
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}

/**
 * The delivery reports of a sandbox provider, each made a fixed delay after it is scheduled, as a hosted service
 * reports later and asynchronously. Closing cancels the reports not yet due and waits for those under way.
 */
export class DelayedReports {
  readonly #delayMs: number;
  readonly #pending = new Set<NodeJS.Timeout>();
  readonly #reporting = new Set<Promise<void>>();
  #closed = false;

  constructor(delayMs: number) {
    this.#delayMs = delayMs;
  }

  /** Makes the report after the delay; once closed, nothing. */
  schedule(report: () => Promise<void>): void {
    if (this.#closed) return;
    const timer = setTimeout(() => {
      this.#pending.delete(timer);
      const reporting = report().finally(() => this.#reporting.delete(reporting));
      this.#reporting.add(reporting);
    }, this.#delayMs);
    this.#pending.add(timer);
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#pending) clearTimeout(timer);
    this.#pending.clear();
    await Promise.all(this.#reporting);
  }

  /** Resolves when every report scheduled so far has been made (for tests). */
  async settle(): Promise<void> {
    while (this.#pending.size > 0 || this.#reporting.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

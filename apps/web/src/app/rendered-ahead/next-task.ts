/**
 * Resolves in a task of its own, once the browser has had the main thread: a page's start takes its steps one task
 * at a time instead of adding them to the long task that ran the page's scripts (decision 088).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

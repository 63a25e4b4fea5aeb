import axe from 'axe-core';

/** axe-core over a rendered container: the serious and critical problems (colour contrast needs a real browser). */
export async function seriousAccessibilityProblems(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

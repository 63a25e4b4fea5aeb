/**
 * `npm run deps`: the dependency rule of .dependency-cruiser.cjs over every workspace. Prints each broken rule once
 * with what to do instead, then the imports that break it; exits non-zero when there is any.
 */
import path from 'node:path';
import { findViolations, RULES_FILE } from './dependency-rules/find-violations.ts';

/** `text` as lines of at most `width` characters, each indented by `indent`. */
function wrap(text: string, indent: string, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((each) => `${indent}${each}`).join('\n');
}

const started = Date.now();
const report = await findViolations();
const seconds = ((Date.now() - started) / 1000).toFixed(1);

for (const rule of report.rules) {
  const broken = report.violations.filter((violation) => violation.rule === rule.name);
  if (broken.length === 0) continue;
  console.log(`\n✗ ${rule.name} (${broken.length})`);
  console.log(wrap(rule.advice, '  '));
  for (const violation of broken) console.log(`    ${violation.from} → ${violation.to}`);
}

const rulesFile = path.basename(RULES_FILE);
if (report.violations.length === 0) {
  console.log(`✓ ${report.modulesCruised} modules keep every rule of ${rulesFile} (${seconds} s)`);
} else {
  const cruised = `${report.modulesCruised} modules, ${seconds} s`;
  console.log(`\n${report.violations.length} imports break the rules of ${rulesFile} (${cruised})`);
  process.exitCode = 1;
}

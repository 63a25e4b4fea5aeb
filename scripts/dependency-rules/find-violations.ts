import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IResolveOptions } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RULES_FILE = path.join(REPOSITORY_ROOT, '.dependency-cruiser.cjs');

/** The folders the rule reads: every workspace. */
export const CRUISED_FOLDERS = ['apps', 'packages', 'e2e'] as const;

export interface Violation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

export interface RuleReport {
  readonly violations: readonly Violation[];
  /** Each rule's name and what to do instead, in the order of the rules file. */
  readonly rules: readonly { readonly name: string; readonly advice: string }[];
  readonly modulesCruised: number;
}

/**
 * Runs the rules file over `folders` of `baseDir` (paths in the answer are relative to it) and answers every import
 * that breaks a rule. `resolveOptions` narrows how bare names resolve, for a tree that must not see the real packages.
 */
export async function findViolations(
  options: {
    readonly baseDir?: string;
    readonly folders?: readonly string[];
    readonly resolveOptions?: Partial<IResolveOptions>;
  } = {},
): Promise<RuleReport> {
  const cruiseOptions = await extractDepcruiseOptions(RULES_FILE);
  const baseDir = options.baseDir ?? REPOSITORY_ROOT;
  const folders = (options.folders ?? CRUISED_FOLDERS).filter((folder) =>
    existsSync(path.join(baseDir, folder)),
  );
  const { output } = await cruise(
    [...folders],
    { ...cruiseOptions, baseDir, outputType: 'json' },
    options.resolveOptions,
  );
  const result: ICruiseResult = typeof output === 'string' ? JSON.parse(output) : output;
  return {
    violations: result.summary.violations.map((violation) => ({
      rule: violation.rule.name,
      from: violation.from,
      to: violation.to,
    })),
    rules: (result.summary.ruleSetUsed?.forbidden ?? []).map((rule) => ({
      name: rule.name ?? '',
      advice: rule.comment ?? '',
    })),
    modulesCruised: result.summary.totalCruised,
  };
}

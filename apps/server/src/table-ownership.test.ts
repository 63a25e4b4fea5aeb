import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each table has one owner (docs/decisions/017-module-boundaries.md): in a module, only the owner's repository
 * files hold SQL on it; outside the modules, the infrastructure that implements it (the job queue, the security
 * services, the file storage's journal, the sandboxes). Other modules go through the owner's exported functions.
 * Test fixtures set tables up directly and are not scanned.
 */

const SOURCE_ROOT = import.meta.dirname;
const MIGRATIONS = path.resolve(SOURCE_ROOT, '../migrations');

/** Every table of the migrations, and who owns it: a module, or the folder of the infrastructure behind it. */
const OWNERS: Readonly<Record<string, string>> = {
  jobs: 'jobs',
  job_schedule_slots: 'jobs',
  outbound_emails: 'notifications',
  outbound_sms: 'notifications',
  sandbox_messages: 'providers',
  sandbox_telecom_accounts: 'providers',
  sandbox_telecom_bills: 'providers',
  sandbox_brand_accounts: 'providers',
  sandbox_partners: 'providers',
  sandbox_ekyc_verifications: 'providers',
  sandbox_ca_roots: 'providers',
  sandbox_ca_certificates: 'providers',
  sandbox_provider_keys: 'providers',
  sandbox_failure_switches: 'providers',
  sandbox_notices: 'providers',
  sandbox_stamping_submissions: 'providers',
  sandbox_commodity_trades: 'providers',
  sandbox_commodity_legs: 'providers',
  sandbox_fpx_banks: 'providers',
  sandbox_mandates: 'providers',
  sandbox_payouts: 'providers',
  sandbox_gateway_merchants: 'providers',
  sandbox_gateway_transactions: 'providers',
  sandbox_gateway_deliveries: 'providers',
  sandbox_collections: 'providers',
  sandbox_jompay_payments: 'providers',
  contact_messages: 'contact',
  master_list_items: 'master',
  products: 'master',
  product_codes: 'master',
  loan_insurance_rates: 'master',
  master_files: 'master',
  pre_recorded_videos: 'master',
  users: 'auth',
  sessions: 'auth',
  refresh_tokens: 'auth',
  password_reset_tokens: 'auth',
  login_attempts: 'auth',
  user_audit_events: 'auth',
  officers: 'officers',
  officer_login_challenges: 'officers',
  attempt_counters: 'security',
  one_time_codes: 'security',
  used_human_checks: 'security',
  route_rate_limits: 'security',
  development_secrets: 'security',
  eligibility_checks: 'applications',
  applications: 'applications',
  application_events: 'applications',
  application_email_links: 'applications',
  sme_applications: 'sme-applications',
  sme_application_events: 'sme-applications',
  application_files: 'documents',
  ekyc_sessions: 'ekyc',
  ekyc_captures: 'ekyc',
  ekyc_tokens: 'ekyc',
  audit_events: 'audit',
  application_notes: 'review',
  agreements: 'agreements',
  agreement_events: 'agreements',
  attestation_video_views: 'agreements',
  agreement_files: 'agreements',
  agreement_tacs: 'agreements',
  agreement_milestone_notices: 'agreements',
  agreement_stampings: 'agreements',
  agreement_stamping_attempts: 'agreements',
  agreement_mandates: 'agreements',
  agreement_refunds: 'agreements',
  agreement_provider_notices: 'agreements',
  commodity_trades: 'agreements',
  commodity_trade_legs: 'agreements',
  disbursement_payouts: 'agreements',
  disbursements: 'agreements',
  business_date: 'servicing',
  loan_accounts: 'servicing',
  loan_instalments: 'servicing',
  ledger_accounts: 'servicing',
  journal_entries: 'servicing',
  journal_lines: 'servicing',
  loan_payments: 'servicing',
  loan_payment_allocations: 'servicing',
  payment_receipts: 'servicing',
  payment_reversal_advices: 'servicing',
  live_call_slots: 'agreements',
  live_call_bookings: 'agreements',
  direct_debit_runs: 'direct-debit-collection',
  direct_debit_attempts: 'direct-debit-collection',
  stored_object_journal: 'storage',
  idempotency_keys: 'idempotency',
  payment_orders: 'payments',
  payment_order_messages: 'payments',
  loan_account_requests: 'servicing',
  loan_refund_requests: 'servicing',
  loan_settlements: 'servicing',
  close_of_business_runs: 'servicing',
  loan_reminder_letters: 'servicing',
  jompay_imports: 'jompay',
  jompay_lines: 'jompay',
  jompay_import_runs: 'jompay',
  // Repayment from the partner's commission (decision 064).
  sandbox_partner_wallets: 'providers',
  sandbox_partner_deductions: 'providers',
  loan_account_partners: 'servicing',
  partner_commission_runs: 'partner-commission-collection',
  partner_commission_deductions: 'partner-commission-collection',
};

/**
 * Read models: a repository that must join another owner's tables in one query to page and search, reading them
 * only. The audit trail lists officers' actions beside the applications' own changes, with names and numbers; the
 * customer look-up finds customers by their applications' numbers; the back office's loan account search and the
 * statement search find accounts by their holders' names and MyKad numbers.
 */
const READ_MODELS: Readonly<Record<string, readonly string[]>> = {
  'modules/audit/audit-trail-repository.ts': ['application_events', 'applications', 'users', 'officers'],
  'modules/auth/customer-lookup-repository.ts': ['applications'],
  // The back office's account search, by the holder's name or NRIC, one page at a time.
  'modules/servicing/officer-account-repository.ts': ['users'],
  'modules/servicing/statement-search-repository.ts': ['users'],
};

interface TableUse {
  readonly file: string;
  readonly table: string;
  readonly writes: boolean;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    const fixture = entry.name.endsWith('.test.ts') || entry.name === 'testing.ts';
    return entry.name.endsWith('.ts') && !fixture ? [full] : [];
  });
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

function tableUses(): TableUse[] {
  return sourceFiles(SOURCE_ROOT).flatMap((full) => {
    const file = path.relative(SOURCE_ROOT, full);
    const source = withoutComments(readFileSync(full, 'utf8')).toLowerCase();
    return [...source.matchAll(/\b(insert\s+into|update|delete\s+from|from|join)\s+([a-z_][a-z0-9_]*)\b/g)]
      .filter(([, , table]) => table !== undefined && table in OWNERS)
      .map(([, verb = '', table = '']) => ({
        file,
        table,
        writes: /^(insert|update|delete)/.test(verb),
      }));
  });
}

/** The module a file belongs to (`modules/<module>/...`), else its top folder. */
function ownerOf(file: string): string {
  const [top, module] = file.split(path.sep);
  return top === 'modules' && module ? module : (top ?? '');
}

const uses = tableUses();

/** The files that call a lifecycle's status writer: the lifecycle itself and the repository that defines it. */
function callersOf(writer: string): string[] {
  return sourceFiles(SOURCE_ROOT)
    .filter((full) => new RegExp(`\\b${writer}\\(`).test(withoutComments(readFileSync(full, 'utf8'))))
    .map((full) => path.relative(SOURCE_ROOT, full))
    .sort();
}

describe('table ownership', () => {
  it('gives every table of the migrations an owner', () => {
    const tables = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql'))
      .flatMap((name) => [
        ...readFileSync(path.join(MIGRATIONS, name), 'utf8').matchAll(/create table (\w+)/g),
      ])
      .map(([, table]) => table);
    expect(tables.filter((table) => table !== undefined && !(table in OWNERS))).toEqual([]);
    expect(new Set(uses.map((use) => use.table)).size).toBeGreaterThan(30);
  });

  it('keeps the SQL of a module in its repository files', () => {
    const elsewhere = uses.filter(
      (use) => use.file.startsWith('modules') && !use.file.endsWith('-repository.ts'),
    );
    expect(elsewhere.map((use) => `${use.file}: ${use.table}`)).toEqual([]);
  });

  it("lets only a table's owner write it, and others read it only through a named read model", () => {
    const trespasses = uses.filter((use) => {
      if (ownerOf(use.file) === OWNERS[use.table]) return false;
      const readModel = READ_MODELS[use.file.split(path.sep).join('/')] ?? [];
      return use.writes || !readModel.includes(use.table);
    });
    expect(trespasses.map((use) => `${use.file}: ${use.writes ? 'writes' : 'reads'} ${use.table}`)).toEqual(
      [],
    );
  });

  it('lets only the applications module write applications, and only its lifecycle change a status', () => {
    const writers = uses.filter((use) => use.table === 'applications' && use.writes).map((use) => use.file);
    expect([...new Set(writers)]).toEqual([
      path.join('modules', 'applications', 'application-repository.ts'),
    ]);
    expect(callersOf('writeApplicationStatus')).toEqual(
      [
        path.join('modules', 'applications', 'application-lifecycle.ts'),
        path.join('modules', 'applications', 'application-repository.ts'),
      ].sort(),
    );
  });

  it('lets only the agreements module write agreements, and only its lifecycle change a status', () => {
    const writers = uses.filter((use) => use.table === 'agreements' && use.writes).map((use) => use.file);
    expect([...new Set(writers)]).toEqual([path.join('modules', 'agreements', 'agreement-repository.ts')]);
    expect(callersOf('writeAgreementStatus')).toEqual(
      [
        path.join('modules', 'agreements', 'agreement-lifecycle.ts'),
        path.join('modules', 'agreements', 'agreement-repository.ts'),
      ].sort(),
    );
  });
});

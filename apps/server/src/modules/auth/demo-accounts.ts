import type { Variant } from '@sinar/domain';
import type { Database } from '../../db/database.ts';
import type { BrandAccountLookup, PartnerLookup } from '../../ports/account-directories.ts';
import type { PasswordHashing } from '../../ports/password-hashing.ts';
import { findSmeUserByPartnerId, findUserByEmail, insertUser, type NewUser } from './user-repository.ts';

/** The password of every demo account (README, 'Demo accounts'). */
export const DEMO_PASSWORD = 'Demo1234!';

/**
 * One account for each login tab, so that a new developer can log in at once. Their phone numbers are the
 * sandbox operator's seeded lines of the same holders (migrations/0006), so their NRICs match the operator's.
 */
const DEMO_INDIVIDUALS: readonly (NewUser & { email: string; phoneNo: string; brand: Variant })[] = [
  {
    organizationType: 'INDIVIDUAL',
    brand: 'conventional',
    fullName: 'Aisyah binti Rahman',
    email: 'aisyah@example.com',
    phoneNo: '0123000001',
    icType: 'MYKAD',
    nric: '900615145672',
    raceId: '1',
    residentialAddress1: '12, Jalan Setia Bakti',
    residentialAddress2: 'Bukit Damansara',
    postcode: '50490',
    city: 'Kuala Lumpur',
    state: 'Wilayah Persekutuan Kuala Lumpur',
    grossSalaryRangeId: '3',
  },
  {
    organizationType: 'INDIVIDUAL',
    brand: 'islamic',
    fullName: 'Muhammad Hafiz bin Ismail',
    email: 'hafiz@example.com',
    phoneNo: '0123000012',
    icType: 'MYKAD',
    nric: '880808055123',
    raceId: '1',
    residentialAddress1: '8, Jalan Dato Bandar Tunggal',
    postcode: '70000',
    city: 'Seremban',
    state: 'Negeri Sembilan',
    grossSalaryRangeId: '4',
  },
  {
    // The holder of the demo loan with a few months of history (servicing/demo-loan-account.ts).
    organizationType: 'INDIVIDUAL',
    brand: 'conventional',
    fullName: 'Nurul Aina binti Kassim',
    email: 'aina@example.com',
    phoneNo: '0123000013',
    icType: 'MYKAD',
    nric: '910520105344',
    raceId: '1',
    residentialAddress1: '23, Jalan SS 2/55',
    postcode: '47300',
    city: 'Petaling Jaya',
    state: 'Selangor',
    grossSalaryRangeId: '3',
  },
  {
    // The holder of the demo Islamic financing with a few months of history.
    organizationType: 'INDIVIDUAL',
    brand: 'islamic',
    fullName: 'Siti Zulaikha binti Omar',
    email: 'zulaikha@example.com',
    phoneNo: '0123000014',
    icType: 'MYKAD',
    nric: '930214015226',
    raceId: '1',
    residentialAddress1: '5, Jalan Kebun Teh 1/3',
    postcode: '80250',
    city: 'Johor Bahru',
    state: 'Johor',
    grossSalaryRangeId: '3',
  },
];

const DEMO_STAFF = { fullName: 'Tan Mei Ling', email: 'tan.meiling@sinargroup.com.my' } as const;
const DEMO_PARTNER_ID = 'P100234';

/**
 * Creates the demo accounts that do not exist yet (outside production only; the server calls it at start). Safe
 * to run on every start and from several processes: an account that exists is left as it is.
 */
export async function ensureDemoAccounts(deps: {
  db: Database;
  passwords: PasswordHashing;
  brandAccounts: BrandAccountLookup;
  partners: PartnerLookup;
}): Promise<void> {
  const { db } = deps;
  const passwordHash = await deps.passwords.hash(DEMO_PASSWORD);

  for (const { brand, ...individual } of DEMO_INDIVIDUALS) {
    const user =
      (await findUserByEmail(db, 'INDIVIDUAL', individual.email)) ??
      (await insertUser(db, { ...individual, brands: [brand], passwordHash }));
    await deps.brandAccounts.enrol(brand, {
      userId: user.id,
      phoneNo: individual.phoneNo,
      email: individual.email,
      fullName: individual.fullName,
    });
  }

  if (!(await findUserByEmail(db, 'STAFF', DEMO_STAFF.email))) {
    await insertUser(db, {
      organizationType: 'STAFF',
      ...DEMO_STAFF,
      passwordHash,
      emailVerifiedAt: new Date(),
    });
  }

  const partner = await deps.partners.findPartner(DEMO_PARTNER_ID);
  if (partner && !(await findSmeUserByPartnerId(db, DEMO_PARTNER_ID))) {
    await insertUser(db, {
      organizationType: 'SME',
      fullName: partner.fullName,
      email: partner.email,
      phoneNo: partner.phoneNo,
      nric: partner.nric,
      icType: partner.nric ? 'MYKAD' : null,
      partnerId: DEMO_PARTNER_ID,
      partnerType: partner.partnerType,
      companyName: partner.companyName,
      tinNumber: partner.tinNumber,
      passwordHash,
    });
  }
}

import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { AUTH_PATHS, type Variant } from '@sinar/domain';
import { codeEmailedTo, emailCount, freshEmail, type NricParts, randomNric } from './account-helpers.ts';
import { freshTelecomNumber, type Tokens } from './accounts.ts';

/**
 * Helpers of the application journey (eligibility check, result, draft, form, email verification): applicants
 * registered through the API for either brand, and the screens' texts in both languages.
 */
export interface Applicant {
  readonly email: string;
  readonly phoneNo: string;
  /** The 12 digits, for the e-KYC sandbox's card marker. */
  readonly nric: string;
  readonly password: string;
  readonly tokens: Tokens;
}

/** Registers an applicant through the API (a fresh, good telecom line and a random NRIC unless told otherwise). */
export async function registerApplicant(
  request: APIRequestContext,
  options: {
    readonly brand?: Variant;
    readonly language?: 'en' | 'ms';
    readonly phoneNo?: string;
    readonly nric?: NricParts;
    readonly fullName?: string;
    /** What comes before the unique part of the email address (a long one, to test a layout). */
    readonly emailPrefix?: string;
  } = {},
): Promise<Applicant> {
  const email = freshEmail(options.emailPrefix ?? 'e2e.apply');
  const phoneNo = options.phoneNo ?? freshTelecomNumber();
  const nric = options.nric ?? randomNric();
  const password = `Kunci${randomInt(1000, 9999)}!`;
  const response = await request.post(AUTH_PATHS.register, {
    data: {
      brand: options.brand ?? 'conventional',
      language: options.language ?? 'en',
      fullName: options.fullName ?? 'Nur Aisyah binti Ahmad',
      icType: 'MYKAD',
      nric,
      raceId: '1',
      grossSalaryRangeId: '3',
      phoneNo,
      email,
      residentialAddress1: '12 Jalan Ampang',
      postcode: '50450',
      city: 'Kuala Lumpur',
      password,
      confirmPassword: password,
      termsAccepted: true,
      marketingConsent: false,
    },
  });
  expect(response.status(), `registration: ${await response.text()}`).toBe(201);
  const { accessToken, refreshToken } = (await response.json()) as Tokens;
  return {
    email,
    phoneNo,
    nric: `${nric.part1}${nric.part2}${nric.part3}`,
    password,
    tokens: { accessToken, refreshToken },
  };
}

export const APPLY_TEXT = {
  en: {
    eligibilityTitle: 'Check your eligibility',
    amount: 'Loan amount',
    tenure: 'Tenure',
    reason: 'Reason',
    reasonOption: 'Education',
    netSalary: 'Net monthly salary',
    check: 'Check eligibility',
    eligible: 'Congratulations, you are eligible to apply.',
    notEligible: 'Sorry, you are not eligible to apply.',
    maxAmount: 'Maximum amount you can apply for',
    continueToApply: 'Continue to apply',
    draftTitle: 'Draft Application',
    steps: 'Your steps',
    continueDraft: 'Continue my application',
    formTitle: 'Application',
    employmentType: 'Employment type',
    employmentOption: 'Private sector',
    employerName: 'Employer name',
    employerContactNo: 'Employer contact number',
    jobTitle: 'Job title',
    startDate: 'Employment start date',
    salary: 'Actual monthly salary',
    bank: 'Bank',
    accountNo: 'Bank account number',
    contacts: ['First emergency contact', 'Second emergency contact', 'Referee'],
    contactName: 'Name',
    contactPhone: 'Phone number',
    relationship: 'Relationship',
    relationships: ['Spouse', 'Sibling', 'Colleague'],
    next: 'Next',
    emailTitle: 'Email Verification',
    sendCode: 'Send code',
    code: '6-digit code',
    verify: 'Verify',
    otpVerified: 'OTP Verified',
    reasonsList: 'Reasons',
    billOverdue: 'Bill overdue',
    readyToApply: 'Ready to apply',
    applyNow: 'Apply now',
    documentsTitle: 'Document Upload',
    chooseSalarySlips: 'Choose a file for Salary slips or tax form',
    chooseBankStatement: 'Choose a file for Bank statements',
    photoBankStatement: 'Take a photo for Bank statements',
    uploadedOfThree: '3 of 3 uploaded',
    uploadedOfOne: '1 of 1 uploaded',
    summaryTitle: 'Summary',
    consent: /I agree to the use of my personal data/,
    submit: 'Submit',
    submitted: 'Submit Successfully',
    identityTitle: 'Identity Verification',
    captures: ['Front of identity card', 'Back of identity card', 'Selfie'],
    received: 'Received',
    identityVerified: 'Your identity is verified',
    backToHome: 'Back to home',
    statusRegion: 'Your application',
    pendingApproval: 'Pending approval',
  },
  ms: {
    eligibilityTitle: 'Semak kelayakan anda',
    amount: 'Jumlah pembiayaan',
    tenure: 'Tempoh',
    reason: 'Tujuan',
    reasonOption: 'Pendidikan',
    netSalary: 'Gaji bersih bulanan',
    check: 'Semak kelayakan',
    eligible: 'Tahniah, anda layak memohon.',
    notEligible: 'Maaf, anda tidak layak memohon.',
    maxAmount: 'Jumlah pembiayaan maksimum yang boleh anda mohon',
    continueToApply: 'Teruskan memohon',
    draftTitle: 'Permohonan Draf',
    steps: 'Langkah anda',
    continueDraft: 'Teruskan permohonan saya',
    formTitle: 'Permohonan',
    employmentType: 'Jenis pekerjaan',
    employmentOption: 'Sektor swasta',
    employerName: 'Nama majikan',
    employerContactNo: 'Nombor telefon majikan',
    jobTitle: 'Jawatan',
    startDate: 'Tarikh mula bekerja',
    salary: 'Gaji bulanan sebenar',
    bank: 'Bank',
    accountNo: 'Nombor akaun bank',
    contacts: [
      'Orang untuk dihubungi semasa kecemasan (pertama)',
      'Orang untuk dihubungi semasa kecemasan (kedua)',
      'Perujuk',
    ],
    contactName: 'Nama',
    contactPhone: 'Nombor telefon',
    relationship: 'Hubungan',
    relationships: ['Pasangan', 'Adik-beradik', 'Rakan sekerja'],
    next: 'Seterusnya',
    emailTitle: 'Pengesahan E-mel',
    sendCode: 'Hantar kod',
    code: 'Kod 6 digit',
    verify: 'Sahkan',
    otpVerified: 'OTP Disahkan',
    reasonsList: 'Sebab',
    billOverdue: 'Bil tertunggak',
    readyToApply: 'Sedia untuk memohon',
    applyNow: 'Mohon sekarang',
    documentsTitle: 'Muat Naik Dokumen',
    chooseSalarySlips: 'Pilih fail untuk Slip gaji atau borang cukai',
    chooseBankStatement: 'Pilih fail untuk Penyata bank',
    photoBankStatement: 'Ambil gambar untuk Penyata bank',
    uploadedOfThree: '3 daripada 3 dimuat naik',
    uploadedOfOne: '1 daripada 1 dimuat naik',
    summaryTitle: 'Ringkasan',
    consent: /Saya bersetuju data peribadi saya digunakan/,
    submit: 'Hantar',
    submitted: 'Berjaya Dihantar',
    identityTitle: 'Pengesahan Identiti',
    captures: ['Depan kad pengenalan', 'Belakang kad pengenalan', 'Swafoto'],
    received: 'Diterima',
    identityVerified: 'Identiti anda telah disahkan',
    backToHome: 'Kembali ke laman utama',
    statusRegion: 'Permohonan pembiayaan anda',
    pendingApproval: 'Menunggu kelulusan',
  },
} as const;
export type ApplyText = (typeof APPLY_TEXT)[keyof typeof APPLY_TEXT];

/** The quick check: amount and tenure by value (sen, months), the reason by its name, the salary in ringgit. */
export async function fillEligibility(
  page: Page,
  text: ApplyText,
  values: { amountSen: number; tenureMonths: number; netSalary: string },
): Promise<void> {
  await page.getByRole('combobox', { name: text.amount }).selectOption(String(values.amountSen));
  await page.getByRole('combobox', { name: text.tenure }).selectOption(String(values.tenureMonths));
  await page.getByRole('combobox', { name: text.reason }).selectOption({ label: text.reasonOption });
  await page.getByRole('textbox', { name: text.netSalary }).fill(values.netSalary);
}

/** Every field of the application form, as an applicant would fill it. */
export async function fillApplicationForm(page: Page, text: ApplyText): Promise<void> {
  await page
    .getByRole('combobox', { name: text.employmentType })
    .selectOption({ label: text.employmentOption });
  await page.getByRole('textbox', { name: text.employerName }).fill('Syarikat Maju Jaya Sdn. Bhd.');
  await page.getByRole('textbox', { name: text.jobTitle }).fill('Account executive');
  await page.getByRole('textbox', { name: text.employerContactNo }).fill('+60312345678');
  await page.getByLabel(text.startDate).fill('2020-03-01');
  await page.getByRole('textbox', { name: text.salary }).fill('4,200.50');
  await page.getByRole('combobox', { name: text.bank, exact: true }).selectOption({ label: 'Affin Bank' });
  await page.getByRole('textbox', { name: text.accountNo }).fill('123456789012');
  const people = [
    { name: 'Ahmad bin Ali', phoneNo: '0191234567' },
    { name: 'Siti binti Ali', phoneNo: '0197654321' },
    { name: 'Lim Ah Kow', phoneNo: '0162345678' },
  ];
  for (const [index, legend] of text.contacts.entries()) {
    const group = page.getByRole('group', { name: legend, exact: true });
    const person = people[index] as (typeof people)[number];
    await group.getByRole('textbox', { name: text.contactName, exact: true }).fill(person.name);
    await group.getByRole('textbox', { name: text.contactPhone }).fill(person.phoneNo);
    await group
      .getByRole('combobox', { name: text.relationship })
      .selectOption({ label: text.relationships[index] as string });
  }
}

/** Sends the code, reads it from the developer inbox and types it back. */
export async function verifyEmailWithCode(
  page: Page,
  request: APIRequestContext,
  text: ApplyText,
  email: string,
): Promise<void> {
  const before = await emailCount(request, email);
  await page.getByRole('button', { name: text.sendCode }).click();
  const code = await codeEmailedTo(request, email, before);
  await page.getByRole('textbox', { name: text.code }).fill(code);
  await page.getByRole('button', { name: text.verify, exact: true }).click();
}

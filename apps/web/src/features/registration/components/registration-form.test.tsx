import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../../lib/query-client.tsx';
import { fakeToken } from '../../../test/fake-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const RACES = [
  { id: '7d8e0a7e-2d36-4f3c-9a39-000000000001', code: '1', name: 'Malay' },
  { id: '7d8e0a7e-2d36-4f3c-9a39-000000000002', code: '2', name: 'Chinese' },
];
const SALARIES = [
  { id: '7d8e0a7e-2d36-4f3c-9a39-000000000011', code: '1', name: 'Below RM2,000', minSen: 0, maxSen: 199999 },
  { id: '7d8e0a7e-2d36-4f3c-9a39-000000000013', code: '3', name: 'RM3,000 - RM3,999', minSen: 0, maxSen: 1 },
];
const TOKENS = { accessToken: fakeToken(), refreshToken: 'refresh-token', message: 'Register Successfully' };

/** Answers by method and path prefix: the master lists, the existence check and the registration; else 404. */
function mockApi(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    'GET /sinar/master/api/v1.0/race/conventional': () => json(200, RACES),
    'GET /sinar/master/api/v1.0/grossSalaryRange/conventional': () => json(200, SALARIES),
    'GET /sinar/master/api/v1.0/race/islamic': () => json(200, [{ ...RACES[0], name: 'Melayu' }]),
    'GET /sinar/master/api/v1.0/grossSalaryRange/islamic': () =>
      json(200, [{ ...SALARIES[0], name: 'Bawah RM2,000' }]),
    'POST /sinar/auth/api/v1.0/user/checkEmailExisted': () =>
      json(200, { emailExisted: false, phoneNoExisted: false }),
    'POST /sinar/auth/api/v1.0/sinar/user': () => json(201, TOKENS),
    ...overrides,
  };
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = Object.entries(handlers).find(([prefix]) => key.startsWith(prefix))?.[1];
    return handler ? handler(init) : json(404, { message: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const callsTo = (fetch: ReturnType<typeof mockApi>, prefix: string) =>
  fetch.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}`.startsWith(prefix));

async function openRegistration(path = '/registration') {
  const app = await renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

type User = Awaited<ReturnType<typeof openRegistration>>['user'];

interface Labels {
  readonly fullName: string;
  readonly race: string;
  readonly salary: string;
  readonly phone: string;
  readonly email: string;
  readonly address1: string;
  readonly postcode: string;
  readonly password: string;
  readonly confirm: string;
  readonly terms: string;
  readonly nric: readonly [string, string, string];
}

/** Fills every field with valid values, in English unless told otherwise. */
async function fillForm(
  user: User,
  labels: Labels = {
    fullName: 'Full name (as per identity card)',
    race: 'Race',
    salary: 'Gross monthly salary',
    phone: 'Phone number of your telecom account',
    email: 'Email address',
    address1: 'Address line 1',
    postcode: 'Postcode',
    password: 'Password',
    confirm: 'Confirm password',
    terms: 'I have read and agree to the Terms and Conditions and the Privacy Policy',
    nric: ['NRIC, first 6 digits', 'NRIC, middle 2 digits', 'NRIC, last 4 digits'],
  },
) {
  await user.type(screen.getByRole('textbox', { name: labels.fullName }), 'Nur Aisyah binti Ahmad');
  await user.type(screen.getByRole('textbox', { name: labels.nric[0] }), '900101');
  await user.type(screen.getByRole('textbox', { name: labels.nric[1] }), '14');
  await user.type(screen.getByRole('textbox', { name: labels.nric[2] }), '5678');
  const race = screen.getByRole('combobox', { name: labels.race });
  await within(race).findByRole('option', { name: /Malay|Melayu/ });
  await user.selectOptions(race, '1');
  const salary = screen.getByRole('combobox', { name: labels.salary });
  await within(salary).findByRole('option', { name: /RM2,000/ });
  await user.selectOptions(salary, '1');
  await user.type(screen.getByRole('textbox', { name: labels.phone }), '01170001234');
  await user.type(screen.getByRole('textbox', { name: labels.email }), 'Aisyah.New@Example.com');
  await user.type(screen.getByRole('textbox', { name: labels.address1 }), '12 Jalan Ampang');
  await user.type(screen.getByRole('textbox', { name: labels.postcode }), '50450');
  await user.type(screen.getByLabelText(labels.password, { selector: 'input' }), 'Secret123!');
  await user.type(screen.getByLabelText(labels.confirm, { selector: 'input' }), 'Secret123!');
  await user.click(screen.getByRole('checkbox', { name: labels.terms }));
}

describe('the registration form', () => {
  beforeEach(() => getQueryClient().clear());

  it("shows the spec's messages for missing input and sends nothing", async () => {
    const fetch = mockApi();
    const { user } = await openRegistration();
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Please Enter Your Full Name')).toBeTruthy();
    expect(screen.getByText('Please Enter Your NRIC')).toBeTruthy();
    expect(screen.getByText('Please Select Your Race')).toBeTruthy();
    expect(screen.getByText('Please Select Your Gross Salary Range')).toBeTruthy();
    expect(screen.getByText('Please Enter Your Phone Number')).toBeTruthy();
    expect(screen.getByText('Please Enter Your Email Address')).toBeTruthy();
    expect(screen.getByText('Please Enter Your Address')).toBeTruthy();
    expect(screen.getByText('Please Enter Your Postcode')).toBeTruthy();
    expect(screen.getByText('Please Enter Your Password')).toBeTruthy();
    expect(screen.getByText('Please accept the Terms and Conditions and the Privacy Policy')).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Full name (as per identity card)' }),
    );
    expect(callsTo(fetch, 'POST')).toHaveLength(0);
  });

  it('moves along the NRIC boxes and shows the date of birth and age the number gives', async () => {
    mockApi();
    const { user } = await openRegistration();
    await user.type(screen.getByRole('textbox', { name: 'NRIC, first 6 digits' }), '900101');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'NRIC, middle 2 digits' }));
    await user.keyboard('14');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'NRIC, last 4 digits' }));
    await user.keyboard('5678');
    expect(screen.getByRole('definition', { name: 'Date of birth' }).textContent).toBe('1 January 1990');
    expect(screen.getByRole('definition', { name: 'Age' }).textContent).toMatch(/^\d{2} years$/);
    // Backspace in an empty box goes back to the one before.
    await user.clear(screen.getByRole('textbox', { name: 'NRIC, last 4 digits' }));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'NRIC, middle 2 digits' }));
  });

  it('fills the city and state from the postcode, and offers the towns of a shared postcode', async () => {
    mockApi();
    const { user } = await openRegistration();
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(postcode, '50450');
    expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Kuala Lumpur');
    expect((screen.getByRole('textbox', { name: 'State' }) as HTMLInputElement).value).toBe(
      'Wilayah Persekutuan Kuala Lumpur',
    );
    await user.clear(postcode);
    await user.type(postcode, '86400');
    const city = screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement;
    expect([...city.options].map((option) => option.value)).toEqual(['Batu Pahat', 'Parit Raja']);
    expect((screen.getByRole('textbox', { name: 'State' }) as HTMLInputElement).value).toBe('Johor');
  });

  it('offers only a MyKad, and says why', async () => {
    mockApi();
    await openRegistration();
    const icType = screen.getByRole('combobox', { name: 'Identity card type' }) as HTMLSelectElement;
    expect([...icType.options].map((option) => [option.value, option.textContent])).toEqual([
      ['MYKAD', 'MyKad (Malaysian citizen)'],
    ]);
    expect(screen.getByText('Only Malaysian citizens holding a MyKad can apply')).toBeTruthy();
  });

  it('keeps what was typed, but not the passwords, through a reload of the page, until the registration succeeds', async () => {
    mockApi();
    const first = await openRegistration();
    await fillForm(first.user);
    first.unmount();

    const { user, router } = await openRegistration();
    const field = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
    expect(field('Full name (as per identity card)')).toBe('Nur Aisyah binti Ahmad');
    expect(field('NRIC, first 6 digits')).toBe('900101');
    expect(field('NRIC, last 4 digits')).toBe('5678');
    expect(field('Phone number of your telecom account')).toBe('01170001234');
    expect(field('Email address')).toBe('Aisyah.New@Example.com');
    expect(field('Postcode')).toBe('50450');
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Race' }) as HTMLSelectElement).value).toBe('1'),
    );
    expect((screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect(window.sessionStorage.getItem('registrationDraft')).not.toContain('Secret123!');

    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(window.sessionStorage.getItem('registrationDraft')).toBeNull();
  });

  it('says early that the email is registered already', async () => {
    mockApi({
      'POST /sinar/auth/api/v1.0/user/checkEmailExisted': () =>
        json(200, { emailExisted: true, phoneNoExisted: false }),
    });
    const { user } = await openRegistration();
    await user.type(
      screen.getByRole('textbox', { name: 'Phone number of your telecom account' }),
      '01170001234',
    );
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'aisyah@example.com');
    await user.tab();
    expect(
      await screen.findByText('This email address is already registered. Please log in instead.'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email address' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('registers for the conventional brand, opens the session and goes home', async () => {
    const fetch = mockApi();
    const { user, router } = await openRegistration();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByText('Register Successfully')).toBeTruthy();
    expect(window.localStorage.getItem('accessToken')).toBe(TOKENS.accessToken);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-token');
    const [call] = callsTo(fetch, 'POST /sinar/auth/api/v1.0/sinar/user');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      brand: 'conventional',
      language: 'en',
      fullName: 'Nur Aisyah binti Ahmad',
      icType: 'MYKAD',
      nric: { part1: '900101', part2: '14', part3: '5678' },
      raceId: '1',
      grossSalaryRangeId: '1',
      phoneNo: '01170001234',
      email: 'aisyah.new@example.com',
      residentialAddress1: '12 Jalan Ampang',
      postcode: '50450',
      city: 'Kuala Lumpur',
      password: 'Secret123!',
      confirmPassword: 'Secret123!',
      termsAccepted: true,
      marketingConsent: false,
    });
  });

  it('registers for the Islamic brand in Malay and keeps the language', async () => {
    const fetch = mockApi({
      'POST /sinar/auth/api/v1.0/sinar/user': () => json(201, { ...TOKENS, message: 'Pendaftaran Berjaya' }),
    });
    const { user, router } = await openRegistration('/islamic/registration?lang=ms');
    expect(
      screen.getByText('Buka akaun Sinar Kredit-i anda untuk memohon pembiayaan peribadi-i dalam talian.'),
    );
    await fillForm(user, {
      fullName: 'Nama penuh (seperti dalam kad pengenalan)',
      race: 'Bangsa',
      salary: 'Gaji kasar bulanan',
      phone: 'Nombor telefon akaun telekomunikasi anda',
      email: 'Alamat e-mel',
      address1: 'Alamat baris 1',
      postcode: 'Poskod',
      password: 'Kata laluan',
      confirm: 'Sahkan kata laluan',
      terms: 'Saya telah membaca dan bersetuju dengan Terma dan Syarat serta Dasar Privasi',
      nric: [
        'No. Kad Pengenalan, 6 digit pertama',
        'No. Kad Pengenalan, 2 digit tengah',
        'No. Kad Pengenalan, 4 digit terakhir',
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Daftar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/islamic/home'));
    expect(router.state.location.search).toBe('?lang=ms');
    expect(await screen.findByText('Pendaftaran Berjaya')).toBeTruthy();
    const [call] = callsTo(fetch, 'POST /sinar/auth/api/v1.0/sinar/user');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ brand: 'islamic', language: 'ms' });
    expect(new Headers(call?.[1]?.headers).get('Accept-Language')).toBe('ms');
  });

  it("puts the server's field errors beside their fields", async () => {
    mockApi({
      'POST /sinar/auth/api/v1.0/sinar/user': () =>
        json(400, {
          message: 'Please check the highlighted fields and try again.',
          fieldErrors: { phoneNo: 'Invalid phone number of the telecom account' },
        }),
    });
    const { user, router } = await openRegistration();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const phone = screen.getByRole('textbox', { name: 'Phone number of your telecom account' });
    expect(await screen.findByText('Invalid phone number of the telecom account')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    // Shown once, beside its field: the general message adds nothing to it.
    expect(screen.getAllByText('Invalid phone number of the telecom account')).toHaveLength(1);
    expect(screen.queryByText('Please check the highlighted fields and try again.')).toBeNull();
    expect(router.state.location.pathname).toBe('/registration');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});

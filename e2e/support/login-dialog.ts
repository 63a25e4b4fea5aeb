import { expect, type Locator, type Page } from '@playwright/test';
import type { LoginTab } from '@sinar/domain';

/**
 * The login dialog of the public site, as a person uses it: 'Log in' in the header (in the menu panel on a phone),
 * a tab, the identifier and password, the human check, then 'Log in'. In both languages.
 */
export type Language = 'en' | 'ms';

export const LOGIN_TEXT = {
  en: {
    logIn: 'Log in',
    menu: 'Menu',
    tabs: {
      telecom: 'Mobile customer',
      conventional: 'Sinar Kredit account',
      islamic: 'Sinar Kredit-i account',
      staff: 'Staff',
    },
    phoneNo: 'Phone number',
    phoneOrEmail: 'Phone number or email address',
    companyEmail: 'Company email address',
    password: 'Password',
    robot: "I'm not a robot",
    verified: 'Verified',
    welcome: /^Welcome, \S/,
    loginSuccessful: 'Login successful',
  },
  ms: {
    logIn: 'Log masuk',
    menu: 'Menu',
    tabs: {
      telecom: 'Pelanggan mudah alih',
      conventional: 'Akaun Sinar Kredit',
      islamic: 'Akaun Sinar Kredit-i',
      staff: 'Kakitangan',
    },
    phoneNo: 'Nombor telefon',
    phoneOrEmail: 'Nombor telefon atau alamat e-mel',
    companyEmail: 'Alamat e-mel syarikat',
    password: 'Kata laluan',
    robot: 'Saya bukan robot',
    verified: 'Disahkan',
    welcome: /^Selamat datang, \S/,
    loginSuccessful: 'Log masuk berjaya',
  },
} as const;

/** Which field of each tab takes the identifier. */
export const IDENTIFIER_FIELD: Record<LoginTab, 'phoneNo' | 'phoneOrEmail' | 'companyEmail'> = {
  telecom: 'phoneNo',
  conventional: 'phoneOrEmail',
  islamic: 'phoneOrEmail',
  staff: 'companyEmail',
};

/** 'Log in' sits in the header on a desktop and in the menu panel on a phone. */
export async function openLoginDialog(page: Page, language: Language): Promise<Locator> {
  const text = LOGIN_TEXT[language];
  // The page is drawn (its heading is there) before deciding between the phone's menu and the desktop's header.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: text.menu });
  if (await menu.isVisible()) await menu.click();
  await header.getByRole('button', { name: text.logIn, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.logIn });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function tickHumanCheck(dialog: Locator, language: Language): Promise<void> {
  await dialog.getByRole('checkbox', { name: LOGIN_TEXT[language].robot }).check();
  await expect(dialog.getByText(LOGIN_TEXT[language].verified, { exact: true })).toBeVisible({
    timeout: 20_000,
  });
}

export async function logInOnTab(
  dialog: Locator,
  login: { tab: LoginTab; language: Language; identifier: string; password: string },
): Promise<void> {
  const text = LOGIN_TEXT[login.language];
  const tab = dialog.getByRole('tab', { name: text.tabs[login.tab], exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await dialog
    .getByRole('textbox', { name: text[IDENTIFIER_FIELD[login.tab]], exact: true })
    .fill(login.identifier);
  await dialog.getByLabel(text.password, { exact: true }).fill(login.password);
  await tickHumanCheck(dialog, login.language);
  await dialog.getByRole('button', { name: text.logIn, exact: true }).click();
}

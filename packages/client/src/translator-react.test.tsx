import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from './translator.ts';
import { I18nProvider, Trans, useTranslation } from './translator-react.tsx';

const TEXTS: Record<string, Record<string, object>> = {
  en: {
    translation: {
      terms: 'Read the <legal>Terms</legal> and the <privacy>Privacy Policy</privacy> now.',
      choose: 'Malay',
    },
    later: { note: 'Loaded later' },
  },
  ms: {
    translation: {
      terms: 'Baca <legal>Terma</legal> serta <privacy>Dasar Privasi</privacy>.',
      choose: 'Melayu',
    },
    later: { note: 'Dimuat kemudian' },
  },
};

async function started() {
  const i18n = createI18n();
  await i18n.init({
    lng: 'en',
    supportedLngs: ['en', 'ms'],
    ns: ['translation'],
    load: (language, namespace) => {
      const texts = TEXTS[language]?.[namespace];
      return texts ? Promise.resolve(texts) : undefined;
    },
  });
  return i18n;
}

function PageLink({ href, children }: { readonly href: string; readonly children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

const LINKS = { legal: <PageLink href="/legal" />, privacy: <PageLink href="/privacy" /> };

function Later() {
  const { t, ready } = useTranslation('later');
  return <p>{ready ? t('note') : 'waiting'}</p>;
}

function Switch() {
  const { t, i18n } = useTranslation();
  return (
    <button type="button" onClick={() => void i18n.changeLanguage('ms')}>
      {t('choose')}
    </button>
  );
}

describe('the translator in React', () => {
  it('renders the marked parts of a text as the elements they name, with their words inside', async () => {
    const i18n = await started();
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Trans i18nKey="terms" components={LINKS} />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('Read the Terms and the Privacy Policy now.');
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/legal');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('renders again in the new language, and once a namespace it waited for has loaded', async () => {
    const i18n = await started();
    render(
      <I18nProvider i18n={i18n}>
        <Switch />
        <Later />
        <Trans i18nKey="terms" components={LINKS} />
      </I18nProvider>,
    );
    expect(await screen.findByText('Loaded later')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Malay' }));
    expect(await screen.findByRole('button', { name: 'Melayu' })).toBeTruthy();
    expect(screen.getByText('Dimuat kemudian')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dasar Privasi' })).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from './i18n.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { seriousAccessibilityProblems } from './test/axe.ts';
import { memoryStorage } from './test/memory-storage.ts';
import { createI18n } from './translator.ts';
import { I18nProvider } from './translator-react.tsx';

const SHORT = { en: 'EN', ms: 'BM' } as const;
const NAMES = { en: 'English', ms: 'Bahasa Melayu' } as const;

async function renderAt(path: string) {
  const instance = createI18n();
  const storage = memoryStorage();
  await initI18n(instance, {
    search: new URL(path, 'http://localhost').search,
    languageRecord: { storage, key: 'lang' },
    loadCatalog: () => Promise.resolve({}),
    suspense: false,
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        Component: () => (
          <LanguageSwitcher
            legend="Language"
            shortName={(language) => SHORT[language]}
            fullName={(language) => NAMES[language]}
            classNames={{ group: 'languages', button: 'language' }}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nProvider i18n={instance}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { instance, router, storage, user: userEvent.setup(), ...view };
}

describe('the language switcher', () => {
  it("presses the reader's language, switches and stores the other, and is accessible", async () => {
    const { instance, storage, user, container } = await renderAt('/faq');
    expect(screen.getByRole('button', { name: 'EN English' }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousAccessibilityProblems(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'BM Bahasa Melayu' }));
    expect(instance.language).toBe('ms');
    expect(storage.data.get('lang')).toBe('ms');
    expect(screen.getByRole('button', { name: 'BM Bahasa Melayu' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('keeps a lang parameter in the address in step, and adds none where there was none', async () => {
    const withParameter = await renderAt('/faq?lang=en&x=1');
    await withParameter.user.click(screen.getByRole('button', { name: 'BM Bahasa Melayu' }));
    expect(withParameter.router.state.location.search).toBe('?lang=ms&x=1');
    withParameter.unmount();

    const without = await renderAt('/faq');
    await without.user.click(screen.getByRole('button', { name: 'BM Bahasa Melayu' }));
    expect(without.router.state.location.search).toBe('');
  });
});

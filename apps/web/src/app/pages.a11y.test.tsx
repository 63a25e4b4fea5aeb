import { seriousAccessibilityProblems } from '@sinar/client/test/axe';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

/**
 * Every public page: one h1, the page title of the specification, and no serious or critical axe-core violation.
 * Colour contrast needs a real layout engine: the palette is checked in a real browser (docs/decisions/006).
 */
const PAGES = [
  ['/', 'Personal loans for redONE customers | Sinar Kredit'],
  ['/sinar-kredit', 'Personal loans for redONE customers | Sinar Kredit'],
  ['/islamic', 'Personal Financing-i for redONE customers | Sinar Kredit-i'],
  ['/simulator', 'Repayment Simulator | Sinar Kredit'],
  ['/islamic/simulator', 'Payment Simulator | Sinar Kredit-i'],
  ['/contact-us', 'Contact Us | Sinar Kredit'],
  ['/sinar-kredit/contact-us', 'Contact Us | Sinar Kredit'],
  ['/about-us', 'About Us | Sinar Kredit'],
  ['/legal-terms', 'Legal Terms | Sinar Kredit'],
  ['/islamic/legal-terms', 'Legal Terms | Sinar Kredit-i'],
  ['/privacy-policy', 'Privacy Policy | Sinar Kredit'],
  ['/faq', 'FAQs | Sinar Kredit'],
  ['/islamic/faq?lang=ms', 'Soalan Lazim | Sinar Kredit-i'],
  ['/dev/inbox', 'Developer inbox | Sinar Kredit'],
] as const;

describe.each(PAGES)('the page %s', (path, title) => {
  it('has one h1, its title and no serious accessibility problem', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Not Found"}', { status: 404 })),
    );
    const { container } = await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();

    expect(await seriousAccessibilityProblems(container)).toEqual([]);
  });
});

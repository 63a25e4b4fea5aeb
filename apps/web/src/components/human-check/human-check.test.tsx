import { zodResolver } from '@hookform/resolvers/zod';
import { I18nProvider } from '@sinar/client/translator-react';
import { AUTH_PATHS, humanCheckTokenField } from '@sinar/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n, initI18n } from '../../lib/i18n.ts';
import { HumanCheck } from './human-check.tsx';

const solveChallenge = vi.hoisted(() => vi.fn());
vi.mock('altcha-lib/v1', () => ({ solveChallenge }));

const CHALLENGE = {
  algorithm: 'SHA-256',
  challenge: 'c0ffee',
  maxnumber: 50_000,
  salt: 'salt123?expires=1900000000',
  signature: 'sig',
};

const tokenFor = (number: number, challenge = CHALLENGE) =>
  btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );

const schema = z.object({ humanCheckToken: humanCheckTokenField });

/** A form with nothing but the check; `failSubmit` plays a server that refuses the token, as forms do it. */
function Harness({
  onSubmit,
  failSubmit = false,
}: {
  onSubmit: (token: string) => void;
  failSubmit?: boolean;
}) {
  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { humanCheckToken: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        onSubmit(values.humanCheckToken);
        if (failSubmit) setValue('humanCheckToken', '');
      })}
    >
      <HumanCheck control={control} name="humanCheckToken" />
      <button type="submit">Submit</button>
    </form>
  );
}

function renderHarness(props: Parameters<typeof Harness>[0]) {
  const router = createMemoryRouter([{ path: '/', Component: () => <Harness {...props} /> }]);
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return user;
}

function mockChallenges(...challenges: (typeof CHALLENGE)[]) {
  const fetch = vi.fn(async (_url: string) => {
    const next = challenges.shift() ?? CHALLENGE;
    return new Response(JSON.stringify(next), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the human check', () => {
  beforeAll(async () => {
    if (!i18n.isInitialized) await initI18n({ search: '' });
    await i18n.changeLanguage('en');
  });
  beforeEach(() => {
    solveChallenge.mockReset();
  });

  it('solves a fresh challenge when ticked and hands the token to the form', async () => {
    const fetch = mockChallenges(CHALLENGE);
    let finish: (solution: { number: number }) => void = () => {};
    solveChallenge.mockImplementation(() => ({
      promise: new Promise((resolve) => (finish = resolve)),
      controller: new AbortController(),
    }));
    const onSubmit = vi.fn();
    const user = renderHarness({ onSubmit });

    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await user.click(box);
    expect(await screen.findByText('Verifying…')).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(solveChallenge).toHaveBeenCalledWith('c0ffee', CHALLENGE.salt, 'SHA-256', 50_000),
    );
    finish({ number: 4242 });
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.getByText('Verified').closest('[role="status"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(tokenFor(4242)));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(AUTH_PATHS.humanCheckChallenge);
  });

  it("fails the form with the spec's message while unticked, on the box itself", async () => {
    mockChallenges();
    const onSubmit = vi.fn();
    const user = renderHarness({ onSubmit });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Please check I'm not a robot")).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(
      screen.getByText("Please check I'm not a robot").closest('p')?.id,
    );
    expect(document.activeElement).toBe(box);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('works from the keyboard, and unticking drops the token', async () => {
    mockChallenges();
    solveChallenge.mockReturnValue({
      promise: Promise.resolve({ number: 7 }),
      controller: new AbortController(),
    });
    const onSubmit = vi.fn();
    const user = renderHarness({ onSubmit });
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    box.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Verified')).toBeTruthy();
    await user.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText('Verified')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Please check I'm not a robot")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says so when the challenge cannot be solved, and can be ticked again', async () => {
    mockChallenges();
    solveChallenge
      .mockReturnValueOnce({ promise: Promise.resolve(null), controller: new AbortController() })
      .mockReturnValueOnce({ promise: Promise.resolve({ number: 9 }), controller: new AbortController() });
    const user = renderHarness({ onSubmit: vi.fn() });
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await user.click(box);
    expect(await screen.findByText('We could not verify you. Please tick the box again.')).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.queryByText('We could not verify you. Please tick the box again.')).toBeNull();
  });

  it('re-arms after a failed submit, and the next tick solves a new challenge (a token is single use)', async () => {
    const second = { ...CHALLENGE, challenge: 'beef', salt: 'salt456' };
    const fetch = mockChallenges(CHALLENGE, second);
    solveChallenge
      .mockReturnValueOnce({ promise: Promise.resolve({ number: 1 }), controller: new AbortController() })
      .mockReturnValueOnce({ promise: Promise.resolve({ number: 2 }), controller: new AbortController() });
    const onSubmit = vi.fn();
    const user = renderHarness({ onSubmit, failSubmit: true });
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });

    await user.click(box);
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
    expect(screen.queryByText('Verified')).toBeNull();

    await user.click(box);
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls.map(([token]) => token)).toEqual([tokenFor(1), tokenFor(2, second)]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

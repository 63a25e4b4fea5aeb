import { I18nProvider } from '@sinar/client/translator-react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { ensureI18n } from '../test/render-app.tsx';
import { RemarkDialog, type RemarkField } from './remark-dialog.tsx';

beforeAll(() => ensureI18n());

/** A required note of three characters or more, sent trimmed. */
const NOTE: RemarkField = {
  label: 'Note',
  hint: 'What was done',
  maxLength: 100,
  accept: (note) => (note.trim().length >= 3 ? note.trim() : null),
  refusal: 'Write a note of at least 3 characters.',
};

function open(props: Partial<Parameters<typeof RemarkDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <RemarkDialog
        title="Resolve the payment"
        confirmText="Resolve"
        busy={false}
        error={null}
        field={NOTE}
        onConfirm={onConfirm}
        onClose={() => {}}
        {...props}
      />
    </I18nProvider>,
  );
  return { onConfirm, user: userEvent.setup() };
}

describe('RemarkDialog', () => {
  it('confirms the remark as its field accepts it', async () => {
    const { onConfirm, user } = open();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), '  paid at the bank  ');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(onConfirm).toHaveBeenCalledWith('paid at the bank');
  });

  it("shows the field's refusal and confirms nothing for a remark it refuses", async () => {
    const { onConfirm, user } = open();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'ok');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(screen.getByText('Write a note of at least 3 characters.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Note' }).getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('checks its other fields on every try, beside the remark, and confirms only when all pass', async () => {
    // The other fields fail the first two tries, then pass.
    const fieldsValid = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(false).mockReturnValue(true);
    const { onConfirm, user } = open({ fieldsValid, children: <p>An amount field</p> });
    expect(screen.getByText('An amount field')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(fieldsValid).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Write a note of at least 3 characters.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'waived');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(fieldsValid).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(onConfirm).toHaveBeenCalledWith('waived');
  });

  it('confirms an empty remark when the field takes one', async () => {
    const { onConfirm, user } = open({
      field: { label: 'Remark (optional)', maxLength: 500, accept: (remark) => remark.trim() },
    });
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it("shows the server's refusal as it came", () => {
    open({ error: new Error('The payment was resolved by another officer.') });
    expect(screen.getByRole('alert').textContent).toContain('The payment was resolved by another officer.');
  });
});

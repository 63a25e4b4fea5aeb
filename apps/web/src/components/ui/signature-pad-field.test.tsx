import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import type SignaturePad from 'signature_pad';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawStroke, ONE_PIXEL_PNG, stubCanvas } from '../../test/signature-pad.ts';
import { SignaturePadField, signatureDataUrl, signaturePng } from './signature-pad-field.tsx';

let captured: { dataUrl: string; png: Blob } | null = null;

function Harness({ onChange }: { readonly onChange: (drawn: boolean) => void }) {
  const pad = useRef<SignaturePad | null>(null);
  return (
    <>
      <SignaturePadField label="Signature pad" clearLabel="Clear" onChange={onChange} padRef={pad} />
      <button
        type="button"
        onClick={() => {
          if (pad.current)
            captured = { dataUrl: signatureDataUrl(pad.current), png: signaturePng(pad.current) };
        }}
      >
        Capture
      </button>
    </>
  );
}

beforeEach(() => {
  captured = null;
  stubCanvas();
});
afterEach(() => vi.restoreAllMocks());

describe('SignaturePadField', () => {
  it('reports a stroke as drawn, Clear as empty again, and hands the drawing over as a PNG', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const pad = screen.getByRole('img', { name: 'Signature pad' });
    expect(onChange).toHaveBeenLastCalledWith(false);

    drawStroke(pad);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Capture' }));
    expect(captured?.dataUrl).toBe(ONE_PIXEL_PNG);
    const png = captured?.png;
    if (!png) throw new Error('the pad handed nothing over');
    expect(png.type).toBe('image/png');
    expect([...new Uint8Array(await png.arrayBuffer()).slice(0, 4)]).toEqual([137, 80, 78, 71]);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps the drawing when the window resizes, as a phone does when its toolbar slides or it turns', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const pad = screen.getByRole('img', { name: 'Signature pad' });
    drawStroke(pad);
    expect(onChange).toHaveBeenLastCalledWith(true);

    window.dispatchEvent(new Event('resize'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    vi.spyOn(pad, 'offsetWidth', 'get').mockReturnValue(320);
    window.dispatchEvent(new Event('resize'));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('shows the error it is given as an alert', () => {
    const pad = { current: null };
    render(
      <SignaturePadField
        label="Signature pad"
        clearLabel="Clear"
        error="Please sign in the box before you continue."
        onChange={() => undefined}
        padRef={pad}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Please sign in the box before you continue.');
  });
});

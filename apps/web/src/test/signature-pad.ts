import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/** A 1 x 1 PNG: what the canvas hands over as the drawing. */
export const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * The test browser has no 2D canvas: a context that accepts every drawing call and draws nothing stands in, and the
 * canvas hands over a 1 x 1 PNG as the drawing. Undone by `vi.restoreAllMocks()`.
 */
export function stubCanvas(): void {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, name) => (name in target ? target[name] : () => undefined),
    set: (target, name, value) => {
      target[name] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(ONE_PIXEL_PNG);
}

/** One stroke across the pad with the mouse, as signature_pad listens for it. */
export function drawStroke(pad: HTMLElement): void {
  const stroke = { pointerId: 1, isPrimary: true, buttons: 1, button: 0, pointerType: 'mouse' };
  fireEvent.pointerDown(pad, { ...stroke, clientX: 10, clientY: 20 });
  fireEvent.pointerMove(pad.ownerDocument, { ...stroke, clientX: 60, clientY: 40 });
  fireEvent.pointerUp(pad.ownerDocument, { ...stroke, buttons: 0, clientX: 60, clientY: 40 });
}

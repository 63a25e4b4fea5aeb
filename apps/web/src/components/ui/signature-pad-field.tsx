import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from './button.tsx';
import styles from './signature-pad-field.module.css';

/**
 * A signature pad (signature_pad): drawn with a finger or a mouse, cleared with its button. Reports whether
 * something is drawn; `signaturePng` and `signatureDataUrl` hand back the drawing as a PNG. The agreement's signing
 * and the direct-debit mandate both sign with it.
 */
export function SignaturePadField({
  label,
  clearLabel,
  error,
  onChange,
  padRef,
}: {
  readonly label: string;
  readonly clearLabel: string;
  readonly error?: string | undefined;
  readonly onChange: (drawn: boolean) => void;
  readonly padRef: { current: SignaturePad | null };
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    // A browser that cannot draw on a canvas has nothing to sign with; the form then says to draw first.
    if (!element?.getContext('2d')) return;
    const pad = new SignaturePad(element, { penColor: '#14205a' });
    padRef.current = pad;
    // A phone fires resize as its toolbars slide and when it turns: the canvas is sized again only when its own size
    // changed, and what was drawn is drawn again rather than lost.
    let size = '';
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const next = `${element.offsetWidth}x${element.offsetHeight}@${ratio}`;
      if (next === size) return;
      size = next;
      const strokes = pad.toData();
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      pad.fromData(strokes);
      onChange(!pad.isEmpty());
    };
    resize();
    const ended = () => onChange(!pad.isEmpty());
    pad.addEventListener('endStroke', ended);
    window.addEventListener('resize', resize);
    return () => {
      pad.removeEventListener('endStroke', ended);
      window.removeEventListener('resize', resize);
      pad.off();
      padRef.current = null;
    };
  }, [onChange, padRef]);
  return (
    <div className={styles.signature}>
      <canvas ref={canvas} className={styles.pad} role="img" aria-label={label} />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() => {
          padRef.current?.clear();
          onChange(false);
        }}
      >
        {clearLabel}
      </Button>
    </div>
  );
}

/** The drawing as a PNG data URL (`data:image/png;base64,...`), as a JSON request carries it. */
export function signatureDataUrl(pad: SignaturePad): string {
  return pad.toDataURL('image/png');
}

/** The drawing as a PNG, decoded from the pad's data URL. */
export function signaturePng(pad: SignaturePad): Blob {
  const dataUrl = signatureDataUrl(pad);
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'image/png' });
}

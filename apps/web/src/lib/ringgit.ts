/**
 * Ringgit as typed ('3,500', 'RM 3500.5') to whole sen, from the text itself: never through a floating-point
 * multiplication, which turns 1234.56 x 100 into 123455.99999999999. Null when the text is not an amount.
 */
const RINGGIT_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

export function parseRinggitToSen(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^RM\s*/i, '')
    .replace(/,/g, '');
  const match = RINGGIT_TEXT.exec(cleaned);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Whole sen back to the text an input shows: 350050 -> '3500.50', 350000 -> '3500'. */
export function senToRinggitText(sen: number): string {
  const whole = Math.trunc(sen / 100);
  const fraction = sen % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/**
 * What a money field hands to its form: the sen, undefined when empty (the field's 'required' message), or -1 for
 * text that is no amount, which the domain's sen field reports as an invalid amount.
 */
export function senFromInput(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return parseRinggitToSen(text) ?? -1;
}

import { EARLY_CLICK_ATTRIBUTE, TAKING_OVER_ATTRIBUTE } from './prerendered.ts';

/**
 * A page rendered ahead shows its buttons (the menu, log in, the language switch) before its entry has loaded, after
 * the first paint (decision 077); a button pressed then would do nothing, and its press would be lost. This inline
 * script, allowed by its hash like the head script, notes which button was pressed until the entry starts taking the
 * page over (React replays a press made while it takes over), so that the entry presses it again (decision 080). It
 * notes the button by its place among the page's buttons and how many there were.
 */
export function earlyClickScript(): string {
  const [noted, takingOver] = [EARLY_CLICK_ATTRIBUTE, TAKING_OVER_ATTRIBUTE].map((name) =>
    JSON.stringify(name),
  );
  return `addEventListener("click",function(e){var d=document.documentElement;if(d.hasAttribute(${takingOver}))return;var b=e.target&&e.target.closest&&e.target.closest("button");if(b){var a=document.querySelectorAll("button");d.setAttribute(${noted},[].indexOf.call(a,b)+"/"+a.length)}},true)`;
}

/** Marks the page as being taken over: the early-click script stops noting presses. */
export function startTakingOver(page: HTMLElement = document.documentElement): void {
  page.setAttribute(TAKING_OVER_ATTRIBUTE, '');
}

/**
 * Presses again, once the page is taken over, the button pressed before; the same one in a page rendered afresh in the
 * other language. A page that has not the same number of buttons as when the press was noted is not pressed: its
 * buttons are not those the reader saw, and a press lost is better than the wrong button pressed.
 */
export function replayEarlyClick(page: HTMLElement = document.documentElement): void {
  const noted = page.getAttribute(EARLY_CLICK_ATTRIBUTE);
  if (noted === null) return;
  page.removeAttribute(EARLY_CLICK_ATTRIBUTE);
  const [index, count] = noted.split('/').map(Number);
  const buttons = document.querySelectorAll('button');
  if (index !== undefined && buttons.length === count) buttons[index]?.click();
}

/**
 * The page shell of the sandboxes' hosted pages (the gateway's payment page, the JomPAY bank, the FPX bank): one
 * HTML document with the sandbox's banner and colours, and the escaping of every text put into it.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

export interface SandboxPageLook {
  /** The banner's bold name, such as 'FPX sandbox bank'. */
  readonly name: string;
  /** What the banner says after the name, such as 'not a real bank, no money moves'. */
  readonly warning: string;
  /** The banner's and the buttons' colour. */
  readonly colour: string;
  /** The page's background. */
  readonly background: string;
  /** Rules of this sandbox's own (its inputs, buttons and actions). */
  readonly style: string;
}

/** A whole page: `title` is escaped here, `content` is HTML its caller escaped. */
export function sandboxHtmlPage(look: SandboxPageLook, title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: ${look.background}; color: #1b2430; }
  header { background: ${look.colour}; color: #fff; padding: 1rem 1.25rem; }
  main { max-width: 32rem; margin: 1.5rem auto; background: #fff; padding: 1.25rem; border-radius: 8px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { font-weight: 600; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
${look.style}
  .error { color: #a4000f; font-weight: 600; }
  .note { font-size: .9rem; color: #4a5563; }
</style>
</head>
<body>
<header><strong>${escapeHtml(look.name)}</strong>: ${escapeHtml(look.warning)}</header>
<main>
${content}
</main>
</body>
</html>`;
}

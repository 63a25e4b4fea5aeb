import { loadContentCatalog } from '../../../lib/i18n.ts';
import { PolicyDocumentPage } from '../components/policy-document-page.tsx';

/** The page's long texts load with the route, so it never renders without them. */
export async function loader() {
  await loadContentCatalog();
  return null;
}

export function Component() {
  return <PolicyDocumentPage name="privacy" />;
}

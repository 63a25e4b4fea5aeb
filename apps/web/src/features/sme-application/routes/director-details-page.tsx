import { loadJourneyCatalog } from '../../../lib/i18n.ts';
import { SubFormPage } from '../components/sub-form-page.tsx';

export async function loader() {
  await loadJourneyCatalog();
  return null;
}

/** /smeApplication/director-details: the application's directors sub-form (spec 001 section 3). */
export function Component() {
  return <SubFormPage subForm="directors" />;
}

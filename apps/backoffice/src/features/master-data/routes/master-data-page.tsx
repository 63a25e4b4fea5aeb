import { Link, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useT } from '../../../lib/use-t.ts';
import { CodesSection } from '../components/codes-section.tsx';
import { InsuranceSection } from '../components/insurance-section.tsx';
import { ListsSection } from '../components/lists-section.tsx';
import styles from '../components/master-data.module.css';
import { ProductsSection } from '../components/products-section.tsx';
import { VideosSection } from '../components/videos-section.tsx';
import {
  isMasterDataSection,
  MASTER_DATA_SECTIONS,
  type MasterDataSection,
  masterDataSectionPath,
} from './master-data-paths.ts';

const SECTIONS: Record<MasterDataSection, () => React.JSX.Element> = {
  lists: ListsSection,
  products: ProductsSection,
  codes: CodesSection,
  insurance: InsuranceSection,
  videos: VideosSection,
};

/** The admin's master data: one section at a time, each with its own address. */
export function Component() {
  const { t } = useT();
  const { section = 'lists' } = useParams();
  if (!isMasterDataSection(section)) return <Navigate to={masterDataSectionPath('lists')} replace />;
  const Section = SECTIONS[section];
  return (
    <>
      <PageHeader title={t('masterData.title')} lead={t('masterData.lead')} />
      <nav aria-label={t('masterData.sections.label')} className={styles.sectionNav}>
        <ul>
          {MASTER_DATA_SECTIONS.map((each) => (
            <li key={each}>
              <Link
                to={masterDataSectionPath(each)}
                aria-current={each === section ? 'page' : undefined}
                className={styles.sectionLink}
              >
                {t(`masterData.sections.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{t(`masterData.sections.${section}`)}</h2>
      <Section />
    </>
  );
}

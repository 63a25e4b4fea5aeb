/** The master-data page and its sections, under the basename /backoffice. */
export const MASTER_DATA_PATH = '/master-data';
export const MASTER_DATA_SECTIONS = ['lists', 'products', 'codes', 'insurance', 'videos'] as const;
export type MasterDataSection = (typeof MASTER_DATA_SECTIONS)[number];

export function masterDataSectionPath(section: MasterDataSection): string {
  return `${MASTER_DATA_PATH}/${section}`;
}

export function isMasterDataSection(value: string | undefined): value is MasterDataSection {
  return (MASTER_DATA_SECTIONS as readonly (string | undefined)[]).includes(value);
}

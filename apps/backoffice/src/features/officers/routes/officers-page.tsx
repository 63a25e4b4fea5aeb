import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError, Loading } from '../../../components/ui/load-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useOfficers } from '../api/list-officers.ts';
import { OfficerCreateForm } from '../components/officer-create-form.tsx';
import { OfficersTable } from '../components/officers-table.tsx';

/** The admin's officer management: the list, a new officer, roles and access, and resets. */
export function Component() {
  const { t } = useT();
  const officers = useOfficers();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t('officers.title')}
        lead={t('officers.lead')}
        actions={creating ? null : <Button onClick={() => setCreating(true)}>{t('officers.new')}</Button>}
      />
      {creating ? (
        <Section title={t('officers.newTitle')}>
          <OfficerCreateForm onClose={() => setCreating(false)} />
        </Section>
      ) : null}
      {officers.isPending ? <Loading /> : null}
      {officers.isError ? <LoadError error={officers.error} onRetry={() => void officers.refetch()} /> : null}
      {officers.data ? <OfficersTable officers={officers.data} /> : null}
    </>
  );
}

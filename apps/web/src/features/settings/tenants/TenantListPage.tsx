import { useState } from 'react';
import { listQuery } from '@ratelens/api';
import { FEATURE_NAMES, type FeatureCode } from '@ratelens/domain';
import { Button } from '../../../components/ui/Button.tsx';
import { Link } from '../../../components/ui/Link.tsx';
import { EmptyState, PageFrame } from '../../../app/PageFrame.tsx';
import { QueryList } from '../../../app/QueryView.tsx';
import { useQueryHooks } from '../../../app/services.tsx';
import '../settings.css';
import { SETTINGS } from '../settings-crumb.ts';
import { LIST, StatusBadge } from './tenant-shared.tsx';
import { StaticTable } from '../../../components/ui/StaticTable.tsx';

const pageCount = (list: { total: number; pageSize: number }) =>
  Math.max(1, Math.ceil(list.total / list.pageSize));
const featureName = (code: string) => FEATURE_NAMES[code as FeatureCode] ?? code;

export function TenantListPage() {
  const [page, setPage] = useState(1);
  const tenants = useQueryHooks().useQuery('get', '/api/tenant', {
    params: { query: listQuery({ page, pageSize: 20, orderBy: 'name' }) },
  });
  return (
    <PageFrame
      title="Tenant configurations"
      crumbs={[SETTINGS, LIST]}
      actions={
        <Link href="/settings/tenant-configurations/new" variant="button">
          New tenant
        </Link>
      }
    >
      <QueryList query={tenants} label="Loading tenants" empty={<EmptyState title="No tenants yet" />}>
        {(data) => (
          <>
            <StaticTable columns={['Tenant', 'Short name', 'Status', 'Domains', 'Features']}>
              {data.items.map((tenant) => (
                <tr key={tenant.id}>
                  <td>
                    <Link href={`/settings/tenant-configurations/${tenant.id}`}>{tenant.name}</Link>
                  </td>
                  <td>{tenant.slug}</td>
                  <td>
                    <StatusBadge tenant={tenant} />
                  </td>
                  <td>{tenant.emailDomains.join(', ')}</td>
                  <td>{tenant.enabledFeatures.map(featureName).join(', ') || 'None'}</td>
                </tr>
              ))}
            </StaticTable>
            {/* Paging only when there is more than one page. */}
            {pageCount(data) > 1 || page > 1 ? (
              <div className="row-actions">
                <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
                  Previous
                </Button>
                <span>
                  Page {data.page} of {pageCount(data)}
                </span>
                <Button
                  variant="secondary"
                  isDisabled={page >= pageCount(data)}
                  onPress={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryList>
    </PageFrame>
  );
}

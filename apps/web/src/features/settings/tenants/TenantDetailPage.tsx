import { useParams } from 'react-router-dom';
import { PageFrame } from '../../../app/PageFrame.tsx';
import { QueryView } from '../../../app/QueryView.tsx';
import { useQueryHooks } from '../../../app/services.tsx';
import '../settings.css';
import { SETTINGS } from '../settings-crumb.ts';
import { LIST } from './tenant-shared.tsx';
import { TenantStatusPanel } from './TenantStatusPanel.tsx';
import { BrandingPanel, FeaturesPanel, IdentityProviderPanel, MembersPanel } from './TenantPanels.tsx';

export function TenantDetailPage() {
  const { tenantId = '' } = useParams();
  const tenant = useQueryHooks().useQuery('get', '/api/tenant/{tenantId}', {
    params: { path: { tenantId } },
  });
  const name = tenant.data?.name ?? 'Tenant';
  return (
    <PageFrame
      title={name}
      crumbs={[SETTINGS, LIST, { label: name, url: `/settings/tenant-configurations/${tenantId}` }]}
      crumbsLoading={tenant.isPending}
    >
      <QueryView query={tenant} label="Loading the tenant">
        {(data) => (
          <div className="tenant__grid">
            <TenantStatusPanel tenant={data} />
            <MembersPanel tenantId={data.id} />
            {/* Keyed by the last change, so the forms start from the saved record after each save. */}
            <FeaturesPanel key={`f-${data.updateDateTime}`} tenant={data} />
            <IdentityProviderPanel key={`i-${data.updateDateTime}`} tenant={data} />
            <BrandingPanel key={`b-${data.updateDateTime}`} tenant={data} />
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}

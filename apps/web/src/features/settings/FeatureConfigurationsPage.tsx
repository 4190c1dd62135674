import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@ratelens/api';
import { hasFeature } from '@ratelens/domain';
import { Switch } from '../../components/ui/Switch.tsx';
import { invalidateAfter } from '../../app/cache-tags.ts';
import { errorMessage } from '../../app/error-message.ts';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks, useServices, useToast } from '../../app/services.tsx';
import { useCurrentUser } from '../../app/user-info.tsx';
import './settings.css';
import { SETTINGS } from './settings-crumb.ts';
import { StaticTable } from '../../components/ui/StaticTable.tsx';

export function FeatureConfigurationsPage() {
  const user = useCurrentUser();
  const { api, queryClient } = useServices();
  const toast = useToast();
  const features = useQueryHooks().useQuery('get', '/api/user/feature');
  const toggle = useMutation({
    mutationFn: async ({ id, enable }: { id: string; enable: boolean }) =>
      unwrap(
        enable
          ? await api.PATCH('/api/user/feature/{id}/enable', { params: { path: { id } } })
          : await api.PATCH('/api/user/feature/{id}/disable', { params: { path: { id } } }),
      ),
    // The profile (enabledFeatures) refetches with the list, so the sidebar and guards follow at once.
    onSuccess: async (feature) => {
      await invalidateAfter(queryClient, 'enableUserFeature', 'disableUserFeature');
      toast({ title: `${feature.name} switched ${feature.enabled ? 'on' : 'off'}` });
    },
    onError: (error) =>
      toast({
        title: 'Could not change the feature',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });

  return (
    <PageFrame
      title="Feature configurations"
      description={`Features of ${user.tenantName}. Switching one changes the navigation of every member at their next page load.`}
      crumbs={[SETTINGS, { label: 'Feature configurations', url: '/settings/feature-configurations' }]}
    >
      <QueryView query={features} label="Loading features">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No features are configured for this workspace" />
          ) : (
            <StaticTable
              caption="Features of the workspace and your own access"
              columns={['Feature', 'Workspace', 'Your access']}
            >
              {list.map((feature) => (
                <tr key={feature.id}>
                  <td>
                    <strong>{feature.name}</strong> <span className="badge">{feature.code}</span>
                    <p className="settings__muted">{feature.description}</p>
                  </td>
                  <td>
                    <Switch
                      isSelected={feature.enabled}
                      isDisabled={toggle.isPending || feature.locked === true}
                      onChange={(enable) => toggle.mutate({ id: feature.id, enable })}
                      aria-describedby={feature.locked ? `feature-lock-${feature.id}` : undefined}
                    >
                      {feature.enabled ? 'On' : 'Off'}
                      <span className="visually-hidden"> for {feature.name}</span>
                    </Switch>
                    {feature.locked ? (
                      <p className="settings__muted" id={`feature-lock-${feature.id}`}>
                        Locked {feature.enabled ? 'on' : 'off'} by the operator
                        {feature.lockReason ? `: ${feature.lockReason}` : ''}. Ask your Ratelens contact to
                        change it.
                      </p>
                    ) : null}
                  </td>
                  <td>
                    <span className={`badge ${hasFeature(user, feature.code) ? 'badge--ok' : 'badge--off'}`}>
                      {hasFeature(user, feature.code) ? 'Available to you' : 'Not available to you'}
                    </span>
                  </td>
                </tr>
              ))}
            </StaticTable>
          )
        }
      </QueryView>
    </PageFrame>
  );
}

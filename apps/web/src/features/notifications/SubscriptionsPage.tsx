import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type components } from '@ratelens/api';
import { Button } from '../../components/ui/Button.tsx';
import { Checkbox } from '../../components/ui/Checkbox.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { Switch } from '../../components/ui/Switch.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { QueryList } from '../../app/QueryView.tsx';
import { useQueryHooks, useServices, useToast } from '../../app/services.tsx';
import './notifications.css';
import { StaticTable } from '../../components/ui/StaticTable.tsx';
import { SETTINGS } from '../settings/settings-crumb.ts';

type Subscription = components['schemas']['Subscription'];
type EventType = components['schemas']['EventType'];

/** The events a member can be told about, in words. */
export const EVENT_LABELS: Record<EventType, string> = {
  'document-analysis.completed': 'A document analysis is ready',
  'document-analysis.failed': 'A document analysis failed',
  'data-load.finished': 'A data load finished',
  'anomaly.detected': 'An anomaly is detected',
  'user-request.received': 'An access request arrives',
  'anomaly.status-changed': 'An anomaly changes status',
  'filing.disposed': 'A filing is decided',
  'model.stability-shift': 'A model shifts',
};
const SENT: EventType[] = [
  'document-analysis.completed',
  'document-analysis.failed',
  'data-load.finished',
  'anomaly.detected',
  'user-request.received',
];

const refreshKeys = (key: readonly unknown[]) => JSON.stringify(key).includes('/api/subscription');

export function SubscriptionsPage() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const subscriptions = useQueryHooks().useQuery('get', '/api/subscription', {
    params: { query: { pageSize: 100, orderBy: 'name' } },
  });
  const [name, setName] = useState('');
  const [events, setEvents] = useState<EventType[]>([]);
  const [channel, setChannel] = useState<'in-app' | 'email'>('in-app');
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => refreshKeys(q.queryKey) });
  const create = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.POST('/api/subscription', { body: { name: name.trim(), eventTypes: events, channel } }),
      ),
    onSuccess: async (sub) => {
      toast({ title: `Subscription ${sub.name} created` });
      setName('');
      setEvents([]);
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Could not create the subscription',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const update = useMutation({
    mutationFn: async (sub: Subscription) =>
      unwrap(
        await api.PUT('/api/subscription/{id}', {
          params: { path: { id: sub.id } },
          body: {
            name: sub.name,
            eventTypes: sub.eventTypes,
            channel: sub.channel,
            frequency: sub.frequency,
            filter: sub.filter,
            isActive: sub.isActive,
          },
        }),
      ),
    onSuccess: refresh,
    onError: (error) =>
      toast({
        title: 'Could not change the subscription',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const remove = useMutation({
    mutationFn: async (sub: Subscription) =>
      unwrap(await api.DELETE('/api/subscription/{id}', { params: { path: { id: sub.id } } })),
    onSuccess: refresh,
    onError: (error) =>
      toast({
        title: 'Could not delete the subscription',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  return (
    <PageFrame
      title="Notifications"
      description="Without any subscription you hear of every event meant for you. With subscriptions, only of the events your active in-app ones name."
      crumbs={[SETTINGS, { label: 'Notifications', url: '/settings/notifications' }]}
    >
      <section className="panel" aria-labelledby="subscriptions-heading">
        <h2 id="subscriptions-heading">Your subscriptions</h2>
        <QueryList
          query={subscriptions}
          label="Loading subscriptions"
          empty={<EmptyState title="No subscriptions: you receive every notification meant for you" />}
        >
          {(data) => (
            <StaticTable
              caption="Your subscriptions"
              columns={['Name', 'Events', 'Channel', 'Active', 'Actions']}
            >
              {data.items.map((sub) => (
                <tr key={sub.id}>
                  <th scope="row">{sub.name}</th>
                  <td>{sub.eventTypes.map((e) => EVENT_LABELS[e] ?? e).join(', ')}</td>
                  <td>{sub.channel === 'in-app' ? 'In the app' : 'E-mail'}</td>
                  <td>
                    <Switch
                      isSelected={sub.isActive}
                      onChange={(isActive) => update.mutate({ ...sub, isActive })}
                    >
                      {sub.isActive ? 'On' : 'Off'}
                      <span className="visually-hidden"> for {sub.name}</span>
                    </Switch>
                  </td>
                  <td>
                    <Button variant="destructive" onPress={() => remove.mutate(sub)}>
                      Delete<span className="visually-hidden"> {sub.name}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </StaticTable>
          )}
        </QueryList>
      </section>
      <section className="panel" aria-labelledby="new-subscription">
        <h2 id="new-subscription">New subscription</h2>
        <TextField label="Name" value={name} onChange={setName} isRequired />
        <fieldset className="notifications__events">
          <legend>Tell me when</legend>
          {SENT.map((event) => (
            <Checkbox
              key={event}
              isSelected={events.includes(event)}
              onChange={(on) =>
                setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)))
              }
            >
              {EVENT_LABELS[event]}
            </Checkbox>
          ))}
        </fieldset>
        <Select
          label="Channel"
          options={[
            { value: 'in-app', label: 'In the app' },
            { value: 'email', label: 'E-mail' },
          ]}
          value={channel}
          onChange={(value) => setChannel(value === 'email' ? 'email' : 'in-app')}
        />
        <div className="form-actions">
          <Button
            isDisabled={name.trim() === '' || events.length === 0}
            isPending={create.isPending}
            onPress={() => create.mutate()}
          >
            Subscribe
          </Button>
        </div>
      </section>
    </PageFrame>
  );
}

import { useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import type { components } from '@ratelens/api';
import { formatDateTime, ROLES } from '@ratelens/domain';
import { userRequestsActors, userRequestsMachine } from '@ratelens/machines';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { Form } from '../../../components/ui/Form.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { invalidateAfter } from '../../../app/cache-tags.ts';
import { ErrorScreen } from '../../../app/ErrorScreen.tsx';
import { EmptyState } from '../../../app/PageFrame.tsx';
import { useServices, useToast } from '../../../app/services.tsx';
import { useCurrentUser } from '../../../app/user-info.tsx';
import { validateEmail } from '../../auth/email.ts';
import { ACTIONS_COLUMN, StaticTable } from '../../../components/ui/StaticTable.tsx';

type UserRequest = components['schemas']['UserRequest'];

/** What a pending invitation's row offers: send the mail again, or withdraw it. */
const INVITATION_ACTIONS = [
  { kind: 'resend', label: 'Resend', type: 'USER_REQUESTS.RESEND_INVITATION' },
  { kind: 'cancel', label: 'Cancel', type: 'USER_REQUESTS.CANCEL_INVITATION' },
] as const;

/** A row's action, named with its row for screen readers ('Approve jane@example.com'). */
function RowAction({
  label,
  subject,
  variant = 'secondary',
  ...props
}: {
  label: string;
  subject: string;
  variant?: ButtonVariant;
  isDisabled: boolean;
  isPending: boolean;
  onPress: () => void;
}) {
  return (
    <Button variant={variant} {...props}>
      {label}
      <span className="visually-hidden"> {subject}</span>
    </Button>
  );
}

function useRoleOptions() {
  const me = useCurrentUser();
  // Only a system-admin may grant system-admin.
  return ROLES.filter((role) => role !== 'system-admin' || me.roleName === 'system-admin').map((role) => ({
    value: role,
    label: role,
  }));
}

/** Incoming requests (approve with a role, decline) and pending invitations (cancel, resend), via userRequestsMachine. */
export function UserRequestsPanels({ tenantId }: { tenantId?: string }) {
  const { api, queryClient } = useServices();
  const toast = useToast();
  // Full records by id for display; the machine keeps ids and e-mails and decides what is listed.
  const [records, setRecords] = useState<Record<string, UserRequest>>({});

  const machine = useMemo(() => {
    const remember = (items: readonly UserRequest[]) =>
      setRecords((now) => ({ ...now, ...Object.fromEntries(items.map((item) => [item.id, item])) }));
    // What the web app adds: the records for display, and the lists elsewhere refreshed.
    // The write each answer comes from; its contract x-cache-tags say what to refresh.
    const WRITES = {
      invite: 'inviteUser',
      approve: 'approveUserRequest',
      decline: 'declineUserRequest',
      cancel: 'cancelInvitation',
    } as const;
    return userRequestsMachine.provide({
      actors: userRequestsActors(api, {
        onAnswered: (kind, items) => {
          remember(items);
          if (kind !== 'load' && kind !== 'resend') void invalidateAfter(queryClient, WRITES[kind]);
        },
      }),
      actions: { notify: (_, params) => toast(params) },
    });
  }, [api, queryClient, toast]);
  const [snapshot, send] = useMachine(machine, { input: { tenantId } });
  const roleOptions = useRoleOptions();
  const [roles, setRoles] = useState<Record<string, string>>({});
  const [inviting, setInviting] = useState(false);
  const busy = snapshot.hasTag('busy');
  const action = snapshot.context.action;
  const pendingFor = (kind: string, id: string) =>
    busy && action?.kind === kind && 'id' in action && action.id === id;

  if (
    snapshot.matches('loading') &&
    snapshot.context.incoming.length + snapshot.context.pending.length === 0
  ) {
    return (
      <div className="query-view__loading">
        <Spinner label="Loading requests and invitations" />
      </div>
    );
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <ErrorScreen error={snapshot.context.error} onRetry={() => send({ type: 'USER_REQUESTS.REFRESH' })} />
    );
  }

  return (
    <>
      <section className="panel" aria-labelledby="incoming-heading">
        <div className="page-frame__head">
          <h2 id="incoming-heading">Incoming requests</h2>
          <Button
            variant="secondary"
            onPress={() => send({ type: 'USER_REQUESTS.REFRESH' })}
            isDisabled={busy}
          >
            Refresh
          </Button>
        </div>
        {snapshot.context.incoming.length === 0 ? (
          <EmptyState title="No access requests are waiting" />
        ) : (
          <StaticTable columns={['Email', 'Name', 'Message', 'Role and decision']}>
            {snapshot.context.incoming.map(({ id, email }) => {
              const record = records[id];
              const role = roles[id] ?? '';
              return (
                <tr key={id}>
                  <td>{email}</td>
                  <td>{record?.name ?? ''}</td>
                  <td>{record?.message ?? ''}</td>
                  <td>
                    <div className="row-actions">
                      <Select
                        label={`Role for ${email}`}
                        hideLabel
                        placeholder="Select role"
                        options={roleOptions}
                        value={role || null}
                        onChange={(value) => setRoles((now) => ({ ...now, [id]: value ?? '' }))}
                      />
                      <RowAction
                        variant="primary"
                        label="Approve"
                        subject={email}
                        isDisabled={!role || busy}
                        isPending={pendingFor('approve', id)}
                        onPress={() => send({ type: 'USER_REQUESTS.APPROVE', id, roleName: role })}
                      />
                      <RowAction
                        variant="destructive"
                        label="Decline"
                        subject={email}
                        isDisabled={busy}
                        isPending={pendingFor('decline', id)}
                        onPress={() => send({ type: 'USER_REQUESTS.DECLINE', id })}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </StaticTable>
        )}
      </section>

      <section className="panel" aria-labelledby="pending-heading">
        <div className="page-frame__head">
          <h2 id="pending-heading">Pending invitations</h2>
          <Button onPress={() => setInviting(true)} isDisabled={busy}>
            Invite user
          </Button>
        </div>
        {snapshot.context.pending.length === 0 ? (
          <EmptyState title="No invitations are pending" />
        ) : (
          <StaticTable columns={['Email', 'Role', 'Expires', 'Mails sent', ACTIONS_COLUMN]}>
            {snapshot.context.pending.map(({ id, email }) => {
              const record = records[id];
              return (
                <tr key={id}>
                  <td>{email}</td>
                  <td>{record?.role ?? ''}</td>
                  <td>{record?.expiresAt ? formatDateTime(record.expiresAt) : ''}</td>
                  <td>{record?.sendCount ?? ''}</td>
                  <td>
                    <div className="row-actions">
                      {INVITATION_ACTIONS.map(({ kind, label, type }) => (
                        <RowAction
                          key={kind}
                          label={label}
                          subject={`the invitation to ${email}`}
                          isDisabled={busy}
                          isPending={pendingFor(kind, id)}
                          onPress={() => send({ type, id })}
                        />
                      ))}
                    </div>
                  </td>
                </tr>
              );
            })}
          </StaticTable>
        )}
      </section>

      <Modal isDismissable isOpen={inviting} onOpenChange={setInviting}>
        <Dialog title="Invite user">
          <InviteForm
            roleOptions={roleOptions}
            busy={busy}
            onCancel={() => setInviting(false)}
            onInvite={(email, roleName) => {
              send({ type: 'USER_REQUESTS.INVITE', email, roleName });
              setInviting(false);
            }}
          />
        </Dialog>
      </Modal>
    </>
  );
}

function InviteForm({
  roleOptions,
  busy,
  onCancel,
  onInvite,
}: {
  roleOptions: { value: string; label: string }[];
  busy: boolean;
  onCancel: () => void;
  onInvite: (email: string, roleName: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string | null>('user');
  const problem = email ? validateEmail(email) : null;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!validateEmail(email) && role) onInvite(email.trim(), role);
      }}
    >
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={setEmail}
        isRequired
        validate={validateEmail}
        validationBehavior="native"
      />
      <Select label="Role" options={roleOptions} value={role} onChange={setRole} isRequired />
      {problem ? <Alert tone="info">{problem}</Alert> : null}
      <div className="form-actions">
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={busy || !role || Boolean(validateEmail(email))}>
          Send invitation
        </Button>
      </div>
    </Form>
  );
}

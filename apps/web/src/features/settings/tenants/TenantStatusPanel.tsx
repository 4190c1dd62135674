import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { tenantStatusActors, tenantStatusMachine } from '@ratelens/machines';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { invalidateAfter } from '../../../app/cache-tags.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { useServices } from '../../../app/services.tsx';
import { type Tenant } from './tenant-shared.tsx';

export function TenantStatusPanel({ tenant }: { tenant: Tenant }) {
  const { api, queryClient } = useServices();
  // The list and other screens showing the tenant refresh behind the panel, which keeps its own state.
  const machine = useMemo(
    () =>
      tenantStatusMachine.provide({
        actors: tenantStatusActors(
          api,
          () => void invalidateAfter(queryClient, 'activateTenant', 'deactivateTenant', 'updateTenantStatus'),
        ),
      }),
    [api, queryClient],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { tenantId: tenant.id, isActive: tenant.isActive, status: tenant.status },
  });
  const busy = snapshot.hasTag('busy');
  const { isActive, status, error } = snapshot.context;

  return (
    <section className="panel" aria-labelledby="tenant-status">
      <h2 id="tenant-status">Status</h2>
      <p>
        <span className={`badge ${isActive ? 'badge--ok' : 'badge--off'}`}>
          {status ?? (isActive ? 'active' : 'inactive')}
        </span>
      </p>
      {error ? <Alert title="The status did not change">{errorMessage(error)}</Alert> : null}
      <div className="row-actions">
        {snapshot.hasTag('active') ? (
          <Button variant="destructive" isPending={busy} onPress={() => send({ type: 'TENANT.DEACTIVATE' })}>
            Deactivate tenant
          </Button>
        ) : (
          <Button isPending={busy} onPress={() => send({ type: 'TENANT.ACTIVATE' })}>
            Activate tenant
          </Button>
        )}
      </div>
      <Modal
        isDismissable
        isOpen={snapshot.hasTag('confirming')}
        onOpenChange={(open) => !open && send({ type: 'TENANT.CANCEL' })}
      >
        <Dialog title={`Deactivate ${tenant.name}?`} role="alertdialog">
          <p>
            Every member of {tenant.name} is signed out at once and cannot sign in until the tenant is
            activated again.
          </p>
          <div className="form-actions">
            <Button variant="secondary" onPress={() => send({ type: 'TENANT.CANCEL' })}>
              Cancel
            </Button>
            <Button variant="destructive" onPress={() => send({ type: 'TENANT.CONFIRM' })}>
              Deactivate
            </Button>
          </div>
        </Dialog>
      </Modal>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { unwrap, type components } from '@ratelens/api';
import { FEATURE_CODES, FEATURE_NAMES, type FeatureCode } from '@ratelens/domain';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Checkbox } from '../../../components/ui/Checkbox.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { invalidateAfter } from '../../../app/cache-tags.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { useServices, useToast } from '../../../app/services.tsx';

export type Tenant = components['schemas']['Tenant'];
type JsonPatch = components['schemas']['JsonPatch'];

export const LIST = { label: 'Tenant configurations', url: '/settings/tenant-configurations' };

export function StatusBadge({ tenant }: { tenant: Pick<Tenant, 'status' | 'isActive'> }) {
  return <span className={`badge ${tenant.isActive ? 'badge--ok' : 'badge--off'}`}>{tenant.status}</span>;
}

/** The end of a tenant form: why its last submit failed, if it did, then the submit button. */
export function SubmitRow({
  mutation,
  failure,
  isDisabled,
  children,
}: {
  mutation: { isError: boolean; error: unknown; isPending: boolean };
  /** The alert's title when the submit failed: 'Features not saved'. */
  failure: string;
  isDisabled: boolean;
  /** The button's text. */
  children: ReactNode;
}) {
  return (
    <>
      {mutation.isError ? <Alert title={failure}>{errorMessage(mutation.error)}</Alert> : null}
      <div className="form-actions">
        <Button type="submit" isDisabled={isDisabled} isPending={mutation.isPending}>
          {children}
        </Button>
      </div>
    </>
  );
}

/** A checkbox per feature code, named and coded, for the features a tenant has. */
export function FeatureChecks({
  features,
  onChange,
}: {
  features: readonly FeatureCode[];
  onChange: (update: (now: FeatureCode[]) => FeatureCode[]) => void;
}) {
  return (
    <div className="settings__checks">
      {FEATURE_CODES.map((code) => (
        <Checkbox
          key={code}
          isSelected={features.includes(code)}
          onChange={(on) => onChange((now) => (on ? [...now, code] : now.filter((c) => c !== code)))}
        >
          {FEATURE_NAMES[code]} ({code})
        </Checkbox>
      ))}
    </div>
  );
}

/** A tenant's required e-mail domains, comma-separated; `badDomain` is the first entry that is not one. */
export function DomainsField({
  description,
  value,
  onChange,
  badDomain,
}: {
  description: string;
  value: string;
  onChange: (value: string) => void;
  badDomain: string | undefined;
}) {
  return (
    <TextField
      label="E-mail domains"
      description={description}
      value={value}
      onChange={onChange}
      isRequired
      isInvalid={Boolean(badDomain)}
      errorMessage={badDomain ? `${badDomain} is not a domain such as example.com` : undefined}
    />
  );
}

export function usePatchTenant(tenantId: string) {
  const { api, queryClient } = useServices();
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ patch }: { patch: JsonPatch; what: string }) =>
      unwrap(
        await api.PATCH('/api/tenant/{tenantId}', {
          params: { path: { tenantId } },
          body: patch,
          headers: { 'Content-Type': 'application/json-patch+json' },
        }),
      ),
    onSuccess: async (_tenant, { what }) => {
      await invalidateAfter(queryClient, 'patchTenant');
      toast({ title: `${what} saved` });
    },
  });
}

/** A list typed with commas, spaces or new lines: trimmed, lower-cased, without repeats. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

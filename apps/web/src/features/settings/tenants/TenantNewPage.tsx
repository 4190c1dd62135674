import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { unwrap } from '@ratelens/api';
import { FEATURE_CODES, isDomain, isEmail, type FeatureCode } from '@ratelens/domain';
import { Form } from '../../../components/ui/Form.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { invalidateAfter } from '../../../app/cache-tags.ts';
import { PageFrame } from '../../../app/PageFrame.tsx';
import { useServices, useToast } from '../../../app/services.tsx';
import '../settings.css';
import { SETTINGS } from '../settings-crumb.ts';
import { DomainsField, FeatureChecks, LIST, SubmitRow, splitList } from './tenant-shared.tsx';

export function TenantNewPage() {
  const { api, queryClient } = useServices();
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [domains, setDomains] = useState('');
  const [adminEmail, setAdminEmail] = useState('');
  const [features, setFeatures] = useState<FeatureCode[]>([...FEATURE_CODES]);
  const list = splitList(domains);
  const badDomain = list.find((domain) => !isDomain(domain));
  const slugValid = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(slug);
  const adminValid = adminEmail.trim() === '' || isEmail(adminEmail.trim());
  const create = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.POST('/api/tenant', {
          body: {
            name: name.trim(),
            slug,
            emailDomains: list,
            enabledFeatures: features,
            ...(adminEmail.trim() ? { adminEmail: adminEmail.trim() } : {}),
          },
        }),
      ),
    onSuccess: async (tenant) => {
      await invalidateAfter(queryClient, 'createTenant');
      toast({
        title: `${tenant.name} created`,
        description: adminEmail.trim() ? `An invitation went to ${adminEmail.trim()}.` : undefined,
      });
      void navigate(`/settings/tenant-configurations/${tenant.id}`);
    },
  });
  const valid = name.trim() !== '' && slugValid && list.length > 0 && !badDomain && adminValid;

  return (
    <PageFrame
      title="New tenant"
      crumbs={[SETTINGS, LIST, { label: 'New tenant', url: '/settings/tenant-configurations/new' }]}
    >
      <Form
        className="panel"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) create.mutate();
        }}
      >
        <div className="form-grid">
          <TextField
            label="Name"
            value={name}
            onChange={(value) => {
              setName(value);
              if (!slug || slug === toSlug(name)) setSlug(toSlug(value));
            }}
            isRequired
            maxLength={200}
          />
          <TextField
            label="Short name"
            description="Lower-case letters, digits and hyphens; used in links."
            value={slug}
            onChange={setSlug}
            isRequired
            isInvalid={slug !== '' && !slugValid}
            errorMessage="Use lower-case letters, digits and inner hyphens, up to 63 characters."
          />
          <DomainsField
            description="Comma-separated, for example example.com"
            value={domains}
            onChange={setDomains}
            badDomain={badDomain}
          />
          <TextField
            label="First administrator's e-mail"
            description="Optional: invited as tenant administrator at once."
            type="email"
            value={adminEmail}
            onChange={setAdminEmail}
            isInvalid={!adminValid}
            errorMessage="Enter a valid email address, for example name@company.com."
          />
        </div>
        <fieldset className="settings__fieldset">
          <legend>Features</legend>
          <FeatureChecks features={features} onChange={setFeatures} />
        </fieldset>
        <SubmitRow mutation={create} failure="The tenant was not created" isDisabled={!valid}>
          Create tenant
        </SubmitRow>
      </Form>
    </PageFrame>
  );
}

function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);
}

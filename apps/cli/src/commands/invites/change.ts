import type { UserRequestsEvent } from '@ratelens/machines';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { requireId } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { startUserRequests, type UserRequestsHostOptions } from '../../user-requests.ts';
import { tenantOf, type TenantScope } from './shared.ts';

export interface ChangeOptions extends TenantScope, TargetOptions {
  json?: boolean;
}

/**
 * One change to one request or invitation by id (cancel, resend, approve, decline): the machine
 * loads the lists, checks the id is still waiting, makes the call and words the outcome.
 */
export async function changeRequest(
  rawId: string,
  event: (id: string) => UserRequestsEvent,
  options: ChangeOptions,
  deps: CliDeps,
  host: Omit<UserRequestsHostOptions, 'tenantId'> = {},
): Promise<void> {
  const id = requireId('<id>', rawId);
  const tenantId = tenantOf(options);
  const out = createOutput(deps, options);
  const requests = await startUserRequests(signedIn(options, deps), { ...host, tenantId });
  try {
    const outcome = await requests.perform(event(id));
    if (!outcome.ok) throw new CliError(outcome.message);
    if (out.json) out.printJson(outcome.result ?? null);
    out.success(outcome.message);
  } finally {
    requests.stop();
  }
}

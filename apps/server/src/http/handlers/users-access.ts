import type { OperationHandlers } from '../context.ts';
import { requirePrincipal, requireTenantId } from '../context.ts';
import { completeOidcSignIn } from '../../auth/oidc.ts';
import { activateAccess, validateAccess } from '../../services/user-requests/activation.ts';
import {
  approveUserRequest,
  declineUserRequest,
  requestAccess,
} from '../../services/user-requests/access-requests.ts';
import {
  cancelInvitation,
  inviteUser,
  listUserRequests,
  resendInvitation,
} from '../../services/user-requests/invitations.ts';
import { listUserFeatures, setFeatureLock, switchUserFeature } from '../../services/users/features.ts';
import { listRoles, listUserTypes, tenantUserSummary } from '../../services/users/roles-and-types.ts';
import { createUser, getUser, listUsers, updateUser } from '../../services/users/users.ts';

type Body<T> = T;

function tokenSet<T extends { sessionId: string }>({ sessionId: _sessionId, ...tokens }: T) {
  return tokens;
}

/**
 * /api/user... and /api/user-request... act in the caller's tenant; the /api/tenant/{tenantId}/ copies in
 * the named one. The guard has already resolved ctx.tenantId either way, so both share one handler.
 */
const userOps: OperationHandlers = {
  listUsers: async (ctx) => listUsers(ctx.deps.db, requireTenantId(ctx), ctx.query),

  createUser: async (ctx) => {
    const body = ctx.body as Body<{ email: string; name: string; roleName: string }>;
    const user = await createUser(ctx.deps.db, requirePrincipal(ctx), requireTenantId(ctx), body);
    ctx.reply.code(201);
    return user;
  },

  getUser: async (ctx) => getUser(ctx.deps.db, requireTenantId(ctx), String(ctx.params.username)),

  updateUser: async (ctx) =>
    updateUser(
      ctx.deps.db,
      requirePrincipal(ctx),
      requireTenantId(ctx),
      String(ctx.params.username),
      ctx.body as { name?: string; roleName?: string; active?: boolean },
    ),

  listIncomingRequests: async (ctx) =>
    listUserRequests(ctx.deps, requireTenantId(ctx), 'access-request', ctx.query),

  listPendingInvitations: async (ctx) =>
    listUserRequests(ctx.deps, requireTenantId(ctx), 'invitation', ctx.query),

  inviteUser: async (ctx) => {
    const body = ctx.body as { email: string; name?: string; role: string; message?: string };
    const request = await inviteUser(ctx.deps, requirePrincipal(ctx), requireTenantId(ctx), body);
    ctx.reply.code(201);
    return request;
  },

  approveUserRequest: async (ctx) =>
    approveUserRequest(
      ctx.deps,
      requirePrincipal(ctx),
      requireTenantId(ctx),
      String(ctx.params.id),
      (ctx.body as { role: string }).role,
    ),

  declineUserRequest: async (ctx) =>
    declineUserRequest(
      ctx.deps,
      requirePrincipal(ctx),
      requireTenantId(ctx),
      String(ctx.params.id),
      (ctx.body as { reason?: string } | undefined)?.reason ?? null,
    ),

  cancelInvitation: async (ctx) =>
    cancelInvitation(ctx.deps, requirePrincipal(ctx), requireTenantId(ctx), String(ctx.params.id)),

  resendInvitation: async (ctx) =>
    resendInvitation(ctx.deps, requirePrincipal(ctx), requireTenantId(ctx), String(ctx.params.id)),
};

const TENANT_COPIES: Record<string, keyof typeof userOps> = {
  listTenantUsers: 'listUsers',
  createTenantUser: 'createUser',
  getTenantUser: 'getUser',
  updateTenantUser: 'updateUser',
  tenantListIncomingRequests: 'listIncomingRequests',
  tenantListPendingInvitations: 'listPendingInvitations',
  tenantInviteUser: 'inviteUser',
  tenantApproveUserRequest: 'approveUserRequest',
  tenantDeclineUserRequest: 'declineUserRequest',
  tenantCancelInvitation: 'cancelInvitation',
  tenantResendInvitation: 'resendInvitation',
};

export const usersAccessHandlers: OperationHandlers = {
  ...userOps,
  ...Object.fromEntries(Object.entries(TENANT_COPIES).map(([copy, original]) => [copy, userOps[original]!])),

  listUserFeatures: async (ctx) => listUserFeatures(ctx.deps.db, requireTenantId(ctx)),

  enableUserFeature: async (ctx) =>
    switchUserFeature(ctx.deps.db, requirePrincipal(ctx), requireTenantId(ctx), String(ctx.params.id), true),

  disableUserFeature: async (ctx) =>
    switchUserFeature(ctx.deps.db, requirePrincipal(ctx), requireTenantId(ctx), String(ctx.params.id), false),

  lockTenantFeature: async (ctx) =>
    setFeatureLock(
      ctx.deps.db,
      requirePrincipal(ctx),
      requireTenantId(ctx),
      String(ctx.params.id),
      ctx.body as { enabled: boolean; reason?: string },
    ),

  unlockTenantFeature: async (ctx) =>
    setFeatureLock(ctx.deps.db, requirePrincipal(ctx), requireTenantId(ctx), String(ctx.params.id), null),

  listRoles: async (ctx) => listRoles(requirePrincipal(ctx)),

  listTenantUserTypes: async (ctx) => listUserTypes(ctx.deps.db, requireTenantId(ctx)),

  getTenantUserSummary: async (ctx) => tenantUserSummary(ctx.deps.db, requireTenantId(ctx)),

  requestAccess: async (ctx) => {
    const receipt = await requestAccess(
      ctx.deps,
      ctx.body as { email: string; name: string; company?: string; message?: string },
    );
    ctx.reply.code(202);
    return receipt;
  },

  validateAccess: async (ctx) => validateAccess(ctx.deps, (ctx.body as { token: string }).token),

  activateAccess: async (ctx) => {
    if (!ctx.activation) throw new Error('activateAccess ran without an activation token');
    return tokenSet(
      await activateAccess(ctx.deps, ctx.activation, ctx.body as { name?: string } | undefined),
    );
  },

  completeOidcSignIn: async (ctx) =>
    tokenSet(
      await completeOidcSignIn(
        {
          db: ctx.deps.db,
          tokens: ctx.deps.tokens,
          pepper: ctx.deps.pepper,
          publicUrl: ctx.deps.publicUrl,
          sessionTtlSeconds: ctx.deps.config.sessionTtlSeconds,
          log: ctx.deps.log,
        },
        ctx.body as { code: string; state: string; iss?: string },
      ),
    ),
};

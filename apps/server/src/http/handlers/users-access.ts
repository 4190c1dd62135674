import {
  defineOperations,
  type OperationId,
  type PublicContext,
  type SignedInContext,
} from '../operation.ts';
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

function tokenSet<T extends { sessionId: string }>({ sessionId: _sessionId, ...tokens }: T) {
  return tokens;
}

/**
 * /api/user... and /api/user-request... act in the caller's tenant; the /api/tenant/{tenantId}/ copies in
 * the named one. The guard has already resolved ctx.tenantId either way, so each pair shares one handler.
 */
type Both<A extends OperationId, B extends OperationId> = SignedInContext<A> | SignedInContext<B>;

const listUsersRun = async (ctx: Both<'listUsers', 'listTenantUsers'>) =>
  listUsers(ctx.deps.db, ctx.tenantId, ctx.query);

const createUserRun = async (ctx: Both<'createUser', 'createTenantUser'>) =>
  createUser(ctx.deps.db, ctx.principal, ctx.tenantId, ctx.body);

const getUserRun = async (ctx: Both<'getUser', 'getTenantUser'>) =>
  getUser(ctx.deps.db, ctx.tenantId, ctx.path.username);

const updateUserRun = async (ctx: Both<'updateUser', 'updateTenantUser'>) =>
  updateUser(ctx.deps.db, ctx.principal, ctx.tenantId, ctx.path.username, ctx.body);

const incomingRun = async (ctx: Both<'listIncomingRequests', 'tenantListIncomingRequests'>) =>
  listUserRequests(ctx.deps, ctx.tenantId, 'access-request', ctx.query);

const pendingRun = async (ctx: Both<'listPendingInvitations', 'tenantListPendingInvitations'>) =>
  listUserRequests(ctx.deps, ctx.tenantId, 'invitation', ctx.query);

const inviteRun = async (ctx: Both<'inviteUser', 'tenantInviteUser'>) =>
  inviteUser(ctx.deps, ctx.principal, ctx.tenantId, ctx.body);

const approveRun = async (ctx: Both<'approveUserRequest', 'tenantApproveUserRequest'>) =>
  approveUserRequest(ctx.deps, ctx.principal, ctx.tenantId, ctx.path.id, ctx.body.role);

const declineRun = async (ctx: Both<'declineUserRequest', 'tenantDeclineUserRequest'>) =>
  declineUserRequest(ctx.deps, ctx.principal, ctx.tenantId, ctx.path.id, ctx.body?.reason ?? null);

const cancelRun = async (ctx: Both<'cancelInvitation', 'tenantCancelInvitation'>) =>
  cancelInvitation(ctx.deps, ctx.principal, ctx.tenantId, ctx.path.id);

const resendRun = async (ctx: Both<'resendInvitation', 'tenantResendInvitation'>) =>
  resendInvitation(ctx.deps, ctx.principal, ctx.tenantId, ctx.path.id);

const signInDepsOf = ({ deps }: PublicContext<'completeOidcSignIn'>) => ({
  db: deps.db,
  tokens: deps.tokens,
  pepper: deps.pepper,
  publicUrl: deps.publicUrl,
  sessionTtlSeconds: deps.config.sessionTtlSeconds,
  log: deps.log,
});

export const usersAccessHandlers = defineOperations({
  listUsers: { tenant: 'none', run: listUsersRun },
  listTenantUsers: { tenant: 'none', run: listUsersRun },
  createUser: { tenant: 'none', status: 201, run: createUserRun },
  createTenantUser: { tenant: 'none', status: 201, run: createUserRun },
  getUser: { tenant: 'none', run: getUserRun },
  getTenantUser: { tenant: 'none', run: getUserRun },
  updateUser: { tenant: 'none', run: updateUserRun },
  updateTenantUser: { tenant: 'none', run: updateUserRun },
  listIncomingRequests: { tenant: 'none', run: incomingRun },
  tenantListIncomingRequests: { tenant: 'none', run: incomingRun },
  listPendingInvitations: { tenant: 'none', run: pendingRun },
  tenantListPendingInvitations: { tenant: 'none', run: pendingRun },
  inviteUser: { tenant: 'none', status: 201, run: inviteRun },
  tenantInviteUser: { tenant: 'none', status: 201, run: inviteRun },
  approveUserRequest: { tenant: 'none', run: approveRun },
  tenantApproveUserRequest: { tenant: 'none', run: approveRun },
  declineUserRequest: { tenant: 'none', run: declineRun },
  tenantDeclineUserRequest: { tenant: 'none', run: declineRun },
  cancelInvitation: { tenant: 'none', run: cancelRun },
  tenantCancelInvitation: { tenant: 'none', run: cancelRun },
  resendInvitation: { tenant: 'none', run: resendRun },
  tenantResendInvitation: { tenant: 'none', run: resendRun },

  listUserFeatures: { tenant: 'none', run: async (ctx) => listUserFeatures(ctx.deps.db, ctx.tenantId) },

  enableUserFeature: {
    tenant: 'none',
    run: async (ctx) => switchUserFeature(ctx.deps.db, ctx.principal, ctx.tenantId, ctx.path.id, true),
  },

  disableUserFeature: {
    tenant: 'none',
    run: async (ctx) => switchUserFeature(ctx.deps.db, ctx.principal, ctx.tenantId, ctx.path.id, false),
  },

  lockTenantFeature: {
    tenant: 'none',
    run: async (ctx) => setFeatureLock(ctx.deps.db, ctx.principal, ctx.tenantId, ctx.path.id, ctx.body),
  },

  unlockTenantFeature: {
    tenant: 'none',
    run: async (ctx) => setFeatureLock(ctx.deps.db, ctx.principal, ctx.tenantId, ctx.path.id, null),
  },

  listRoles: { tenant: 'none', run: async (ctx) => listRoles(ctx.principal) },

  listTenantUserTypes: { tenant: 'none', run: async (ctx) => listUserTypes(ctx.deps.db, ctx.tenantId) },

  getTenantUserSummary: {
    tenant: 'none',
    run: async (ctx) => tenantUserSummary(ctx.deps.db, ctx.tenantId),
  },

  requestAccess: { tenant: 'public', status: 202, run: async (ctx) => requestAccess(ctx.deps, ctx.body) },

  validateAccess: { tenant: 'public', run: async (ctx) => validateAccess(ctx.deps, ctx.body.token) },

  activateAccess: {
    tenant: 'public',
    run: async (ctx) => {
      if (!ctx.activation) throw new Error('activateAccess ran without an activation token');
      return tokenSet(await activateAccess(ctx.deps, ctx.activation, ctx.body));
    },
  },

  completeOidcSignIn: {
    tenant: 'public',
    run: async (ctx) => tokenSet(await completeOidcSignIn(signInDepsOf(ctx), ctx.body)),
  },
});

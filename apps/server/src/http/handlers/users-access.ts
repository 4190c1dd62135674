import {
  defineOperations,
  type OperationDefs,
  type OperationId,
  type PublicContext,
  type Result,
  type SignedInContext,
  type SuccessCode,
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

/** The two operations of a pair, served by one run (and answering with one status). */
function both<A extends OperationId, B extends OperationId>(
  a: A,
  b: B,
  run: (ctx: Both<A, B>) => Result<A> & Result<B>,
  status?: SuccessCode,
): OperationDefs {
  const def = status === undefined ? { tenant: 'none', run } : { tenant: 'none', status, run };
  return { [a]: def, [b]: def } as OperationDefs;
}

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
  ...both('listUsers', 'listTenantUsers', listUsersRun),
  ...both('createUser', 'createTenantUser', createUserRun, 201),
  ...both('getUser', 'getTenantUser', getUserRun),
  ...both('updateUser', 'updateTenantUser', updateUserRun),
  ...both('listIncomingRequests', 'tenantListIncomingRequests', incomingRun),
  ...both('listPendingInvitations', 'tenantListPendingInvitations', pendingRun),
  ...both('inviteUser', 'tenantInviteUser', inviteRun, 201),
  ...both('approveUserRequest', 'tenantApproveUserRequest', approveRun),
  ...both('declineUserRequest', 'tenantDeclineUserRequest', declineRun),
  ...both('cancelInvitation', 'tenantCancelInvitation', cancelRun),
  ...both('resendInvitation', 'tenantResendInvitation', resendRun),

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

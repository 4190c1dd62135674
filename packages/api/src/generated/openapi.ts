// Generated from openapi/openapi.yaml by `npm run gen`. Do not edit by hand.
export interface paths {
  '/sso/authorize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start sign-in for an e-mail address
     * @description When the user's tenant has an OIDC identity provider, the answer carries its authorization
     *     URL. Otherwise a one-time code (10 minutes, single use) is e-mailed and the answer says so.
     *     The answer is the same whether or not the address is known, so it cannot be used to probe
     *     for accounts.
     */
    post: operations['authorize'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange an e-mailed one-time code for a session */
    post: operations['exchangeCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/refresh-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Rotate the refresh token and get fresh tokens
     * @description The refresh token is single use: the answer carries a new one. Presenting a refresh token that
     *     was already used revokes every token of its session family.
     */
    post: operations['refreshToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the session; its tokens stop working at once */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/request-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for an account
     * @description Creates an incoming user request in the tenant that owns the e-mail's domain and tells its administrators. The answer is the same when no tenant owns the domain.
     */
    post: operations['requestAccess'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/validate-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check an activation link
     * @description Validates the token of the activation link mailed when a request is approved or an invitation sent, and answers a short-lived activation token for /sso/activate-access. Fails with 401 (code `invalid_activation`) when the token is unknown, used or expired.
     */
    post: operations['validateAccess'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sso/activate-access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate the account and sign in
     * @description Takes the activation token from /sso/validate-access as Bearer (no other token is accepted, see `x-token`). Creates the user, marks the request accepted and answers a normal session.
     */
    post: operations['activateAccess'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/userinfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's record */
    get: operations['getUserInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness probe */
    get: operations['health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness probe (database reachable, migrations applied) */
    get: operations['ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the members of the caller's tenant */
    get: operations['listUsers'];
    put?: never;
    /** Add a member to the caller's tenant */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/{username}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Username (the member's e-mail address, URL-encoded). */
        username: components['parameters']['Username'];
      };
      cookie?: never;
    };
    /** Get a member */
    get: operations['getUser'];
    /**
     * Change a member's name, role or active flag
     * @description A tenant-admin cannot grant system-admin, and nobody can deactivate or demote themselves (409, code `self_change`).
     */
    put: operations['updateUser'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/feature': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Features of the caller's tenant and whether each is on */
    get: operations['listUserFeatures'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/feature/{id}/enable': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Switch a feature on for the caller's tenant
     * @description Clients refresh the user profile afterwards (enabledFeatures changes).
     */
    patch: operations['enableUserFeature'];
    trace?: never;
  };
  '/api/user/feature/{id}/disable': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Switch a feature off for the caller's tenant
     * @description Clients refresh the user profile afterwards (enabledFeatures changes).
     */
    patch: operations['disableUserFeature'];
    trace?: never;
  };
  '/api/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Roles a member can hold */
    get: operations['listRoles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user-request/incoming-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Access requests waiting for a decision (caller's tenant) */
    get: operations['listIncomingRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user-request/pending-invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Invitations not yet accepted (caller's tenant) */
    get: operations['listPendingInvitations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user-request/invite-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite someone (caller's tenant)
     * @description Creates a pending invitation and mails an activation link (valid 7 days). 409 (code `already_member` or `already_invited`) when the address is a member or has a pending invitation.
     */
    post: operations['inviteUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user-request/approve/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Approve an access request with a role (caller's tenant)
     * @description Mails an activation link. 409 (code `not_pending`) when the request was already decided.
     */
    put: operations['approveUserRequest'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user-request/decline/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /** Decline an access request (caller's tenant) */
    put: operations['declineUserRequest'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user-request/cancel-invitation/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Cancel a pending invitation (caller's tenant)
     * @description Its link stops working at once.
     */
    put: operations['cancelInvitation'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user-request/resend-invitation/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Mail a pending invitation again (caller's tenant)
     * @description Issues a fresh link (the old one stops working) and extends expiry by 7 days. At most one resend per minute per invitation (429).
     */
    put: operations['resendInvitation'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send feedback from the header dialog */
    post: operations['submitFeedback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/feedbacktype': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Feedback type options (id as value, name as label) */
    get: operations['listFeedbackTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description RFC 9457 problem details. `code` is stable and machine-readable: validation_failed, invalid_filter, invalid_order, unauthorized, token_expired, invalid_code, invalid_activation, forbidden, feature_disabled, not_found, conflict (or a more precise code named by the operation), payload_too_large, file_too_large, unsupported_type, rate_limited, not_ready, internal_error. */
    Problem: {
      type: string;
      title: string;
      status: number;
      detail?: string;
      instance?: string;
      /** @description Stable machine-readable error code, for example `validation_failed`. */
      code: string;
      /** @description Field-level problems for a 400. */
      errors?: {
        field: string;
        message: string;
      }[];
    };
    /** @description Probe answer. */
    Health: {
      /** @enum {string} */
      status: 'ok';
    };
    /** @description How sign-in continues after /sso/authorize. */
    AuthorizeResult: {
      /**
       * @description `code`: a one-time code was e-mailed; `oidc`: go to authorizationUrl.
       * @enum {string}
       */
      method: 'code' | 'oidc';
      authorizationUrl?: string;
      message?: string;
    };
    /** @description The e-mailed one-time code with the address it was sent to. */
    CodeExchangeRequest: {
      /** Format: email */
      email: string;
      code: string;
    };
    /** @description Refresh request (SPEC §7: refreshToken, idToken, tenantId). */
    RefreshTokenRequest: {
      refreshToken: string;
      idToken?: string;
      /** Format: uuid */
      tenantId?: string;
    };
    /** @description A session: the six values the client stores (SPEC §3 auth session). */
    TokenSet: {
      access_token: string;
      refresh_token: string;
      id_token: string;
      /** Format: uuid */
      tenantId: string;
      /** @description Seconds until the access and id tokens expire. */
      expires_in: number;
      /** @enum {string} */
      token_type: 'Bearer';
    };
    /**
     * @description Feature code switched per tenant (SPEC §6).
     * @enum {string}
     */
    FeatureCode: 'ANM-DSH' | 'COM-AST' | 'DOC-ANL' | 'PRF-ANL' | 'PRF-AST';
    /**
     * @description Role of a user (SPEC §6).
     * @enum {string}
     */
    RoleName: 'system-admin' | 'tenant-admin' | 'user';
    /** @description The signed-in user record (SPEC §3). */
    UserInfo: {
      /** Format: uuid */
      tenantId: string;
      tenantName: string;
      tenantSlug?: string;
      name: string;
      username: string;
      email: string;
      roleName: components['schemas']['RoleName'];
      roleDescription: string;
      active: boolean;
      enabledFeatures: components['schemas']['FeatureCode'][];
      groupId?: string | null;
      /** Format: date-time */
      createdDateTime: string;
      /** Format: date-time */
      updateDateTime: string;
    };
    /** @description Paging facts every list answer carries; `items` holds the page itself. */
    PageMeta: {
      /** @description 1-based page number that was served. */
      page: number;
      /** @description Items per page that was applied. */
      pageSize: number;
      /** @description Items matching the filter across all pages. */
      total: number;
    };
    /** @description A role a user can hold. */
    Role: {
      /**
       * Format: uuid
       * @description Role id.
       */
      id: string;
      name: components['schemas']['RoleName'];
      /** @description What the role may do. */
      description: string;
    };
    /** @description A member of a tenant. Identified by username, which is the member's e-mail address in lower case. */
    User: {
      /** @description Username (the e-mail address, lower case). */
      username: string;
      /** @description Full name. */
      name: string;
      /**
       * Format: email
       * @description E-mail address.
       */
      email: string;
      roleName: components['schemas']['RoleName'];
      /** @description Description of the role. */
      roleDescription: string;
      /** @description False once an administrator deactivates the user; a deactivated user cannot sign in. */
      active: boolean;
      /**
       * Format: uuid
       * @description Tenant the user belongs to.
       */
      tenantId: string;
      /**
       * @description internal: staff of the provider's own company domain; customer: everyone else.
       * @enum {string|null}
       */
      userType: 'internal' | 'customer' | null;
      /**
       * Format: date-time
       * @description Last successful sign-in.
       */
      lastSignInAt: string | null;
      /**
       * Format: date-time
       * @description When the record was created.
       */
      createdDateTime: string;
      /**
       * Format: date-time
       * @description When the record last changed.
       */
      updateDateTime: string;
    };
    /** @description One page of User items. */
    UserPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['User'][];
    };
    /** @description A user added directly (no invitation mail round trip); the user signs in with the e-mailed code. */
    UserCreate: {
      /**
       * Format: email
       * @description E-mail address.
       */
      email: string;
      /** @description Full name. */
      name: string;
      roleName: components['schemas']['RoleName'];
    };
    /** @description Changes to a user; send only what changes. */
    UserUpdate: {
      /** @description Full name. */
      name?: string;
      roleName?: components['schemas']['RoleName'];
      /** @description Activate or deactivate the user. */
      active?: boolean;
    };
    /** @description A feature of the caller's tenant and whether it is on. */
    UserFeature: {
      /**
       * Format: uuid
       * @description Feature id, used by the enable and disable calls.
       */
      id: string;
      code: components['schemas']['FeatureCode'];
      /** @description Display name. */
      name: string;
      /** @description What the feature switches on. */
      description: string;
      /** @description Whether the feature is on for the tenant. */
      enabled: boolean;
      /**
       * Format: date-time
       * @description When it was last switched.
       */
      updateDateTime: string;
    };
    /** @description A kind of feedback; shown as an option with value id and label name. */
    FeedbackType: {
      /**
       * Format: uuid
       * @description Option value.
       */
      id: string;
      /** @description Option label. */
      name: string;
    };
    /** @description Feedback from the header dialog (SPEC §3). */
    FeedbackCreate: {
      /**
       * Format: uuid
       * @description Id of the chosen FeedbackType.
       */
      feedbackType: string;
      /** @description The user's message; must not be blank. */
      message: string;
      /** @description Address of the page the dialog was opened on. */
      pageUrl: string;
    };
    /** @description Stored feedback. */
    Feedback: {
      /**
       * Format: uuid
       * @description Feedback id.
       */
      id: string;
      /**
       * Format: uuid
       * @description FeedbackType id.
       */
      feedbackType: string;
      /** @description Name of the type. */
      feedbackTypeName: string;
      /** @description The message. */
      message: string;
      /** @description Page it was sent from. */
      pageUrl: string;
      /** @description Who sent it. */
      username: string;
      /**
       * Format: date-time
       * @description When it was sent.
       */
      createdDateTime: string;
    };
    /** @description An access request from someone without an account (kind `access-request`, arrives through /sso/request-access) or an invitation sent by an administrator (kind `invitation`). */
    UserRequest: {
      /**
       * Format: uuid
       * @description Request id.
       */
      id: string;
      /**
       * @description Incoming request or pending invitation.
       * @enum {string}
       */
      kind: 'access-request' | 'invitation';
      /**
       * Format: email
       * @description Address of the person asking or invited.
       */
      email: string;
      /** @description Name given by the person or the inviter. */
      name: string | null;
      /**
       * @description Workflow state. Incoming: pending -> approved | declined. Invitation: pending -> accepted | cancelled | expired.
       * @enum {string}
       */
      status: 'pending' | 'approved' | 'declined' | 'cancelled' | 'accepted' | 'expired';
      role: components['schemas']['RoleName'] | null;
      /** @description Message written by the requester or the inviter. */
      message: string | null;
      /** @description Username of the inviter (invitations only). */
      requestedBy: string | null;
      /**
       * Format: uuid
       * @description Tenant the request belongs to.
       */
      tenantId: string;
      /**
       * Format: date-time
       * @description When the invitation or approval link stops working.
       */
      expiresAt: string | null;
      /**
       * Format: date-time
       * @description When the last mail went out.
       */
      lastSentAt: string | null;
      /** @description Mails sent for this request. */
      sendCount: number;
      /**
       * Format: date-time
       * @description When the record was created.
       */
      createdDateTime: string;
      /**
       * Format: date-time
       * @description When the record last changed.
       */
      updateDateTime: string;
    };
    /** @description One page of UserRequest items. */
    UserRequestPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['UserRequest'][];
    };
    /** @description Approval of an incoming request with the role the new user gets. Only a system-admin may grant system-admin. */
    ApproveUserRequest: {
      role: components['schemas']['RoleName'];
    };
    /** @description Optional reason for declining, kept with the request and not mailed. */
    DeclineUserRequest: {
      /** @description Reason. */
      reason?: string;
    };
    /** @description An invitation: the person gets a mail with an activation link. */
    InviteUser: {
      /**
       * Format: email
       * @description E-mail address.
       */
      email: string;
      /** @description Name of the person invited. */
      name?: string;
      role: components['schemas']['RoleName'];
      /** @description Personal note included in the mail. */
      message?: string;
    };
    /** @description Someone with no account asks for access. The request lands in the tenant that owns the e-mail domain. */
    AccessRequestCreate: {
      /**
       * Format: email
       * @description E-mail address.
       */
      email: string;
      /** @description Full name. */
      name: string;
      /** @description Company name, as the person gives it. */
      company?: string;
      /** @description Why access is needed. */
      message?: string;
    };
    /** @description Acknowledgement; identical whether or not a tenant owns the domain, so it cannot be used to probe tenants. */
    AccessRequestReceipt: {
      /**
       * @description Always `received`.
       * @enum {string}
       */
      status: 'received';
      /** @description Text to show the person. */
      message: string;
    };
    /** @description The token from the activation link mailed on approval. */
    ValidateAccessRequest: {
      /** @description Activation token from the link. */
      token: string;
    };
    /** @description A valid activation link: who is being activated, plus a short-lived bearer token for /sso/activate-access. */
    AccessValidation: {
      /**
       * Format: email
       * @description E-mail address.
       */
      email: string;
      /** @description Name on the request. */
      name: string | null;
      /** @description Tenant joined. */
      tenantName: string;
      role: components['schemas']['RoleName'];
      /** @description Bearer token accepted only by /sso/activate-access. */
      activationToken: string;
      /** @description Seconds the activation token stays valid. */
      expires_in: number;
    };
    /** @description Final details the new user confirms on activation. */
    ActivateAccessRequest: {
      /** @description Full name as it should be shown. */
      name?: string;
    };
  };
  responses: {
    /** @description The request is invalid: code `validation_failed` (with `errors` per field), `invalid_filter` or `invalid_order`. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description No valid token: code `unauthorized` or `token_expired` (clients refresh once and retry). */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The caller's role, tenant or features do not allow this: code `forbidden` (x-roles) or `feature_disabled` (x-feature). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description No such resource in the caller's tenant: code `not_found`. Also the answer for another tenant's ids, so they cannot be probed. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Rate limit reached (code `rate_limited`); retry after the number of seconds in Retry-After. */
    TooManyRequests: {
      headers: {
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The resource's state does not allow this: code `conflict` or a more precise code named in the operation's description. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
  };
  parameters: {
    /** @description 1-based page number. */
    Page: number;
    /** @description Items per page. */
    PageSize: number;
    /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
    OrderBy: string;
    /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Example: `groupId|eq|5d1c...,and,(isActive|eq|true,or,name|startswith:i|comp)`. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
    Filter: string;
    /** @description Id of the resource named by the path segment before it. */
    Id: string;
    /** @description Username (the member's e-mail address, URL-encoded). */
    Username: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  authorize: {
    parameters: {
      query: {
        email: string;
        redirectUri?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sign-in started. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthorizeResult'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  exchangeCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CodeExchangeRequest'];
      };
    };
    responses: {
      /** @description The new session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenSet'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
    };
  };
  refreshToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshTokenRequest'];
      };
    };
    responses: {
      /** @description Fresh tokens. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenSet'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
    };
  };
  requestAccess: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AccessRequestCreate'];
      };
    };
    responses: {
      /** @description Received. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessRequestReceipt'];
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  validateAccess: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ValidateAccessRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessValidation'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      429: components['responses']['TooManyRequests'];
    };
  };
  activateAccess: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ActivateAccessRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenSet'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getUserInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserInfo'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process is up. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
    };
  };
  ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ready to serve. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      /** @description Not ready. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listUsers: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Example: `groupId|eq|5d1c...,and,(isActive|eq|true,or,name|startswith:i|comp)`. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserCreate'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Username (the member's e-mail address, URL-encoded). */
        username: components['parameters']['Username'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Username (the member's e-mail address, URL-encoded). */
        username: components['parameters']['Username'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listUserFeatures: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserFeature'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  enableUserFeature: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserFeature'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  disableUserFeature: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserFeature'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Role'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listIncomingRequests: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Example: `groupId|eq|5d1c...,and,(isActive|eq|true,or,name|startswith:i|comp)`. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRequestPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listPendingInvitations: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Example: `groupId|eq|5d1c...,and,(isActive|eq|true,or,name|startswith:i|comp)`. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRequestPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  inviteUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteUser'];
      };
    };
    responses: {
      /** @description Invited. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  approveUserRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApproveUserRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  declineUserRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['DeclineUserRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  cancelInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  resendInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  submitFeedback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FeedbackCreate'];
      };
    };
    responses: {
      /** @description Stored. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Feedback'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listFeedbackTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FeedbackType'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
}

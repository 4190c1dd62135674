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
  '/sso/oidc/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish an OIDC sign-in
     * @description The identity provider redirected the browser to /sso with code and state; the SPA posts them here. The server redeems the code with the PKCE verifier it kept for that state (single use, 10 minutes), checks the ID token, and answers a session for the account whose e-mail matches. 401 (code `invalid_oidc_state` or `oidc_failed`) otherwise.
     */
    post: operations['completeOidcSignIn'];
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
     * @description Validates the token of the activation link mailed when a request is approved or an invitation sent, and answers a short-lived activation token for /sso/activate-access. Fails with 401, code `invalid_activation` when the token is unknown, cancelled or replaced by a resend, `activation_used` when it was already used, `activation_expired` when it has expired.
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
  '/api/user/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add many members to the caller's tenant from a CSV file
     * @description Bulk path for administrators. The body is a CSV file (UTF-8, at most 8 MiB and 50,000 rows) whose header names the columns email, name and role (or roleName); name defaults to the part of the address before the @, role to user. Each row is added through the same checks as createUser, in its own transaction: valid rows are added, and every row that is not (a malformed address, an unknown role, a role the caller may not grant, an address already taken, a repeated address, no free seat) is reported with its line number, code and reason. A file that is not CSV, or whose header lacks email, is a 400 and adds nobody.
     */
    post: operations['importUsers'];
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
     * @description Clients refresh the user profile afterwards (enabledFeatures changes). 409 (code `feature_locked`) when the operator locked the feature.
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
     * @description Clients refresh the user profile afterwards (enabledFeatures changes). 409 (code `feature_locked`) when the operator locked the feature.
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
  '/api/tenant/{tenantId}/user': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** List the members of a tenant */
    get: operations['listTenantUsers'];
    put?: never;
    /** Add a member to a tenant */
    post: operations['createTenantUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/user/import': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add many members to a tenant from a CSV file
     * @description Bulk path for administrators. The body is a CSV file (UTF-8, at most 8 MiB and 50,000 rows) whose header names the columns email, name and role (or roleName); name defaults to the part of the address before the @, role to user. Each row is added through the same checks as createUser, in its own transaction: valid rows are added, and every row that is not (a malformed address, an unknown role, a role the caller may not grant, an address already taken, a repeated address, no free seat) is reported with its line number, code and reason. A file that is not CSV, or whose header lacks email, is a 400 and adds nobody.
     */
    post: operations['importTenantUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/user/{username}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Username (the member's e-mail address, URL-encoded). */
        username: components['parameters']['Username'];
      };
      cookie?: never;
    };
    /** Get a member of a tenant */
    get: operations['getTenantUser'];
    /** Change a member of a tenant */
    put: operations['updateTenantUser'];
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
     * @description Creates a pending invitation and mails an activation link (valid 7 days). 409 (code `already_member` or `already_invited`) when the address is a member or has a pending invitation; 409 (code `domain_not_owned`) when its domain is not one of the tenant's e-mail domains.
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
  '/api/tenant/{tenantId}/user-request/incoming-requests': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** Access requests waiting for a decision (named tenant) */
    get: operations['tenantListIncomingRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/user-request/pending-invitations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** Invitations not yet accepted (named tenant) */
    get: operations['tenantListPendingInvitations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/user-request/invite-user': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Invite someone (named tenant)
     * @description Creates a pending invitation and mails an activation link (valid 7 days). 409 (code `already_member` or `already_invited`) when the address is a member or has a pending invitation; 409 (code `domain_not_owned`) when its domain is not one of the tenant's e-mail domains.
     */
    post: operations['tenantInviteUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/user-request/approve/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Approve an access request with a role (named tenant)
     * @description Mails an activation link. 409 (code `not_pending`) when the request was already decided.
     */
    put: operations['tenantApproveUserRequest'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/user-request/decline/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /** Decline an access request (named tenant) */
    put: operations['tenantDeclineUserRequest'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/user-request/cancel-invitation/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Cancel a pending invitation (named tenant)
     * @description Its link stops working at once.
     */
    put: operations['tenantCancelInvitation'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/user-request/resend-invitation/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Mail a pending invitation again (named tenant)
     * @description Issues a fresh link (the old one stops working) and extends expiry by 7 days. At most one resend per minute per invitation (429).
     */
    put: operations['tenantResendInvitation'];
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
  '/api/tenant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List tenants */
    get: operations['listTenants'];
    put?: never;
    /** Create a tenant */
    post: operations['createTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** Get a tenant */
    get: operations['getTenant'];
    /** Replace a tenant */
    put: operations['updateTenant'];
    post?: never;
    /**
     * Delete a tenant
     * @description Only an inactive tenant can be deleted (409, code `tenant_active`); its data is removed by a purge job.
     */
    delete: operations['deleteTenant'];
    options?: never;
    head?: never;
    /**
     * Change some fields of a tenant (RFC 6902 JSON Patch)
     * @description A failing `test` operation or a pointer outside the patchable fields answers 409 (code `patch_failed`) and changes nothing.
     */
    patch: operations['patchTenant'];
    trace?: never;
  };
  '/api/tenant/{tenantId}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Activate a tenant (status active) */
    patch: operations['activateTenant'];
    trace?: never;
  };
  '/api/tenant/{tenantId}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
     * Deactivate a tenant
     * @description Status becomes inactive and every session of its members is revoked. The system tenant cannot be deactivated (409).
     */
    patch: operations['deactivateTenant'];
    trace?: never;
  };
  '/api/tenant/{tenantId}/update-status': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    get?: never;
    /** Set a tenant's status with a reason */
    put: operations['updateTenantStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/filing-stats': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** Filing aggregates of a tenant */
    get: operations['getTenantFilingStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/filing-summary': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /**
     * Filings of a tenant (the filing summary table)
     * @description Filterable and sortable fields: trackingNumber, carrier, state, lineOfBusiness, filingType, status, requestedRateChange, approvedRateChange, premiumImpact, submittedDate, dispositionDate, daysToDisposition.
     */
    get: operations['listTenantFilings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/filing-breakdown': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /**
     * Filings of a tenant's market grouped by state, line or carrier
     * @description The competitive-intelligence map and rate-change distribution. The filter takes the filing summary fields; rateChanges lists each filing's approved change, or its requested change while undecided.
     */
    get: operations['getTenantFilingBreakdown'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/market-comparison': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /**
     * The tenant's own book beside its competitors' filings, by state and line
     * @description Own earned premium and loss ratio against competitors' filings and average rate change in each state and line. A cell is an outlier when its competitors' average change lies outlierZ or more robust standard deviations (median and MAD) from the other cells of its line (lines with 3 or more cells).
     */
    get: operations['getTenantMarketComparison'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/metadata-filters': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** Filter fields of a type with their options */
    get: operations['listMetadataFilters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/metadata-filters/{category}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Filter category. */
        category: components['parameters']['Category'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Filter fields of a category narrowed by the values already chosen
     * @description A read that takes a body (the selection can be long); it changes nothing.
     */
    post: operations['getMetadataFilterOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** Headline metrics of a tenant */
    get: operations['listTenantMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/metrics/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
      };
      cookie?: never;
    };
    /** One metric with its daily series */
    get: operations['getTenantMetric'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/module/{moduleId}/feature/{featureCode}/config/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Module (use case) id. */
        moduleId: components['parameters']['ModuleId'];
        /** @description Feature code. */
        featureCode: components['parameters']['FeatureCodePath'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
      };
      cookie?: never;
    };
    /** A configuration value of a feature of a module in a tenant */
    get: operations['getTenantFeatureConfig'];
    /** Set a configuration value of a feature of a module in a tenant */
    put: operations['updateTenantFeatureConfig'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/user-type': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** User types of a tenant and their e-mail domains */
    get: operations['listTenantUserTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/users': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** Head counts of a tenant's members */
    get: operations['getTenantUserSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/feature/{id}/lock': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    /**
     * Lock a feature of a tenant on or off (operator)
     * @description Sets the feature to `enabled` for the tenant and locks it there; the tenant's admins then cannot switch it (409 `feature_locked`), and the features page says why. Recorded in the audit log.
     */
    put: operations['lockTenantFeature'];
    post?: never;
    /**
     * Unlock a feature of a tenant (operator)
     * @description The feature keeps its state; the tenant's admins may switch it again.
     */
    delete: operations['unlockTenantFeature'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/purge': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** Purge requests of a tenant */
    get: operations['listPurgeRequests'];
    put?: never;
    /** Schedule a purge of tenant data */
    post: operations['createPurgeRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/purge/{requestId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Purge request id. */
        requestId: components['parameters']['RequestId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Cancel a scheduled purge
     * @description 409 (code `purge_started`) once it runs.
     */
    delete: operations['cancelPurgeRequest'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/reset': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reset a tenant's data to its seeded state */
    post: operations['resetTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/reset/usecase': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reset some use cases of a tenant */
    post: operations['resetTenantUsecases'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/agent': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** List a tenant's agents */
    get: operations['listTenantAgents'];
    put?: never;
    /** Create an agent in a tenant */
    post: operations['createTenantAgent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/agent/{agentId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Agent id. */
        agentId: components['parameters']['AgentId'];
      };
      cookie?: never;
    };
    /** Get an agent of a tenant */
    get: operations['getTenantAgent'];
    /** Replace an agent of a tenant */
    put: operations['updateTenantAgent'];
    post?: never;
    /**
     * Delete an agent of a tenant
     * @description Chats keep their messages; their agent becomes null.
     */
    delete: operations['deleteTenantAgent'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/agent/{agentId}/usecase': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Agent id. */
        agentId: components['parameters']['AgentId'];
      };
      cookie?: never;
    };
    /** Use cases an agent is offered in */
    get: operations['listTenantAgentUsecases'];
    /** Set the use cases an agent is offered in */
    put: operations['setTenantAgentUsecases'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/agent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List agents
     * @description Sign-in loads agents with filter `isActive|eq|true`, orderBy `name`, pageSize 5.
     */
    get: operations['listAgents'];
    put?: never;
    /** Create an agent */
    post: operations['createAgent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/agent/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get an agent */
    get: operations['getAgent'];
    /** Replace an agent */
    put: operations['updateAgent'];
    post?: never;
    /** Delete an agent */
    delete: operations['deleteAgent'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/group': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List groups */
    get: operations['listGroups'];
    put?: never;
    /** Create a group */
    post: operations['createGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/group/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get a group */
    get: operations['getGroup'];
    /** Replace a group */
    put: operations['updateGroup'];
    post?: never;
    /**
     * Delete a group
     * @description A group that still holds use cases cannot be deleted (409, code `in_use`).
     */
    delete: operations['deleteGroup'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List use cases
     * @description Sign-in loads use cases per group with filter `groupId|eq|<id>,and,isActive|eq|true`, orderBy `name`, pageSize 100.
     */
    get: operations['listUsecases'];
    put?: never;
    /** Create a use case */
    post: operations['createUsecase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    /** Get a use case */
    get: operations['getUsecase'];
    /** Replace a use case */
    put: operations['updateUsecase'];
    post?: never;
    /**
     * Delete a use case
     * @description Built-in use cases (key not null) cannot be deleted (409, code `builtin`).
     */
    delete: operations['deleteUsecase'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    /** The question base of a use case */
    get: operations['listUsecaseQuestions'];
    put?: never;
    /** Add a question to the question base */
    post: operations['createUsecaseQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/questions/{questionId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
      };
      cookie?: never;
    };
    /** Get a question of the question base */
    get: operations['getUsecaseQuestion'];
    /** Replace a question of the question base */
    put: operations['updateUsecaseQuestion'];
    post?: never;
    /**
     * Remove a question from the question base
     * @description Analyses that used it keep their copy.
     */
    delete: operations['deleteUsecaseQuestion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/reset': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reset a use case of the caller's tenant to its seeded state */
    post: operations['resetUsecase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/users': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    /** Members who used the use case's assistant */
    get: operations['listUsecaseUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/template/{groupId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Group id. */
        groupId: components['parameters']['GroupId'];
      };
      cookie?: never;
    };
    /** Defaults of a use case in a group */
    get: operations['getUsecaseTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/config/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
      };
      cookie?: never;
    };
    /** A configuration value of a use case */
    get: operations['getUsecaseConfig'];
    /** Set a configuration value of a use case */
    put: operations['updateUsecaseConfig'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a portfolio assistant chat
     * @description The portfolio assistant answers from the tenant's portfolio and filing data. usecaseId is required here (the portfolio assistant use case).
     */
    post: operations['createChat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/citations/{citationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Citation id (as in an answer's citations). */
        citationId: string;
      };
      cookie?: never;
    };
    /**
     * Where a citation is (the deep link /citations/{citationId})
     * @description The use case, chat, message and approach of the answer holding the citation, for the owner of the chat and for administrators of the tenant; 404 for anyone else and for a citation of an assistant whose feature the caller lacks.
     */
    get: operations['locateCitation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's portfolio assistant chats */
    get: operations['listChatSummaries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/trend/{type}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description What to count. */
        type: 'questions' | 'chats' | 'users' | 'votes';
      };
      cookie?: never;
    };
    /** Assistant usage over time */
    get: operations['getChatTrend'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Open a file an answer cites */
    get: operations['viewChatSource'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/group/{groupId}/summary': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Group id. */
        groupId: components['parameters']['GroupId'];
      };
      cookie?: never;
    };
    /**
     * Chats of all members across the use cases of a group, for review
     * @description Only chats of use cases whose feature the tenant has on are counted.
     */
    get: operations['listGroupChatSummaries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{chatId}/history': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    /** A portfolio assistant chat with its messages */
    get: operations['getChatHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{chatId}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask the portfolio assistant */
    post: operations['askChatQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chats/{chatId}/messages/{messageId}/vote': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Vote on a portfolio assistant answer */
    post: operations['voteChatMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a chat in a use case */
    post: operations['createChatInUsecase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/summary': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    /** The caller's chats in a use case */
    get: operations['listChatSummariesInUsecase'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/agent/{agentId}/summary': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Agent id. */
        agentId: components['parameters']['AgentId'];
      };
      cookie?: never;
    };
    /** The caller's chats with one agent in a use case */
    get: operations['listAgentChatSummariesInUsecase'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/user/{userEmail}/summary': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description E-mail address of the member, URL-encoded. */
        userEmail: components['parameters']['UserEmail'];
      };
      cookie?: never;
    };
    /**
     * Chats of one member, for review in a use case
     * @description userEmail is the member's address, URL-encoded in the path.
     */
    get: operations['listUserChatSummariesInUsecase'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/config/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
      };
      cookie?: never;
    };
    /** A chat configuration value in a use case */
    get: operations['getChatConfigInUsecase'];
    /** Set a chat configuration value in a use case */
    put: operations['updateChatConfigInUsecase'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/configure': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    /** How the assistant answers in a use case */
    get: operations['getChatConfigurationInUsecase'];
    /** Change how the assistant answers in a use case */
    put: operations['updateChatConfigurationInUsecase'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/view': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    /** Open a cited document in a use case */
    get: operations['viewChatFileInUsecase'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/{chatId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a chat in a use case
     * @description Owners delete their own chats; administrators any chat of the tenant.
     */
    delete: operations['deleteChatInUsecase'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/{chatId}/history': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    /**
     * A chat with its messages in a use case
     * @description Owners read their own chats; administrators any chat of the tenant (chat-session review).
     */
    get: operations['getChatHistoryInUsecase'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/{chatId}/download': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    /** Download a chat transcript with its citations in a use case */
    get: operations['downloadChatInUsecase'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/{chatId}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask the assistant in a use case
     * @description Stores the question, answers it with each requested approach and stores the answer. Every citation resolves to a stored passage or stored rows.
     */
    post: operations['askChatQuestionInUsecase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/{chatId}/messages/{messageId}/vote': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Vote on an answer (all approaches) in a use case */
    post: operations['voteChatMessageInUsecase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/{chatId}/messages/{messageId}/approach/{approachType}/vote': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Vote on one approach's answer in a use case */
    post: operations['voteChatApproachInUsecase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/{chatId}/messages/{messageId}/approach/{approachType}/citations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
      };
      cookie?: never;
    };
    /** Citations of one approach's answer in a use case */
    get: operations['listChatCitationsInUsecase'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/{chatId}/messages/{messageId}/approach/{approachType}/citations/{citationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
        /** @description Citation id. */
        citationId: components['parameters']['CitationId'];
      };
      cookie?: never;
    };
    /** A citation with its surroundings in a use case */
    get: operations['getChatCitationInUsecase'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/{chatId}/messages/{messageId}/approach/{approachType}/citations/{citationId}/download': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
        /** @description Citation id. */
        citationId: components['parameters']['CitationId'];
      };
      cookie?: never;
    };
    /**
     * Download a citation's source in a use case
     * @description Documents: the cited file. Data: the cited rows as CSV.
     */
    get: operations['downloadChatCitationInUsecase'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a chat in a named tenant */
    post: operations['createChatInTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/summary': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** The caller's chats in a named tenant */
    get: operations['listChatSummariesInTenant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/agent/{agentId}/summary': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Agent id. */
        agentId: components['parameters']['AgentId'];
      };
      cookie?: never;
    };
    /** The caller's chats with one agent in a named tenant */
    get: operations['listAgentChatSummariesInTenant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/user/{userEmail}/summary': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description E-mail address of the member, URL-encoded. */
        userEmail: components['parameters']['UserEmail'];
      };
      cookie?: never;
    };
    /**
     * Chats of one member, for review in a named tenant
     * @description userEmail is the member's address, URL-encoded in the path.
     */
    get: operations['listUserChatSummariesInTenant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/config/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
      };
      cookie?: never;
    };
    /** A chat configuration value in a named tenant */
    get: operations['getChatConfigInTenant'];
    /** Set a chat configuration value in a named tenant */
    put: operations['updateChatConfigInTenant'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/configure': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** How the assistant answers in a named tenant */
    get: operations['getChatConfigurationInTenant'];
    /** Change how the assistant answers in a named tenant */
    put: operations['updateChatConfigurationInTenant'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/view': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    /** Open a cited document in a named tenant */
    get: operations['viewChatFileInTenant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/{chatId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a chat in a named tenant
     * @description Owners delete their own chats; administrators any chat of the tenant.
     */
    delete: operations['deleteChatInTenant'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/{chatId}/history': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    /**
     * A chat with its messages in a named tenant
     * @description Owners read their own chats; administrators any chat of the tenant (chat-session review).
     */
    get: operations['getChatHistoryInTenant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/{chatId}/download': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    /** Download a chat transcript with its citations in a named tenant */
    get: operations['downloadChatInTenant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/{chatId}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask the assistant in a named tenant
     * @description Stores the question, answers it with each requested approach and stores the answer. Every citation resolves to a stored passage or stored rows.
     */
    post: operations['askChatQuestionInTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/{chatId}/messages/{messageId}/vote': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Vote on an answer (all approaches) in a named tenant */
    post: operations['voteChatMessageInTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/{chatId}/messages/{messageId}/approach/{approachType}/vote': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Vote on one approach's answer in a named tenant */
    post: operations['voteChatApproachInTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/{chatId}/messages/{messageId}/approach/{approachType}/citations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
      };
      cookie?: never;
    };
    /** Citations of one approach's answer in a named tenant */
    get: operations['listChatCitationsInTenant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/{chatId}/messages/{messageId}/approach/{approachType}/citations/{citationId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
        /** @description Citation id. */
        citationId: components['parameters']['CitationId'];
      };
      cookie?: never;
    };
    /** A citation with its surroundings in a named tenant */
    get: operations['getChatCitationInTenant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/{tenantId}/chats/{chatId}/messages/{messageId}/approach/{approachType}/citations/{citationId}/download': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
        /** @description Citation id. */
        citationId: components['parameters']['CitationId'];
      };
      cookie?: never;
    };
    /**
     * Download a citation's source in a named tenant
     * @description Documents: the cited file. Data: the cited rows as CSV.
     */
    get: operations['downloadChatCitationInTenant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    /** Document analyses of a use case (the history screen) */
    get: operations['listDocumentAnalyses'];
    put?: never;
    /** Start a document analysis */
    post: operations['createDocumentAnalysis'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis/{analysisId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    /** Get a document analysis */
    get: operations['getDocumentAnalysis'];
    /** Rename or describe a document analysis */
    put: operations['updateDocumentAnalysis'];
    post?: never;
    /**
     * Delete a document analysis and its documents
     * @description Creators delete their own analyses; administrators any.
     */
    delete: operations['deleteDocumentAnalysis'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/analyse_status': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    /**
     * Poll the progress of an analysis
     * @description Clients poll every 2 seconds while status is queued or analysing.
     */
    get: operations['getDocumentAnalysisStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/complete_analysis': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark an analysis complete (locks it)
     * @description Only from status ready (409, code `not_ready`).
     */
    post: operations['completeDocumentAnalysis'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/configure_report': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    get?: never;
    /** Choose how the analysis report is put together */
    put: operations['configureAnalysisReport'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Attach documents and queue the analysis
     * @description multipart/form-data with the files in repeated `files` fields. Limits: at most 25 MB per file, 20 files per request and per analysis; types PDF, DOCX, plain text, Markdown, HTML and CSV (checked by content, not only by name). Too large answers 413 (code `file_too_large`), other types 415 (code `unsupported_type`). Attaching queues the analysis (status queued); poll analyse_status.
     */
    post: operations['uploadAnalysisDocuments'];
    /** Detach documents from an analysis */
    delete: operations['deleteAnalysisDocuments'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    /**
     * The analysis's questions with their answers, citations and votes
     * @description Every question of the analysis (an analysis holds at most a few hundred), in question-base order, each with its answer, the citations it rests on and the caller's vote.
     */
    get: operations['listAnalysisQuestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa/{questionId}/add': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a question-base question to the analysis and answer it */
    post: operations['addAnalysisQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa/{questionId}/remove': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Remove a question from the analysis */
    post: operations['removeAnalysisQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa/{questionId}/regenerate_answer': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answer a question of the analysis again */
    post: operations['regenerateAnalysisAnswer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa/{questionId}/up_vote': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Up-vote an answer (again to withdraw) */
    post: operations['upvoteAnalysisAnswer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa/{questionId}/down_vote': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Down-vote an answer (again to withdraw) */
    post: operations['downvoteAnalysisAnswer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/anomaly-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List anomaly statuss */
    get: operations['listAnomalyStatuses'];
    put?: never;
    /** Create an anomaly status */
    post: operations['createAnomalyStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/anomaly-status/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get an anomaly status */
    get: operations['getAnomalyStatus'];
    /** Replace an anomaly status */
    put: operations['updateAnomalyStatus'];
    post?: never;
    /**
     * Delete an anomaly status
     * @description A status still used by an anomaly cannot be deleted (409, code `in_use`).
     */
    delete: operations['deleteAnomalyStatus'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/anomaly': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List anomalys
     * @description Filterable: severity, statusId, usecaseId, modelId, location, lineOfBusiness, segment, metric, detector, detectedAt.
     */
    get: operations['listAnomalies'];
    put?: never;
    /** Create an anomaly */
    post: operations['createAnomaly'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/anomaly/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get an anomaly */
    get: operations['getAnomaly'];
    /**
     * Replace an anomaly
     * @description Triage: status, severity, assignee and notes. Members may triage; only administrators create or delete.
     */
    put: operations['updateAnomaly'];
    post?: never;
    /** Delete an anomaly */
    delete: operations['deleteAnomaly'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/anomaly/geo-distribution': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Anomaly counts by state */
    get: operations['getAnomalyGeoDistribution'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/anomaly/outliers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Outlier-segment anomalies (portfolio analysis)
     * @description Anomalies raised by the outlier-segment detector; gated by portfolio analysis (PRF-ANL), not by the anomaly dashboard.
     */
    get: operations['listAnomalyOutliers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/anomaly/v2/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** An anomaly with actions, series, drivers, related filings and reports */
    get: operations['getAnomalyDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/anomaly/{id}/report/view': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Open a report file of an anomaly */
    get: operations['viewAnomalyReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/anomaly/{id}/action/{actionId}/up_vote': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
        /** @description Recommended action id. */
        actionId: components['parameters']['ActionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Up-vote a recommended action (again to withdraw) */
    post: operations['upvoteAnomalyAction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/anomaly/{id}/action/{actionId}/down_vote': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
        /** @description Recommended action id. */
        actionId: components['parameters']['ActionId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Down-vote a recommended action (again to withdraw) */
    post: operations['downvoteAnomalyAction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/anomaly/groupby': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Anomaly counts by a dimension */
    get: operations['getAnomalyCountsBy'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/anomaly/location': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Anomaly counts by state */
    get: operations['getAnomalyCountsByLocation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/anomaly/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Anomaly counts by status */
    get: operations['getAnomalyCountsByStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/anomaly/status/{statusId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Anomaly status id. */
        statusId: components['parameters']['StatusId'];
      };
      cookie?: never;
    };
    /** Anomalies in one status */
    get: operations['listAnomaliesWithStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/anomaly/usecase': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Anomaly counts by use case */
    get: operations['getAnomalyCountsByUsecase'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/anomaly/usecase/{useCaseId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        useCaseId: components['parameters']['UseCaseId'];
      };
      cookie?: never;
    };
    /** Anomalies of one use case */
    get: operations['listAnomaliesOfUsecase'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/performance/{group}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Dimension rows are grouped by. */
        group: 'state' | 'line-of-business' | 'segment' | 'month' | 'model';
      };
      cookie?: never;
    };
    /** Portfolio performance by a dimension */
    get: operations['getPerformance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard/trend/{type}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description What the trend shows. */
        type: 'anomalies' | 'filings' | 'rate-change' | 'premium' | 'loss-ratio' | 'claims';
      };
      cookie?: never;
    };
    /** A dashboard trend: one series per line of business (page through series) */
    get: operations['getDashboardTrend'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kb/metrics/{type}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description What to count. */
        type: 'documents' | 'chunks' | 'questions' | 'citations' | 'votes';
      };
      cookie?: never;
    };
    /** Knowledge-base activity */
    get: operations['getKnowledgeBaseMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/intelligence/{groupId}/intel-metrics': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Group id. */
        groupId: components['parameters']['GroupId'];
      };
      cookie?: never;
    };
    /** Headline competitive-intelligence figures of a group */
    get: operations['getIntelMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/intelligence/{groupId}/feeds': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Group id. */
        groupId: components['parameters']['GroupId'];
      };
      cookie?: never;
    };
    /** Intelligence feed of a group, newest first */
    get: operations['listIntelFeeds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/intelligence/{groupId}/source-types': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Group id. */
        groupId: components['parameters']['GroupId'];
      };
      cookie?: never;
    };
    /** Source types of a group's feed */
    get: operations['listIntelSourceTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/model': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List models */
    get: operations['listModels'];
    put?: never;
    /** Create a model */
    post: operations['createModel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/model/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get a model */
    get: operations['getModel'];
    /** Replace a model */
    put: operations['updateModel'];
    post?: never;
    /** Delete a model */
    delete: operations['deleteModel'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/model/{id}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Reports of a model */
    get: operations['listModelReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/model/{id}/reports/types': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Sub-reports (report types) of a model */
    get: operations['listModelReportTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/model/{id}/reports/{reportId}/{reportType}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
        /** @description Report id. */
        reportId: components['parameters']['ReportId'];
        /** @description Sub-report key. */
        reportType: components['parameters']['ReportType'];
      };
      cookie?: never;
    };
    /** The chart collection of a sub-report */
    get: operations['getModelReportCharts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/model/{id}/stability': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Stability metrics (PSI and CSI) of a model */
    get: operations['getModelStability'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/model/{id}/reset': {
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
    /** Recompute a model's reports, stability and anomalies from scratch */
    post: operations['resetModel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/graphql': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * GraphQL endpoint for the model-report named queries
     * @description Serves the model-report screen. Named queries (documents in `x-named-queries`): UseCaseById(id), ModelById(id), ModelReports(modelId), ModelSubReports(modelId, reportId), ChartCollection(modelId, reportId, reportType: the sub-report key; clients run it only when all three are present). Field errors come back in `errors` with status 200; a malformed request body answers 400 problem+json. Query depth is limited to 8 and documents to 100 000 characters.
     */
    post: operations['graphql'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/data-ingestion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Data loads of the caller's tenant */
    get: operations['listDataIngestions'];
    put?: never;
    /**
     * Upload a CSV file and queue its load
     * @description multipart/form-data with fields name, dataset and file. Limits: one CSV file of at most 25 MB (413, code `file_too_large`), UTF-8, first row column names; other types answer 415. Rows failing validation are rejected and listed, the rest load. The answer (202) is the load as recorded before its first row: status `running`, `rowsTotal` the rows parsed. The rows then load in batches of 1,000, each committed with the counts, so `GET /api/data-ingestion/{id}` shows `rowsProcessed` growing until the status is `succeeded`, `failed` (see `error`) or `cancelled`. A cancel (PUT status `cancelled`) stops the load after the batch in flight; the rows loaded until then stay.
     */
    post: operations['createDataIngestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/data-ingestion/outlier-quadrants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Portfolio segments by premium volume and loss ratio, in quadrants */
    get: operations['getOutlierQuadrants'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/data-ingestion/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get a data load */
    get: operations['getDataIngestion'];
    /** Rename or cancel a data load */
    put: operations['updateDataIngestion'];
    post?: never;
    /** Delete a finished data load record (loaded rows stay) */
    delete: operations['deleteDataIngestion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List subscriptions
     * @description The caller's own subscriptions.
     */
    get: operations['listSubscriptions'];
    put?: never;
    /** Create a subscription */
    post: operations['createSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/subscription/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get a subscription */
    get: operations['getSubscription'];
    /** Replace a subscription */
    put: operations['updateSubscription'];
    post?: never;
    /** Delete a subscription */
    delete: operations['deleteSubscription'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's notifications, newest first */
    get: operations['listNotifications'];
    put?: never;
    /** Send a notice to members of the caller's tenant */
    post: operations['createNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many of the caller's notifications are unread (the header badge) */
    get: operations['countUnreadNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark every notification of the caller read */
    post: operations['markAllNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notification/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get a notification (marks it read) */
    get: operations['getNotification'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gen-lookup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List lookup values */
    get: operations['listGenLookups'];
    put?: never;
    /** Create a lookup value */
    post: operations['createGenLookup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gen-lookup/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get a lookup value */
    get: operations['getGenLookup'];
    /** Replace a lookup value */
    put: operations['updateGenLookup'];
    post?: never;
    /** Delete a lookup value */
    delete: operations['deleteGenLookup'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metadata': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List metadata fields */
    get: operations['listMetadata'];
    put?: never;
    /** Create a metadata field */
    post: operations['createMetadata'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metadata/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get a metadata field */
    get: operations['getMetadata'];
    /** Replace a metadata field */
    put: operations['updateMetadata'];
    post?: never;
    /** Delete a metadata field */
    delete: operations['deleteMetadata'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/naic/state': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List NAIC states */
    get: operations['listNaicStates'];
    put?: never;
    /** Create a NAIC state */
    post: operations['createNaicState'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/naic/state/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    /** Get a NAIC state */
    get: operations['getNaicState'];
    /** Replace a NAIC state */
    put: operations['updateNaicState'];
    post?: never;
    /** Delete a NAIC state */
    delete: operations['deleteNaicState'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a system administrator */
    post: operations['createAdminUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/{id}': {
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
     * Change a system administrator
     * @description Nobody can deactivate themselves, and the last active system administrator stays active (409).
     */
    put: operations['updateAdminUser'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/clear-cache': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Clear server caches */
    post: operations['clearCache'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Configuration of every module of the caller's tenant */
    get: operations['listModuleConfigs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/config/{moduleId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Module (use case) id. */
        moduleId: components['parameters']['ModuleId'];
      };
      cookie?: never;
    };
    /** Configuration of one module */
    get: operations['getModuleConfig'];
    /** Set configuration values of one module */
    put: operations['updateModuleConfig'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/evaluation/down-votes': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    /**
     * Down-voted answers of a use case's assistant, with the voters' reasons
     * @description The evaluation set: every answer (per approach) that was voted down in the use case's chats, newest vote first. A vote on the whole answer lists each of its approaches. Filter and order fields: votedAt, answeredAt, approach, engineVersion, askerEmail. The use case's assistant feature must be on for the tenant.
     */
    get: operations['listDownVotedAnswers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/evaluation/down-votes/export': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    /**
     * Export the down-voted answers of a use case (CSV or JSON)
     * @description The whole evaluation set (at most 5,000 answers, newest vote first) as an attachment: question, answer, citations, engine, engine version, when answered, when voted, the reason and who voted.
     */
    get: operations['exportDownVotedAnswers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/evaluation/rerun': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Re-run down-voted answers against the current engine
     * @description Answers each question again with the current engine and the use case's current configuration, and says which answers changed (text or cited passages). Nothing is stored: the chats keep the answers that were voted on. Without `items`, the 20 most recently down-voted answers are re-run.
     */
    post: operations['rerunDownVotedAnswers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/chats/activity': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    /**
     * AI activity of a use case's assistant, with its drift
     * @description Questions per day, answers found and "not found" (no citation), votes up and down, approaches used and the documents cited most over the last `days` days; and the assistant's drift: each week's distribution of retrieval scores (deciles of the reference period) and "not found" rate compared with the first `referenceWeeks` weeks by PSI, banded like model stability (below 0.10 stable, up to 0.25 monitor, above shift).
     */
    get: operations['getChatActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/usecase/{usecaseId}/docs/analysis/{analysisId}/ask': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask a free-text question of an analysis's documents
     * @description Answers a question that is not in the question base from this analysis's documents, with the same engine and citations as its Q&A. The answer is not stored (add the question to the question base to keep it with the analysis). With `Accept: text/event-stream` the answer is sent while written: `delta` ({approach, text}) pieces, `citations` ({approach, citations}), then `done` (AnalysisFreeAnswer).
     */
    post: operations['askDocumentAnalysis'];
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
    /** @description What the identity provider sent back to the /sso page after sign-in. */
    OidcCallbackRequest: {
      code: string;
      state: string;
      /** @description The `iss` query parameter of the redirect (RFC 9207), when the provider sends one. */
      iss?: string;
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
      /** @description Items matching the filter across all pages; exact unless `totalIsEstimate` is true. */
      total: number;
      /** @description true when more than 1,000 items match and `total` is the planner's estimate rather than a count (see the list conventions in the API description). */
      totalIsEstimate?: boolean;
      /** @description Keyset lists only. Pass as `cursor` for the next page; null on the last page. */
      nextCursor?: string | null;
    };
    /** @description Any JSON value (object, array, string, number, boolean or null). Serialised size at most 64 KiB. */
    JsonValue: unknown;
    /**
     * @description US state or territory code (SPEC §3 table): the 50 states, DC, Guam, Puerto Rico, Virgin Islands, American Samoa, Northern Mariana Islands, Marshall Islands, Palau and Federated States of Micronesia.
     * @enum {string}
     */
    StateCode:
      | 'AL'
      | 'AK'
      | 'AZ'
      | 'AR'
      | 'CA'
      | 'CO'
      | 'CT'
      | 'DE'
      | 'FL'
      | 'GA'
      | 'HI'
      | 'ID'
      | 'IL'
      | 'IN'
      | 'IA'
      | 'KS'
      | 'KY'
      | 'LA'
      | 'ME'
      | 'MD'
      | 'MA'
      | 'MI'
      | 'MN'
      | 'MS'
      | 'MO'
      | 'MT'
      | 'NE'
      | 'NV'
      | 'NH'
      | 'NJ'
      | 'NM'
      | 'NY'
      | 'NC'
      | 'ND'
      | 'OH'
      | 'OK'
      | 'OR'
      | 'PA'
      | 'RI'
      | 'SC'
      | 'SD'
      | 'TN'
      | 'TX'
      | 'UT'
      | 'VT'
      | 'VA'
      | 'WA'
      | 'WV'
      | 'WI'
      | 'WY'
      | 'DC'
      | 'GU'
      | 'PR'
      | 'VI'
      | 'AS'
      | 'MP'
      | 'MH'
      | 'PW'
      | 'FM';
    /**
     * @description Severity level: 1 low, 2 medium, 3 high.
     * @enum {integer}
     */
    Severity: 1 | 2 | 3;
    /** @description Internet domain: dot-separated labels ending in an alphabetic top-level label of 2 or more letters, no leading at sign. */
    Domain: string;
    /**
     * @description How an answer is found: `documents` retrieves passages of the tenant's documents; `data` computes figures from the tenant's portfolio and filing tables.
     * @enum {string}
     */
    Approach: 'documents' | 'data';
    /**
     * @description A vote; `none` withdraws an earlier vote.
     * @enum {string}
     */
    Vote: 'up' | 'down' | 'none';
    /** @description One value of a daily or monthly series. */
    TimePoint: {
      /**
       * Format: date
       * @description Day (or first day of the month) the value belongs to.
       */
      date: string;
      /** @description The value; null when there is no data for the period. */
      value: number | null;
    };
    /** @description A background job started by a call that answers 202. Poll the resource it changes for its effect. */
    Job: {
      /**
       * Format: uuid
       * @description Job id.
       */
      id: string;
      /**
       * @description What the job does.
       * @enum {string}
       */
      kind:
        'tenant-reset' | 'usecase-reset' | 'model-reset' | 'purge' | 'document-analysis' | 'data-ingestion';
      /**
       * @description Where the job is.
       * @enum {string}
       */
      status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
      /** @description Percent done. */
      progress: number;
      /** @description Why the job failed. */
      error: string | null;
      /**
       * Format: date-time
       * @description When the job was queued.
       */
      createdDateTime: string;
      /**
       * Format: date-time
       * @description When it started running.
       */
      startedAt: string | null;
      /**
       * Format: date-time
       * @description When it finished.
       */
      finishedAt: string | null;
    };
    /** @description One configuration value, identified by its key. */
    ConfigEntry: {
      /** @description Configuration key, for example `maxCitations`. */
      key: string;
      value: components['schemas']['JsonValue'];
      /** @description What the value controls. */
      description?: string | null;
      /** @description Username of the last editor. */
      updatedBy?: string | null;
      /**
       * Format: date-time
       * @description When the value last changed.
       */
      updateDateTime: string;
    };
    /** @description New value for a configuration key. */
    ConfigValueUpdate: {
      value: components['schemas']['JsonValue'];
      /** @description Optional new description. */
      description?: string;
    };
    /** @description A headline figure with its change against the previous period of the same length. */
    Metric: {
      /** @description Metric key, for example `filings.approvalRate`. */
      key: string;
      /** @description Display label. */
      label: string;
      /** @description Current value; null when there is no data. */
      value: number | null;
      /**
       * @description Unit of value.
       * @enum {string}
       */
      unit: 'count' | 'percent' | 'usd' | 'days' | 'ratio';
      /** @description Change against the previous period, in percent. */
      changePct: number | null;
      /**
       * @description Direction of the change.
       * @enum {string}
       */
      direction: 'up' | 'down' | 'flat';
    };
    /** @description A metric with its daily series over the requested days. */
    MetricDetail: components['schemas']['Metric'] & {
      /** @description Values by day, oldest first. */
      series: components['schemas']['TimePoint'][];
    };
    /** @description One line of a trend chart. */
    TrendSeries: {
      /** @description Trend type that was asked for. */
      type: string;
      /** @description Series key (for example a line of business code, or `all`). */
      key: string;
      /** @description Legend label. */
      label: string;
      /**
       * @description Unit of the values.
       * @enum {string}
       */
      unit: 'count' | 'percent' | 'usd' | 'days' | 'ratio';
      /** @description Values by day, oldest first. */
      points: components['schemas']['TimePoint'][];
    };
    /** @description One page of TrendSeries items. */
    TrendSeriesPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['TrendSeries'][];
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
    /** @description What a CSV import of members did, row by row. */
    UserImportResult: {
      /** @description Data rows in the file (the header not counted). */
      rows: number;
      /** @description Members added. */
      created: number;
      /** @description The rows that were not added, in file order. */
      failed: {
        /** @description Line in the file (the header is line 1). */
        line: number;
        /** @description The address as written in the row. */
        email: string;
        /** @description Stable reason code (validation_failed, already_member, duplicate_row, seat_limit_reached, forbidden, ...). */
        code: string;
        /** @description Human-readable reason. */
        detail: string;
      }[];
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
      /** @description System-admins only. Place an address whose domain is not one of the tenant's e-mail domains (otherwise 409 `domain_not_owned`); the override is recorded in the audit log. */
      allowOtherDomain?: boolean;
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
      /** @description The operator (a system-admin) locked the feature in its state; tenant admins cannot switch it. */
      locked?: boolean;
      /** @description Why the operator locked it, as they wrote it. */
      lockReason?: string | null;
    };
    /** @description The state an operator locks a tenant's feature in. */
    FeatureLock: {
      /** @description On (true) or off (false). */
      enabled: boolean;
      /** @description Shown to the tenant's admins next to the locked switch. */
      reason?: string;
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
      /** @description System-admins only. Place an address whose domain is not one of the tenant's e-mail domains (otherwise 409 `domain_not_owned`); the override is recorded in the audit log. */
      allowOtherDomain?: boolean;
    };
    /** @description A kind of user in a tenant and the e-mail domains that map to it. */
    UserType: {
      /**
       * Format: uuid
       * @description User type id.
       */
      id: string;
      /**
       * @description internal: the provider's own company domain; customer: the tenant's own domains.
       * @enum {string}
       */
      code: 'internal' | 'customer';
      /** @description Display name. */
      name: string;
      /** @description Who belongs to the type. */
      description: string;
      /** @description Domains whose addresses get this type. */
      emailDomains: components['schemas']['Domain'][];
    };
    /** @description Head counts of a tenant's members, for the tenant configuration screen. */
    TenantUserSummary: {
      /**
       * Format: uuid
       * @description Tenant.
       */
      tenantId: string;
      /** @description All members. */
      totalUsers: number;
      /** @description Members who may sign in. */
      activeUsers: number;
      /** @description Deactivated members. */
      inactiveUsers: number;
      /** @description Invitations not yet accepted. */
      pendingInvitations: number;
      /** @description Access requests waiting for a decision. */
      incomingRequests: number;
      /** @description Members per role. */
      byRole: {
        roleName: components['schemas']['RoleName'];
        /** @description Members. */
        count: number;
      }[];
      /** @description Maximum members; null when unlimited. */
      seatLimit: number | null;
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
    /** @description A system administrator account of the system tenant. */
    AdminUser: {
      /**
       * Format: uuid
       * @description Admin id.
       */
      id: string;
      /**
       * Format: email
       * @description E-mail address.
       */
      email: string;
      /** @description Full name. */
      name: string;
      /** @description Whether the admin may sign in. */
      active: boolean;
      /**
       * Format: uuid
       * @description The system tenant.
       */
      tenantId: string;
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
    /** @description A new system administrator. */
    AdminUserCreate: {
      /**
       * Format: email
       * @description E-mail address.
       */
      email: string;
      /** @description Full name. */
      name: string;
    };
    /** @description Changes to a system administrator. */
    AdminUserUpdate: {
      /** @description Full name. */
      name?: string;
      /** @description Activate or deactivate. */
      active?: boolean;
    };
    /**
     * @description A cache area (SPEC §7 cache tags).
     * @enum {string}
     */
    CacheTag:
      | 'usecases'
      | 'questions'
      | 'users'
      | 'requests'
      | 'chats'
      | 'configs'
      | 'features'
      | 'document-analyses'
      | 'agents'
      | 'anomalies'
      | 'tenants';
    /** @description Which cache areas to clear; none listed clears all. */
    ClearCacheRequest: {
      /** @description Areas to clear. */
      tags?: components['schemas']['CacheTag'][];
    };
    /** @description What was cleared. */
    ClearCacheResult: {
      /**
       * Format: date-time
       * @description When.
       */
      clearedAt: string;
      /** @description Areas cleared. */
      tags: components['schemas']['CacheTag'][];
    };
    /** @description Configuration of one product module (use case) in the caller's tenant. */
    ModuleConfig: {
      /**
       * Format: uuid
       * @description Module (use case) id.
       */
      moduleId: string;
      /** @description Module name. */
      name: string;
      /** @description Its values. */
      entries: components['schemas']['ConfigEntry'][];
    };
    /** @description Values to set on a module; keys not listed keep their value. */
    ModuleConfigUpdate: {
      /** @description Values to set. */
      entries: {
        /** @description Configuration key. */
        key: string;
        value: components['schemas']['JsonValue'];
      }[];
    };
    /**
     * @description Lifecycle state. Only `active` tenants can sign in.
     * @enum {string}
     */
    TenantStatus: 'onboarding' | 'active' | 'suspended' | 'inactive';
    /** @description OIDC identity provider of a tenant. Its client secret is held in the server's secret store, never in the API. */
    OidcProvider: {
      /**
       * Format: uri
       * @description Issuer URL (discovery at /.well-known/openid-configuration).
       */
      issuer: string;
      /** @description Client id registered with the provider. */
      clientId: string;
      /** @description Client secret registered with the provider (writes only; stored encrypted, never answered). Omit it to keep the stored one; a public client with PKCE needs none. */
      clientSecret?: string;
    };
    /** @description A customer organisation. Every tenant-owned row belongs to exactly one tenant. */
    Tenant: {
      /**
       * Format: uuid
       * @description Tenant id.
       */
      id: string;
      /** @description Tenant name. */
      name: string;
      /** @description URL-safe short name. */
      slug: string;
      status: components['schemas']['TenantStatus'];
      /** @description Shorthand for status = active. */
      isActive: boolean;
      /** @description Domains whose addresses belong to the tenant (access requests are routed by them). */
      emailDomains: components['schemas']['Domain'][];
      /** @description Features switched on. */
      enabledFeatures: components['schemas']['FeatureCode'][];
      /** @description Maximum members; null when unlimited. */
      seatLimit: number | null;
      identityProvider: components['schemas']['OidcProvider'] | null;
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
    /** @description One page of Tenant items. */
    TenantPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['Tenant'][];
    };
    /** @description A new tenant. With adminEmail the first tenant-admin is invited at once. */
    TenantCreate: {
      /** @description Tenant name. */
      name: string;
      /** @description URL-safe short name, unique. */
      slug: string;
      /** @description Domains of the tenant. */
      emailDomains: components['schemas']['Domain'][];
      /** @description Features to switch on. */
      enabledFeatures?: components['schemas']['FeatureCode'][];
      /** @description Maximum members. */
      seatLimit?: number | null;
      identityProvider?: components['schemas']['OidcProvider'] | null;
      /**
       * Format: email
       * @description First tenant-admin to invite.
       */
      adminEmail?: string;
    };
    /** @description Full replacement of a tenant's editable fields. */
    TenantUpdate: {
      /** @description Tenant name. */
      name: string;
      /** @description Domains of the tenant. */
      emailDomains: components['schemas']['Domain'][];
      /** @description Features switched on. */
      enabledFeatures: components['schemas']['FeatureCode'][];
      /** @description Maximum members. */
      seatLimit?: number | null;
      identityProvider?: components['schemas']['OidcProvider'] | null;
    };
    /** @description One RFC 6902 operation. Patchable pointers: /name, /emailDomains, /emailDomains/-, /enabledFeatures, /enabledFeatures/-, /seatLimit, /identityProvider. */
    JsonPatchOperation: {
      /**
       * @description Operation.
       * @enum {string}
       */
      op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
      /** @description JSON pointer of the target. */
      path: string;
      /** @description Source pointer for move and copy. */
      from?: string;
      value?: components['schemas']['JsonValue'];
    };
    /** @description An RFC 6902 JSON Patch document, applied atomically. */
    JsonPatch: components['schemas']['JsonPatchOperation'][];
    /** @description A status change with its reason (kept in the audit log). */
    TenantStatusUpdate: {
      status: components['schemas']['TenantStatus'];
      /** @description Why. */
      reason?: string;
    };
    /**
     * @description Where a filing stands with the regulator.
     * @enum {string}
     */
    FilingStatus: 'draft' | 'submitted' | 'pending' | 'approved' | 'disapproved' | 'withdrawn' | 'closed';
    /**
     * @description What the filing changes.
     * @enum {string}
     */
    FilingType: 'rate' | 'rule' | 'form' | 'rate-and-rule' | 'form-and-rate';
    /** @description A rate, rule or form filing made to a state regulator. */
    Filing: {
      /**
       * Format: uuid
       * @description Filing id.
       */
      id: string;
      /** @description Regulator (SERFF-style) tracking number. */
      trackingNumber: string;
      /** @description Filing company. */
      carrier: string;
      state: components['schemas']['StateCode'];
      /** @description Line of business, a `line-of-business` lookup code (for example `personal-auto`). */
      lineOfBusiness: string;
      filingType: components['schemas']['FilingType'];
      status: components['schemas']['FilingStatus'];
      /** @description Requested overall rate change in percent (6.5 means +6.5 %). */
      requestedRateChange: number | null;
      /** @description Approved overall rate change in percent; null until disposed. */
      approvedRateChange: number | null;
      /** @description Annual written premium impact in USD. */
      premiumImpact: number | null;
      /** @description Policyholders affected. */
      policyholdersAffected: number | null;
      /**
       * Format: date
       * @description Date submitted.
       */
      submittedDate: string;
      /**
       * Format: date
       * @description Date of the regulator's disposition.
       */
      dispositionDate: string | null;
      /** @description Days from submission to disposition. */
      daysToDisposition: number | null;
      /**
       * Format: date
       * @description Date the change takes effect.
       */
      effectiveDate: string | null;
    };
    /** @description One page of Filing items. */
    FilingPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['Filing'][];
    };
    /** @description A count for one value of a dimension. */
    CountByKey: {
      /** @description Value. */
      key: string;
      /** @description Display label. */
      label: string;
      /** @description Rows. */
      count: number;
    };
    /** @description Filing aggregates of a tenant over the requested days. */
    FilingStats: {
      /**
       * Format: uuid
       * @description Tenant.
       */
      tenantId: string;
      /** @description Days covered. */
      days: number;
      /** @description Filings submitted in the period. */
      totalFilings: number;
      /** @description Filings per status. */
      byStatus: components['schemas']['CountByKey'][];
      /** @description Filings per type. */
      byFilingType: components['schemas']['CountByKey'][];
      /** @description Approved share of disposed filings, 0..1. */
      approvalRate: number | null;
      /** @description Mean requested rate change, percent. */
      averageRequestedRateChange: number | null;
      /** @description Mean approved rate change, percent. */
      averageApprovedRateChange: number | null;
      /** @description Sum of premium impact, USD. */
      totalPremiumImpact: number | null;
      /** @description Median days to disposition. */
      medianDaysToDisposition: number | null;
    };
    /** @description Filings grouped by state, line or carrier. */
    FilingBreakdown: {
      /**
       * Format: uuid
       * @description Tenant.
       */
      tenantId: string;
      /** @description Days covered. */
      days: number;
      /**
       * @description Grouping.
       * @enum {string}
       */
      by: 'state' | 'lineOfBusiness' | 'carrier';
      /** @description One group each, most filings first. */
      items: {
        /** @description State code, line code or carrier name. */
        key: string;
        /** @description Display name. */
        label: string;
        /** @description Filings. */
        filings: number;
        /** @description Approved filings. */
        approved: number;
        /** @description Mean requested rate change, percent. */
        averageRequestedRateChange: number | null;
        /** @description Mean approved rate change, percent. */
        averageApprovedRateChange: number | null;
        /** @description Sum of premium impact, USD. */
        totalPremiumImpact: number;
        /** @description Each filing's rate change in percent, ascending. */
        rateChanges: number[];
      }[];
    };
    /** @description The tenant's own book beside its competitors' filings, by state and line. */
    MarketComparison: {
      /**
       * Format: uuid
       * @description Tenant.
       */
      tenantId: string;
      /** @description Days covered. */
      days: number;
      /** @description Robust z-score from which a cell is flagged. */
      outlierZ: number;
      /** @description State and line cells with own premium and competitor filings. */
      items: {
        state: components['schemas']['StateCode'];
        /** @description State name. */
        stateName: string;
        /** @description Line code. */
        lineOfBusiness: string;
        /** @description Line name. */
        lineLabel: string;
        /** @description Own earned premium in the window, USD. */
        ownEarnedPremium: number;
        /** @description Own incurred losses over earned premium. */
        ownLossRatio: number;
        /** @description The line's target loss ratio. */
        expectedLossRatio: number | null;
        /** @description Competitor filings. */
        competitorFilings: number;
        /** @description Mean approved (else requested) rate change of the competitors, percent. */
        competitorAverageRateChange: number | null;
        /** @description Robust z-score of that change among the line's cells. */
        zScore: number | null;
        /** @description zScore at or beyond outlierZ. */
        outlier: boolean;
      }[];
    };
    /** @description Unread notifications of the caller. */
    UnreadCount: {
      /** @description Unread notifications (after the call, for read-all). */
      count: number;
    };
    /**
     * @description Input a filter field needs.
     * @enum {string}
     */
    FilterFieldType: 'text' | 'number' | 'date' | 'boolean' | 'select' | 'multiselect';
    /** @description A value a filter field can take. */
    MetadataFilterOption: {
      /** @description Value used in the filter string. */
      value: string;
      /** @description Display label. */
      label: string;
      /** @description Rows with this value under the current selection. */
      count: number | null;
    };
    /** @description A field the screens can filter on, with its operators and, for selects, its options. */
    MetadataFilter: {
      /** @description Field name, as used in the filter grammar. */
      field: string;
      /** @description Display label. */
      label: string;
      /** @description Category the field belongs to (for example `filing`, `portfolio`). */
      category: string;
      type: components['schemas']['FilterFieldType'];
      /** @description Operators allowed on the field. */
      operators: string[];
      /** @description Options for select fields; empty otherwise. */
      options: components['schemas']['MetadataFilterOption'][];
    };
    /** @description Values already chosen, by field; the answer narrows the other fields' options to them. */
    MetadataFilterSelection: {
      /** @description Chosen values per field. */
      selected: {
        [key: string]: string[];
      };
    };
    /** @description The filters of one category under a selection. */
    MetadataFilterSet: {
      /** @description Category. */
      category: string;
      /** @description Fields and options. */
      filters: components['schemas']['MetadataFilter'][];
    };
    /** @description Data to purge. */
    PurgeTarget: {
      /**
       * @description Kind of data.
       * @enum {string}
       */
      kind: 'chats' | 'documents' | 'document-analyses' | 'anomalies' | 'feedback' | 'notifications';
      /**
       * Format: uuid
       * @description Limit to one use case.
       */
      usecaseId?: string;
      /** @description Only data older than this many days. */
      olderThanDays?: number;
    };
    /** @description A purge: permanent deletion of tenant data, run as a job at scheduledFor (default: in 24 hours, so it can be cancelled). */
    PurgeRequestCreate: {
      /** @description What to delete. */
      targets: components['schemas']['PurgeTarget'][];
      /** @description Why (audit log). */
      reason: string;
      /**
       * Format: date-time
       * @description When to run; at least now.
       */
      scheduledFor?: string;
      /** @description Must equal the tenant slug; required unless dryRun (400, code `confirmation_required` or `confirmation_mismatch`). */
      confirm?: string;
      /** @description Only count what the purge would delete now (answers 200 with a DataRemovalPreview); nothing is scheduled. */
      dryRun?: boolean;
    };
    /** @description What a reset or purge would delete (dry run). Removed rows are archived before deletion, in the same transaction, and the run is recorded in the audit log. */
    DataRemovalPreview: {
      /**
       * @description Always true.
       * @enum {boolean}
       */
      dryRun: true;
      /**
       * Format: uuid
       * @description Tenant.
       */
      tenantId: string;
      /**
       * @description What was previewed.
       * @enum {string}
       */
      kind: 'tenant-reset' | 'usecase-reset' | 'purge';
      /** @description Rows per table that would go. */
      counts: components['schemas']['CountByKey'][];
      /** @description Rows in all. */
      total: number;
      /** @description The value the real run's confirm must carry (the tenant slug). */
      confirm: string;
    };
    /** @description A scheduled, running or finished purge. */
    PurgeRequest: {
      /**
       * Format: uuid
       * @description Purge request id.
       */
      id: string;
      /**
       * Format: uuid
       * @description Tenant.
       */
      tenantId: string;
      /**
       * @description State. Only `scheduled` can be cancelled.
       * @enum {string}
       */
      status: 'scheduled' | 'running' | 'completed' | 'cancelled' | 'failed';
      /** @description What is deleted. */
      targets: components['schemas']['PurgeTarget'][];
      /** @description Why. */
      reason: string;
      /** @description Username. */
      requestedBy: string;
      /**
       * Format: date-time
       * @description When it runs.
       */
      scheduledFor: string;
      /**
       * Format: date-time
       * @description When it finished.
       */
      completedAt: string | null;
      /** @description Rows deleted. */
      deletedCount: number | null;
      /**
       * Format: date-time
       * @description When it was requested.
       */
      createdDateTime: string;
    };
    /** @description One page of PurgeRequest items. */
    PurgeRequestPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['PurgeRequest'][];
    };
    /** @description Confirmation of a tenant data reset: demo and analytics data return to their seeded state; users and configuration stay. Send dryRun first to learn what would go; the real run needs confirm. */
    ResetRequest: {
      /** @description Must equal the tenant slug; required unless dryRun (400, code `confirmation_required` or `confirmation_mismatch`). */
      confirm?: string;
      /** @description Only count what would be deleted (answers 200 with a DataRemovalPreview); nothing changes. */
      dryRun?: boolean;
    };
    /** @description Use cases whose chats, questions and analyses go back to their seeded state. */
    UsecaseResetRequest: {
      /** @description Use cases to reset. */
      usecaseIds: string[];
      /** @description Must equal the tenant slug; required unless dryRun. */
      confirm?: string;
      /** @description Only count what would be deleted (answers 200 with a DataRemovalPreview); nothing changes. */
      dryRun?: boolean;
    };
    /** @description An assistant persona configured for the tenant (instructions and an approach), offered in chats. */
    Agent: {
      /**
       * Format: uuid
       * @description Agent id.
       */
      id: string;
      /** @description Agent name. */
      name: string;
      /** @description What the agent is for. */
      description: string | null;
      /** @description Only active agents are offered. */
      isActive: boolean;
      approach: components['schemas']['Approach'];
      /** @description Extra instructions used when answering (generative engine only). */
      instructions: string | null;
      /** @description Use cases the agent is offered in. */
      usecaseIds: string[];
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
    /** @description One page of Agent items. */
    AgentPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['Agent'][];
    };
    /** @description An agent's editable fields (full replacement on PUT). */
    AgentWrite: {
      /** @description Agent name. */
      name: string;
      /** @description What the agent is for. */
      description?: string | null;
      /** @description Offer the agent. */
      isActive?: boolean;
      approach: components['schemas']['Approach'];
      /** @description Extra instructions. */
      instructions?: string | null;
    };
    /** @description The use cases an agent is offered in (full replacement). */
    AgentUsecases: {
      /** @description Use case ids. */
      usecaseIds: string[];
    };
    /** @description A group of use cases (competitive intelligence, portfolio assistant, claims, underwriting, distribution). */
    Group: {
      /**
       * Format: uuid
       * @description Group id.
       */
      id: string;
      /** @description Group name. */
      name: string;
      /** @description Description. */
      description: string | null;
      /** @description Shown in the app. */
      isActive: boolean;
      /** @description Use cases in the group. */
      usecaseCount: number;
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
    /** @description One page of Group items. */
    GroupPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['Group'][];
    };
    /** @description A group's editable fields. */
    GroupWrite: {
      /** @description Group name. */
      name: string;
      /** @description Description. */
      description?: string | null;
      /** @description Shown in the app. */
      isActive?: boolean;
    };
    /**
     * @description Key of a built-in use case (each has a fixed UUID).
     * @enum {string}
     */
    UseCaseKey:
      | 'compIntel'
      | 'docAnalysis'
      | 'claims'
      | 'underwriting'
      | 'distribution'
      | 'llms'
      | 'portfolioAssistant';
    /** @description A product module inside a group. */
    UseCase: {
      /**
       * Format: uuid
       * @description Use case id.
       */
      id: string;
      key: components['schemas']['UseCaseKey'] | null;
      /** @description Use case name. */
      name: string;
      /**
       * Format: uuid
       * @description Group it belongs to.
       */
      groupId: string;
      /** @description Shown in the app. */
      isActive: boolean;
      /** @description Description. */
      description: string | null;
      feature: components['schemas']['FeatureCode'] | null;
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
    /** @description One page of UseCase items. */
    UseCasePage: components['schemas']['PageMeta'] & {
      items: components['schemas']['UseCase'][];
    };
    /** @description A use case's editable fields. */
    UseCaseWrite: {
      /** @description Use case name. */
      name: string;
      /**
       * Format: uuid
       * @description Group.
       */
      groupId: string;
      /** @description Shown in the app. */
      isActive?: boolean;
      /** @description Description. */
      description?: string | null;
    };
    /** @description A suggested question of a use case (its question base). */
    UseCaseQuestion: {
      /**
       * Format: uuid
       * @description Question id.
       */
      id: string;
      /**
       * Format: uuid
       * @description Use case.
       */
      usecaseId: string;
      /** @description The question. */
      text: string;
      /** @description Category for grouping. */
      category: string | null;
      approach: components['schemas']['Approach'] | null;
      /** @description Order in lists. */
      sortOrder: number;
      /** @description Offered to users. */
      isActive: boolean;
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
    /** @description One page of UseCaseQuestion items. */
    UseCaseQuestionPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['UseCaseQuestion'][];
    };
    /** @description A question's editable fields. */
    UseCaseQuestionWrite: {
      /** @description The question. */
      text: string;
      /** @description Category. */
      category?: string | null;
      approach?: components['schemas']['Approach'] | null;
      /** @description Order. */
      sortOrder?: number;
      /** @description Offered. */
      isActive?: boolean;
    };
    /** @description A tenant member who used a use case's assistant, for the chat-session review screen. */
    UsecaseUser: {
      /** @description Username. */
      username: string;
      /** @description Full name. */
      name: string;
      /**
       * Format: email
       * @description E-mail address.
       */
      email: string;
      roleName: components['schemas']['RoleName'];
      /** @description Chats in the use case. */
      chatCount: number;
      /**
       * Format: date-time
       * @description Last question asked.
       */
      lastActiveAt: string | null;
    };
    /** @description One page of UsecaseUser items. */
    UsecaseUserPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['UsecaseUser'][];
    };
    /** @description Defaults a use case starts from in a group: its question base and configuration. */
    UsecaseTemplate: {
      /**
       * Format: uuid
       * @description Use case.
       */
      usecaseId: string;
      /**
       * Format: uuid
       * @description Group.
       */
      groupId: string;
      /** @description Template name. */
      name: string;
      /** @description Description. */
      description: string | null;
      /** @description Default questions. */
      questions: {
        /** @description Question. */
        text: string;
        /** @description Category. */
        category: string | null;
      }[];
      /** @description Default configuration values by key. */
      config: {
        [key: string]: components['schemas']['JsonValue'];
      };
    };
    /** @description A generic lookup value (lines of business, filing types, carriers, segments...). */
    GenLookup: {
      /**
       * Format: uuid
       * @description Lookup id.
       */
      id: string;
      /** @description Lookup type, for example `line-of-business`. */
      type: string;
      /** @description Stable code used in data and filters. */
      code: string;
      /** @description Display label. */
      label: string;
      /** @description Order. */
      sortOrder: number;
      /** @description Offered in pickers. */
      isActive: boolean;
      /** @description Extra attributes. */
      attributes: {
        [key: string]: components['schemas']['JsonValue'];
      } | null;
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
    /** @description One page of GenLookup items. */
    GenLookupPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['GenLookup'][];
    };
    /** @description A lookup's editable fields. */
    GenLookupWrite: {
      /** @description Lookup type. */
      type: string;
      /** @description Code. */
      code: string;
      /** @description Label. */
      label: string;
      /** @description Order. */
      sortOrder?: number;
      /** @description Offered. */
      isActive?: boolean;
      /** @description Extra attributes. */
      attributes?: {
        [key: string]: components['schemas']['JsonValue'];
      } | null;
    };
    /**
     * @description Type of a field's values.
     * @enum {string}
     */
    MetadataDataType: 'string' | 'number' | 'integer' | 'boolean' | 'date' | 'date-time';
    /** @description A catalogued data field: what can be filtered, sorted and shown. The server maps only catalogued fields to SQL. */
    Metadata: {
      /**
       * Format: uuid
       * @description Metadata id.
       */
      id: string;
      /** @description Entity the field belongs to (filing, anomaly, portfolio, document...). */
      entity: string;
      /** @description Field name. */
      field: string;
      /** @description Display label. */
      label: string;
      dataType: components['schemas']['MetadataDataType'];
      /** @description Filter category. */
      category: string;
      /** @description May appear in filter. */
      filterable: boolean;
      /** @description May appear in orderBy. */
      sortable: boolean;
      /** @description Meaning. */
      description: string | null;
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
    /** @description One page of Metadata items. */
    MetadataPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['Metadata'][];
    };
    /** @description A field's catalogue entry. */
    MetadataWrite: {
      /** @description Entity. */
      entity: string;
      /** @description Field. */
      field: string;
      /** @description Label. */
      label: string;
      dataType: components['schemas']['MetadataDataType'];
      /** @description Category. */
      category: string;
      /** @description Filterable. */
      filterable?: boolean;
      /** @description Sortable. */
      sortable?: boolean;
      /** @description Meaning. */
      description?: string | null;
    };
    /** @description A state or territory with its NAIC zone (reference data). */
    NaicState: {
      /**
       * Format: uuid
       * @description Row id.
       */
      id: string;
      code: components['schemas']['StateCode'];
      /** @description Name. */
      name: string;
      /**
       * @description NAIC zone.
       * @enum {string|null}
       */
      naicZone: 'northeast' | 'southeast' | 'midwest' | 'western' | null;
      /** @description Territory rather than state or DC. */
      isTerritory: boolean;
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
    /** @description One page of NaicState items. */
    NaicStatePage: components['schemas']['PageMeta'] & {
      items: components['schemas']['NaicState'][];
    };
    /** @description A state row's editable fields. */
    NaicStateWrite: {
      code: components['schemas']['StateCode'];
      /** @description Name. */
      name: string;
      /**
       * @description NAIC zone.
       * @enum {string|null}
       */
      naicZone?: 'northeast' | 'southeast' | 'midwest' | 'western' | null;
      /** @description Territory. */
      isTerritory?: boolean;
    };
    /**
     * @description What raised the anomaly.
     * @enum {string}
     */
    AnomalyDetector: 'stability-shift' | 'loss-ratio-spike' | 'outlier-segment' | 'manual';
    /** @description Something in the data that departs from what a model or the history expects. */
    Anomaly: {
      /**
       * Format: uuid
       * @description Anomaly id.
       */
      id: string;
      /** @description Short title. */
      title: string;
      /** @description Explanation. */
      description: string | null;
      severity: components['schemas']['Severity'];
      /**
       * Format: uuid
       * @description AnomalyStatus id.
       */
      statusId: string;
      /** @description Status name. */
      statusName: string;
      /**
       * Format: uuid
       * @description Use case it belongs to.
       */
      usecaseId: string;
      /**
       * Format: uuid
       * @description Model it concerns.
       */
      modelId: string | null;
      location: components['schemas']['StateCode'] | null;
      /** @description Line of business code. */
      lineOfBusiness: string | null;
      /** @description Portfolio segment. */
      segment: string | null;
      /** @description Metric that departed, for example `lossRatio` or `psi`. */
      metric: string;
      /** @description Expected value. */
      expectedValue: number | null;
      /** @description Observed value. */
      observedValue: number;
      /** @description Robust z-score of observed against expected. */
      deviation: number | null;
      detector: components['schemas']['AnomalyDetector'];
      /**
       * Format: date
       * @description First day of the period examined.
       */
      periodStart: string;
      /**
       * Format: date
       * @description Last day.
       */
      periodEnd: string;
      /**
       * Format: date-time
       * @description When it was detected.
       */
      detectedAt: string;
      /** @description Username working on it. */
      assignee: string | null;
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
    /** @description One page of Anomaly items. */
    AnomalyPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['Anomaly'][];
    };
    /** @description An anomaly raised by hand. */
    AnomalyCreate: {
      /** @description Title. */
      title: string;
      /** @description Explanation. */
      description?: string | null;
      severity: components['schemas']['Severity'];
      /**
       * Format: uuid
       * @description Initial status; default the first status.
       */
      statusId?: string;
      /**
       * Format: uuid
       * @description Use case.
       */
      usecaseId: string;
      /**
       * Format: uuid
       * @description Model.
       */
      modelId?: string | null;
      location?: components['schemas']['StateCode'] | null;
      /** @description Line of business. */
      lineOfBusiness?: string | null;
      /** @description Segment. */
      segment?: string | null;
      /** @description Metric. */
      metric: string;
      /** @description Expected. */
      expectedValue?: number | null;
      /** @description Observed. */
      observedValue: number;
      /**
       * Format: date
       * @description Period start.
       */
      periodStart: string;
      /**
       * Format: date
       * @description Period end.
       */
      periodEnd: string;
    };
    /** @description Triage changes; send only what changes. A note is appended to the anomaly's history. */
    AnomalyUpdate: {
      /** @description Title. */
      title?: string;
      /** @description Explanation. */
      description?: string | null;
      severity?: components['schemas']['Severity'];
      /**
       * Format: uuid
       * @description New status.
       */
      statusId?: string;
      /** @description Username to assign. */
      assignee?: string | null;
      /** @description Triage note. */
      note?: string;
    };
    /** @description A recommended action on an anomaly that users vote on. */
    AnomalyAction: {
      /**
       * Format: uuid
       * @description Action id.
       */
      id: string;
      /**
       * Format: uuid
       * @description Anomaly.
       */
      anomalyId: string;
      /** @description Action. */
      title: string;
      /** @description Why it helps. */
      description: string | null;
      /** @description Up votes. */
      upVotes: number;
      /** @description Down votes. */
      downVotes: number;
      myVote: components['schemas']['Vote'];
      /**
       * Format: date-time
       * @description When it was proposed.
       */
      createdDateTime: string;
    };
    /** @description A report file attached to an anomaly, opened with GET /api/anomaly/{id}/report/view. */
    AnomalyReportFile: {
      /** @description File name. */
      filename: string;
      /** @description Anchor inside the file (page, sheet or section). */
      reference: string | null;
      /** @description Title. */
      title: string;
      /** @description Media type. */
      contentType: string;
    };
    /** @description An anomaly with everything its detail screen shows. */
    AnomalyDetail: components['schemas']['Anomaly'] & {
      /** @description Recommended actions. */
      actions: components['schemas']['AnomalyAction'][];
      /** @description Observed metric over time. */
      observedSeries: components['schemas']['TimePoint'][];
      /** @description Expected metric over time. */
      expectedSeries: components['schemas']['TimePoint'][];
      /** @description Main drivers. */
      contributors: {
        /** @description Dimension. */
        dimension: string;
        /** @description Value. */
        value: string;
        /** @description Share of the departure, 0..1. */
        contribution: number;
      }[];
      /** @description Filings of the same state and line in the period. */
      relatedFilings: components['schemas']['Filing'][];
      /** @description Attached report files. */
      reports: components['schemas']['AnomalyReportFile'][];
    };
    /** @description Anomaly counts of one state. */
    AnomalyGeoBucket: {
      state: components['schemas']['StateCode'];
      /** @description State name. */
      stateName: string;
      /** @description Anomalies. */
      count: number;
      /** @description Severity 1. */
      low: number;
      /** @description Severity 2. */
      medium: number;
      /** @description Severity 3. */
      high: number;
      maxSeverity: components['schemas']['Severity'];
    };
    /** @description A step of the anomaly workflow (configurable per tenant). */
    AnomalyStatus: {
      /**
       * Format: uuid
       * @description Status id.
       */
      id: string;
      /** @description Stable code, for example `open`. */
      code: string;
      /** @description Display name. */
      name: string;
      /** @description Meaning. */
      description: string | null;
      /** @description Badge colour. */
      color: string;
      /** @description Order in the workflow. */
      sortOrder: number;
      /** @description No further work happens in this status. */
      isTerminal: boolean;
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
    /** @description One page of AnomalyStatus items. */
    AnomalyStatusPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['AnomalyStatus'][];
    };
    /** @description A status's editable fields. */
    AnomalyStatusWrite: {
      /** @description Code. */
      code: string;
      /** @description Name. */
      name: string;
      /** @description Meaning. */
      description?: string | null;
      /** @description Colour. */
      color?: string;
      /** @description Order. */
      sortOrder?: number;
      /** @description Terminal. */
      isTerminal?: boolean;
    };
    /** @description Anomaly counts for one value of a dimension (state, status, use case...). */
    DashboardBucket: {
      /** @description Dimension value (state code, status id, use case id...). */
      key: string;
      /** @description Display label. */
      label: string;
      /** @description Anomalies. */
      count: number;
      /** @description Share of all anomalies in the period, 0..1. */
      share: number;
      /** @description Severity 1. */
      low: number;
      /** @description Severity 2. */
      medium: number;
      /** @description Severity 3. */
      high: number;
    };
    /** @description One page of DashboardBucket items. */
    DashboardBucketPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['DashboardBucket'][];
    };
    /** @description Portfolio performance of one value of a dimension over the requested days. */
    PerformanceRow: {
      /** @description Dimension value. */
      key: string;
      /** @description Display label. */
      label: string;
      /** @description Earned exposure (car-years, house-years...). */
      exposure: number;
      /** @description Earned premium, USD. */
      earnedPremium: number;
      /** @description Claims reported. */
      claimCount: number;
      /** @description Incurred losses, USD. */
      incurredLoss: number;
      /** @description Incurred loss / earned premium. */
      lossRatio: number | null;
      /** @description Loss ratio the rating model expects. */
      expectedLossRatio: number | null;
      /** @description Actual / expected. */
      aeRatio: number | null;
      /** @description Loss ratio change against the previous period, percent. */
      changePct: number | null;
    };
    /** @description One page of PerformanceRow items. */
    PerformanceRowPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['PerformanceRow'][];
    };
    /** @description Knowledge-base activity over the requested days. */
    KbMetrics: {
      /** @description Metric type asked for. */
      type: string;
      /** @description Days covered. */
      days: number;
      /** @description Total in the period. */
      total: number;
      /** @description Daily values. */
      series: components['schemas']['TimePoint'][];
      /** @description Split by use case or document type. */
      breakdown: components['schemas']['CountByKey'][];
    };
    /** @description Headline competitive-intelligence figures of a group. */
    IntelMetrics: {
      /**
       * Format: uuid
       * @description Group.
       */
      groupId: string;
      /** @description Days covered. */
      days: number;
      /** @description Figures. */
      metrics: components['schemas']['Metric'][];
    };
    /** @description An item of the competitive-intelligence feed: a competitor filing, a regulator bulletin, a news item. */
    IntelFeedItem: {
      /**
       * Format: uuid
       * @description Item id.
       */
      id: string;
      /** @description Headline. */
      title: string;
      /** @description Summary. */
      summary: string;
      /** @description Source type code. */
      sourceType: string;
      /** @description Source. */
      sourceName: string;
      /**
       * Format: uri
       * @description Link to the source.
       */
      url: string | null;
      /**
       * Format: date-time
       * @description Publication time.
       */
      publishedAt: string;
      state: components['schemas']['StateCode'] | null;
      /** @description Line of business. */
      lineOfBusiness: string | null;
      /** @description Carrier concerned. */
      carrier: string | null;
      /** @description Tags. */
      tags: string[];
      /**
       * Format: uuid
       * @description Related filing.
       */
      filingId: string | null;
    };
    /** @description One page of IntelFeedItem items. */
    IntelFeedItemPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['IntelFeedItem'][];
    };
    /** @description A kind of intelligence source. */
    SourceType: {
      /** @description Code. */
      code: string;
      /** @description Name. */
      name: string;
      /** @description Feed items of this type. */
      count: number;
    };
    /**
     * @description Quadrant: x above/below threshold, then y above/below threshold.
     * @enum {string}
     */
    Quadrant: 'high-high' | 'high-low' | 'low-high' | 'low-low';
    /** @description Portfolio segments placed by two metrics (default: premium volume against loss ratio) with the thresholds splitting them. */
    OutlierQuadrants: {
      /**
       * Format: uuid
       * @description Use case the segments belong to.
       */
      usecaseId: string | null;
      /** @description Days covered. */
      days: number;
      /** @description Metric on x. */
      xMetric: string;
      /** @description Metric on y. */
      yMetric: string;
      /** @description Split on x (portfolio median). */
      xThreshold: number;
      /** @description Split on y (target loss ratio). */
      yThreshold: number;
      /** @description Counts. */
      quadrants: {
        quadrant: components['schemas']['Quadrant'];
        /** @description Label. */
        label: string;
        /** @description Segments. */
        count: number;
      }[];
      /** @description Segments. */
      points: {
        /** @description Segment key. */
        id: string;
        /** @description Label. */
        label: string;
        state: components['schemas']['StateCode'] | null;
        /** @description Line. */
        lineOfBusiness: string | null;
        /** @description Segment. */
        segment: string | null;
        /** @description x value. */
        x: number;
        /** @description y value. */
        y: number;
        /** @description Bubble size (exposure). */
        size: number;
        quadrant: components['schemas']['Quadrant'];
        /**
         * Format: uuid
         * @description Outlier anomaly raised for the segment.
         */
        anomalyId: string | null;
      }[];
    };
    /**
     * @description Table family a file loads into. model-scores: scored records of the tenant's own models (model, period, score, actual, optional state and feature.<name> columns), binned for model monitoring.
     * @enum {string}
     */
    DataIngestionDataset: 'filings' | 'portfolio' | 'claims' | 'intel-feeds' | 'model-scores';
    /** @description A data load: a CSV file parsed, validated and loaded into one dataset of the tenant. */
    DataIngestion: {
      /**
       * Format: uuid
       * @description Ingestion id.
       */
      id: string;
      /** @description Name. */
      name: string;
      dataset: components['schemas']['DataIngestionDataset'];
      /** @description Uploaded file. */
      filename: string | null;
      /**
       * @description State.
       * @enum {string}
       */
      status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
      /** @description Rows read. */
      rowsTotal: number;
      /** @description Rows loaded. */
      rowsLoaded: number;
      /** @description Rows rejected. */
      rowsRejected: number;
      /** @description Rows loaded or rejected so far (moves with every committed batch of a running load; equals rowsTotal once it has finished). */
      rowsProcessed: number;
      /** @description Why the load failed (a database error, the server stopping during the load, no row loadable), else null. */
      error: string | null;
      /** @description First rejected rows. */
      rejects: {
        /** @description 1-based row number. */
        row: number;
        /** @description The column at fault, when one cell is. */
        column?: string;
        /** @description Why. */
        message: string;
      }[];
      /** @description Username. */
      createdBy: string;
      /**
       * Format: date-time
       * @description Start.
       */
      startedAt: string | null;
      /**
       * Format: date-time
       * @description End.
       */
      finishedAt: string | null;
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
    /** @description One page of DataIngestion items. */
    DataIngestionPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['DataIngestion'][];
    };
    /** @description A CSV file to load (first row holds column names). */
    DataIngestionUpload: {
      /** @description Name of the load. */
      name: string;
      dataset: components['schemas']['DataIngestionDataset'];
      /**
       * Format: binary
       * @description The CSV file, at most 25 MB.
       */
      file: string;
    };
    /** @description Changes to a load: rename it, or cancel it while queued or running. */
    DataIngestionUpdate: {
      /** @description Name. */
      name?: string;
      /**
       * @description Cancel the load.
       * @enum {string}
       */
      status?: 'cancelled';
    };
    /** @description A predictive model monitored by Ratelens. */
    Model: {
      /**
       * Format: uuid
       * @description Model id.
       */
      id: string;
      /** @description Model name. */
      name: string;
      /**
       * Format: uuid
       * @description Use case.
       */
      usecaseId: string;
      /** @description Version label. */
      version: string;
      /**
       * @description What the model predicts.
       * @enum {string}
       */
      kind: 'rating' | 'loss-cost' | 'retention' | 'fraud' | 'propensity';
      /** @description Description. */
      description: string | null;
      /**
       * @description Lifecycle state.
       * @enum {string}
       */
      status: 'active' | 'training' | 'retired';
      /**
       * Format: date-time
       * @description Last scoring run.
       */
      lastScoredAt: string | null;
      stabilityBand: components['schemas']['StabilityBand'] | null;
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
    /** @description One page of Model items. */
    ModelPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['Model'][];
    };
    /** @description A model's editable fields. */
    ModelWrite: {
      /** @description Model name. */
      name: string;
      /**
       * Format: uuid
       * @description Use case.
       */
      usecaseId: string;
      /** @description Version. */
      version: string;
      /**
       * @description Kind.
       * @enum {string}
       */
      kind: 'rating' | 'loss-cost' | 'retention' | 'fraud' | 'propensity';
      /** @description Description. */
      description?: string | null;
      /**
       * @description Lifecycle state.
       * @enum {string}
       */
      status?: 'active' | 'training' | 'retired';
    };
    /** @description A report of a model (SPEC §3). */
    ReportListItem: {
      /**
       * Format: uuid
       * @description Report id.
       */
      id: string;
      /** @description Report name. */
      name: string;
    };
    /** @description A sub-report (a tab of a report); its key is the reportType of the chart collection. */
    SubReport: {
      /**
       * Format: uuid
       * @description Sub-report id.
       */
      id: string;
      /** @description Tab name. */
      name: string;
      /** @description Key, for example `ae-by-decile`. */
      key: string;
    };
    /**
     * @description PSI/CSI band: < 0.10 stable, 0.10-0.25 monitor, > 0.25 shift.
     * @enum {string}
     */
    StabilityBand: 'stable' | 'monitor' | 'shift';
    /** @description Population stability of a model: PSI of its score and CSI of each input, against the training baseline. */
    ModelStability: {
      /**
       * Format: uuid
       * @description Model.
       */
      modelId: string;
      /** @description Days covered. */
      days: number;
      /**
       * Format: date-time
       * @description When computed.
       */
      computedAt: string;
      /** @description PSI of the score distribution. */
      overallPsi: number;
      band: components['schemas']['StabilityBand'];
      /** @description Inputs. */
      features: {
        /** @description Input name. */
        feature: string;
        /** @description CSI. */
        csi: number;
        band: components['schemas']['StabilityBand'];
      }[];
      /** @description PSI by month. */
      series: {
        /**
         * Format: date
         * @description Month.
         */
        date: string;
        /** @description PSI. */
        psi: number;
        band: components['schemas']['StabilityBand'];
      }[];
    };
    /**
     * @description Chart kind; clients render nothing for other values.
     * @enum {string}
     */
    ChartType: 'heatMap' | 'lineChart' | 'comboBarChart' | 'bubbleChart';
    /** @description One point of a series. */
    DataPoint: {
      /** @description x label (category, decile, month...). */
      label: string;
      /** @description y value; null leaves a gap. */
      value: number | null;
      /** @description Marker or unit symbol shown with the value. */
      symbol: string | null;
    };
    /** @description One series of a chart (SPEC §3). */
    DataSeries: {
      /** @description CSS colour. */
      color: string;
      /** @description Legend text. */
      legendLabel: string;
      /** @description Stable series code. */
      legendCode: string;
      /** @description Points. */
      dataPoints: components['schemas']['DataPoint'][];
      /** @description Heat maps: colour of the lowest value (default light red). */
      colorMin?: string | null;
      /** @description Heat maps: colour of the highest value (default red). */
      colorMax?: string | null;
    };
    /** @description A dropdown option selecting several series at once. */
    EnhanceDropDownOption: {
      /** @description Option label. */
      label: string;
      /** @description Indices into data. */
      indices: number[];
    };
    /** @description One chart of a sub-report (SPEC §3). */
    ChartCollectionItem: {
      chartType: components['schemas']['ChartType'];
      /** @description Title. */
      chartTitle: string;
      /** @description Flags, for example `stacked`, `percentY`, `showLegend`, `multiSelectLegend`. */
      chartOptions: string[];
      /** @description x axis label. */
      xAxisLabel: string;
      /** @description y axis label. */
      yAxisLabel: string;
      /** @description Label of the series dropdown. */
      dropDownText: string | null;
      /** @description Series shown at first (when no enhanced options). */
      visibleCount: number;
      /** @description Heat maps: columns, 1 to 6. */
      noOfColumns: number;
      /** @description Grouped series options; the first one's indices are shown at first. */
      enhanceDropDownOptions: components['schemas']['EnhanceDropDownOption'][];
      /** @description Series. */
      data: components['schemas']['DataSeries'][];
    };
    /** @description The charts of one sub-report of a model report. */
    ChartCollection: {
      /**
       * Format: uuid
       * @description Model.
       */
      modelId: string;
      /**
       * Format: uuid
       * @description Report.
       */
      reportId: string;
      /** @description Sub-report key. */
      reportType: string;
      /** @description Charts, in display order. */
      charts: components['schemas']['ChartCollectionItem'][];
    };
    /**
     * @description Something that can trigger a notification.
     * @enum {string}
     */
    EventType:
      | 'anomaly.detected'
      | 'anomaly.status-changed'
      | 'filing.disposed'
      | 'document-analysis.completed'
      | 'model.stability-shift'
      | 'user-request.received'
      | 'document-analysis.failed'
      | 'data-load.finished';
    /** @description A user's standing order for notifications. */
    Subscription: {
      /**
       * Format: uuid
       * @description Subscription id.
       */
      id: string;
      /** @description Name. */
      name: string;
      /** @description Events. */
      eventTypes: components['schemas']['EventType'][];
      /**
       * @description Where notifications go.
       * @enum {string}
       */
      channel: 'email' | 'in-app';
      /**
       * @description Immediate or digest.
       * @enum {string}
       */
      frequency: 'immediate' | 'daily' | 'weekly';
      /** @description Filter (filter grammar) the event's subject must match. */
      filter: string | null;
      /** @description Active. */
      isActive: boolean;
      /** @description Owner. */
      username: string;
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
    /** @description One page of Subscription items. */
    SubscriptionPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['Subscription'][];
    };
    /** @description A subscription's editable fields. */
    SubscriptionWrite: {
      /** @description Name. */
      name: string;
      /** @description Events. */
      eventTypes: components['schemas']['EventType'][];
      /**
       * @description Channel.
       * @enum {string}
       */
      channel: 'email' | 'in-app';
      /**
       * @description Frequency.
       * @enum {string}
       */
      frequency?: 'immediate' | 'daily' | 'weekly';
      /** @description Filter (filter grammar). */
      filter?: string | null;
      /** @description Active. */
      isActive?: boolean;
    };
    /** @description A notification shown in the app (and mailed when a subscription says so). */
    Notification: {
      /**
       * Format: uuid
       * @description Notification id.
       */
      id: string;
      /** @description Title. */
      title: string;
      /** @description Text. */
      body: string;
      /**
       * @description Look.
       * @enum {string}
       */
      severity: 'info' | 'warning' | 'critical';
      eventType: components['schemas']['EventType'] | null;
      /** @description In-app path to open, starting with /. */
      link: string | null;
      /** @description Username; null for a tenant-wide notice. */
      recipient: string | null;
      /**
       * Format: date-time
       * @description When the caller read it.
       */
      readAt: string | null;
      /**
       * Format: date-time
       * @description When sent.
       */
      createdDateTime: string;
    };
    /** @description One page of Notification items. */
    NotificationPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['Notification'][];
    };
    /** @description A notice from an administrator to some or all members of the tenant. */
    NotificationCreate: {
      /** @description Title. */
      title: string;
      /** @description Text. */
      body: string;
      /**
       * @description Look; default info.
       * @enum {string}
       */
      severity?: 'info' | 'warning' | 'critical';
      /** @description In-app path. */
      link?: string;
      /** @description Usernames; none means the whole tenant. */
      recipients?: string[];
    };
    /** @description A citation of a stored document passage. */
    DocumentCitation: {
      /**
       * @description Discriminator. (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: 'document';
      /**
       * Format: uuid
       * @description Citation id.
       */
      id: string;
      /** @description The [n] marker in the answer text. */
      index: number;
      /**
       * Format: uuid
       * @description Cited document.
       */
      documentId: string;
      /** @description Its file name. */
      filename: string;
      /** @description 1-based page; null for formats without pages. */
      page: number | null;
      /** @description Start of the quote, in characters from the start of the page (or document). */
      startOffset: number;
      /** @description End of the quote (exclusive). */
      endOffset: number;
      /** @description The quoted text. */
      quote: string;
    };
    /** @description A citation of rows of the tenant's data tables, with the figures taken from them. */
    DataCitation: {
      /**
       * @description Discriminator. (enum property replaced by openapi-typescript)
       * @enum {string}
       */
      kind: 'data';
      /**
       * Format: uuid
       * @description Citation id.
       */
      id: string;
      /** @description The [n] marker in the answer text. */
      index: number;
      /**
       * @description Table the rows come from (models are rows of model monitoring, one per model and month, or per input of its latest month).
       * @enum {string}
       */
      table: 'filings' | 'portfolio' | 'claims' | 'intel-feeds' | 'models';
      /** @description Ids of the rows used. */
      rowIds: string[];
      /** @description Figures quoted in the answer. */
      figures: {
        /** @description Figure. */
        name: string;
        /** @description Value. */
        value: number;
        /**
         * @description Unit.
         * @enum {string}
         */
        unit: 'count' | 'percent' | 'usd' | 'days' | 'ratio';
      }[];
      /** @description How the figures were computed (filters and aggregation). */
      description: string;
    };
    /** @description Where a statement of an answer comes from. Every citation resolves to a stored passage or stored rows. */
    Citation: components['schemas']['DocumentCitation'] | components['schemas']['DataCitation'];
    /** @description A citation with its surroundings, for the citation view. */
    CitationDetail: {
      citation: components['schemas']['Citation'];
      source?: components['schemas']['CitationSource'];
      /** @description Documents: text around the quote (the quote is at contextOffset). */
      context: string | null;
      /** @description Where the quote starts inside context. */
      contextOffset: number | null;
      /** @description Data: column names of rows. */
      columns: string[];
      /** @description Data: cited rows as text cells. */
      rows: (string | null)[][];
    };
    /** @description The answer one approach gave to a question. */
    ApproachAnswer: {
      approach: components['schemas']['Approach'];
      /** @description Answer with [n] citation markers. */
      text: string;
      /** @description Citations, by marker. */
      citations: components['schemas']['Citation'][];
      /**
       * @description Which engine wrote the text.
       * @enum {string}
       */
      engine: 'extractive' | 'generative';
      /** @description Engine and version that wrote the text: `extractive-2026.11`, `data-2026.11`, `llm:<model>`; `unrecorded` for answers stored before versions were recorded. */
      engineVersion: string;
      /** @description Up votes. */
      upVotes: number;
      /** @description Down votes. */
      downVotes: number;
      myVote: components['schemas']['Vote'];
      plan?: components['schemas']['DataAnswerPlan'];
      /**
       * @description Set when a language model is configured but the extractive engine wrote this answer instead: the model failed, timed out, or cited no valid sentence. Screens show "answered without the language model". Null when the configured engine answered.
       * @enum {string|null}
       */
      fallback?: 'provider_failed' | 'timeout' | 'invalid_citations' | 'no_citations' | null;
    };
    /** @description A closed window of days (portfolio figures use its months). */
    DataAnswerPeriod: {
      /**
       * Format: date
       * @description First day.
       */
      from: string;
      /**
       * Format: date
       * @description Last day.
       */
      to: string;
      /** @description The window in words (for example 'Nov 2025 - Oct 2026', '2026 Q2'). */
      label: string;
    };
    /** @description How a data answer was computed ("How I computed this"): the measure, aggregation, grouping, filters and period the question was planned into over the semantic layer. Present on data answers only. */
    DataAnswerPlan: {
      /**
       * @description answered: figures computed; empty: the scope holds no rows; clarify: the question was asked back; unsupported: not about the data.
       * @enum {string}
       */
      outcome: 'answered' | 'empty' | 'clarify' | 'unsupported';
      /**
       * @description The table the figures come from (feeds are the intelligence feed items the tenant loaded; models the model monitoring of the tenant's models).
       * @enum {string|null}
       */
      dataset: 'portfolio' | 'filings' | 'feeds' | 'models' | null;
      /** @description The measure, in words (for example 'loss ratio'). */
      measure: string | null;
      /**
       * @description How the measure was aggregated.
       * @enum {string|null}
       */
      aggregation: 'value' | 'top' | 'bottom' | 'share' | 'change' | 'trend' | 'list' | 'lookup' | null;
      /** @description The dimension figures are grouped by. */
      groupBy: string | null;
      /** @description How many groups a ranking shows. */
      limit: number | null;
      /** @description The filters of the plan; every cited row satisfies each. */
      filters: {
        /** @description Field of the filter grammar. */
        field: string;
        /** @description The filter in words. */
        label: string;
        /** @description Accepted values (excluded ones when exclude is true). */
        values: string[];
        /** @description True when the values are excluded (for example competitors = every carrier but yours). */
        exclude: boolean;
      }[];
      /** @description The date the period applies to (month, submittedDate, dispositionDate, effectiveDate). */
      timeField: string | null;
      /** @description The window of the figures. */
      period: components['schemas']['DataAnswerPeriod'] | null;
      /** @description The window compared against (change between two periods). */
      comparePeriod: components['schemas']['DataAnswerPeriod'] | null;
      /** @description The plan's rows in the filter grammar. */
      filter: string | null;
      /** @description Path of the app screen that shows the same rows, when there is one. */
      link: string | null;
      /** @description Assumptions made (for example the default period). */
      notes: string[];
      /**
       * Format: date
       * @description The reference date relative periods were counted from.
       */
      asOf: string;
      /**
       * @description Who proposed the plan when a model is configured (LLM_BASE_URL); a model's plan is validated like the planner's.
       * @enum {string}
       */
      plannedBy?: 'planner' | 'model';
      /** @description Why the model's proposed plan was not used (the deterministic planner's was); null when it was used. */
      proposalRejected?: string | null;
    };
    /** @description A message of a chat: the user's question or the assistant's answer (one part per approach). */
    ChatMessage: {
      /**
       * Format: uuid
       * @description Message id.
       */
      id: string;
      /**
       * Format: uuid
       * @description Chat.
       */
      chatId: string;
      /**
       * @description Who wrote it.
       * @enum {string}
       */
      role: 'user' | 'assistant';
      /** @description The question (user messages). */
      text: string | null;
      /** @description Assistant messages: answers by approach. */
      answers: components['schemas']['ApproachAnswer'][];
      myVote: components['schemas']['Vote'];
      /**
       * Format: date-time
       * @description When written.
       */
      createdDateTime: string;
    };
    /** @description A conversation with the assistant. */
    Chat: {
      /**
       * Format: uuid
       * @description Chat id.
       */
      id: string;
      /**
       * Format: uuid
       * @description Use case.
       */
      usecaseId: string | null;
      /** @description Title (the first question until renamed). */
      title: string;
      /**
       * Format: uuid
       * @description Agent answering.
       */
      agentId: string | null;
      /** @description Owner. */
      username: string;
      /** @description Display name of the owner (who asked), for the admin review. */
      ownerName?: string | null;
      /** @description Messages. */
      messageCount: number;
      /**
       * Format: date-time
       * @description Last message.
       */
      lastMessageAt: string | null;
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
    /** @description A new chat. /api/chats needs usecaseId (the portfolio assistant use case); use-case and tenant paths take it from the path or default it. */
    ChatCreate: {
      /**
       * Format: uuid
       * @description Use case.
       */
      usecaseId?: string;
      /** @description Title. */
      title?: string;
      /**
       * Format: uuid
       * @description Agent to answer.
       */
      agentId?: string;
    };
    /** @description A chat as lists show it. */
    ChatSummary: {
      /**
       * Format: uuid
       * @description Chat id.
       */
      id: string;
      /** @description Title. */
      title: string;
      /**
       * Format: uuid
       * @description Use case.
       */
      usecaseId: string | null;
      /**
       * Format: uuid
       * @description Agent.
       */
      agentId: string | null;
      /** @description Agent name. */
      agentName: string | null;
      /** @description Owner. */
      username: string;
      /** @description Messages. */
      messageCount: number;
      /** @description Start of the last question. */
      lastQuestion: string | null;
      /**
       * Format: date-time
       * @description Last message.
       */
      lastMessageAt: string | null;
      /**
       * Format: date-time
       * @description Created.
       */
      createdDateTime: string;
    };
    /** @description One page of ChatSummary items. */
    ChatSummaryPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['ChatSummary'][];
    };
    /** @description A chat and its messages, oldest first. */
    ChatHistory: {
      chat: components['schemas']['Chat'];
      defaultApproach: components['schemas']['Approach'];
      /** @description Messages. */
      messages: components['schemas']['ChatMessage'][];
    };
    /** @description A question to the assistant. */
    ChatQuestion: {
      /** @description The question. */
      question: string;
      /** @description Approaches to answer with; default all enabled ones. */
      approaches?: components['schemas']['Approach'][];
      /**
       * Format: uuid
       * @description Agent to answer; default the chat's.
       */
      agentId?: string;
    };
    /** @description The stored question and the assistant's answer. */
    ChatAnswer: {
      question: components['schemas']['ChatMessage'];
      answer: components['schemas']['ChatMessage'];
    };
    /** @description Sent instead of ChatAnswer when the request accepts text/event-stream: server-sent events, each a JSON data line. `question` (ChatMessage, the stored question), `answer` ({messageId, approaches}), `delta` ({approach, text}: the next piece of that approach's text), `citations` ({approach, citations}), then `done` (ChatAnswer, exactly what the JSON answer holds). With a language model configured, the model's own pieces of a documents answer come first as `delta` events, before `question` and `answer`; when the checked answer differs from that draft (citations renumbered or rejected, the extractive fallback), a `replace` event ({approach, text}) carries the text that replaces it. Errors found before the first event are problem+json answers with their status; a failure after it is an `error` event (a problem object). A client that closes the connection ends the stream. */
    ChatAnswerStream: string;
    /** @description Where a citation lives, enough to build its SPEC §2 route. */
    CitationLocation: {
      /**
       * Format: uuid
       * @description The citation.
       */
      citationId: string;
      /**
       * @description Which assistant's chat holds it.
       * @enum {string}
       */
      assistant: 'ai-assistance' | 'portfolio-assistant';
      /**
       * Format: uuid
       * @description Use case of the chat.
       */
      usecaseId: string | null;
      /**
       * Format: uuid
       * @description Chat.
       */
      chatId: string;
      /**
       * Format: uuid
       * @description Answer message.
       */
      messageId: string;
      approach: components['schemas']['Approach'];
      /** @description Owner of the chat (an administrator opens another member's chat in the review). */
      ownerEmail: string;
    };
    /** @description A vote on an answer. */
    VoteRequest: {
      vote: components['schemas']['Vote'];
      /** @description Why (optional). */
      comment?: string;
    };
    /** @description How a use case's (or tenant's) assistant answers. */
    ChatConfiguration: {
      /** @description Approaches offered. */
      approaches: components['schemas']['Approach'][];
      defaultApproach: components['schemas']['Approach'];
      /** @description Citations per answer. */
      maxCitations: number;
      /** @description Suggested questions shown. */
      suggestedQuestionCount: number;
      /** @description Days chats are kept; null keeps them. */
      retentionDays: number | null;
      /** @description Use the configured LLM endpoint when one is set; else extractive answers. */
      generativeAnswers: boolean;
    };
    /** @description New assistant configuration (full replacement). */
    ChatConfigurationUpdate: {
      /** @description Approaches offered. */
      approaches: components['schemas']['Approach'][];
      defaultApproach: components['schemas']['Approach'];
      /** @description Citations per answer. */
      maxCitations: number;
      /** @description Suggested questions. */
      suggestedQuestionCount: number;
      /** @description Days chats are kept. */
      retentionDays: number | null;
      /** @description Generative answers. */
      generativeAnswers: boolean;
    };
    /** @description Facts about a stored document (view with isMetadata=true). */
    DocumentMetadata: {
      /**
       * Format: uuid
       * @description Document id.
       */
      id: string;
      /** @description File name. */
      filename: string;
      /** @description Media type. */
      contentType: string;
      /** @description Size. */
      sizeBytes: number;
      /** @description Pages. */
      pageCount: number | null;
      /** @description Title found in the document. */
      title: string | null;
      /**
       * Format: date-time
       * @description Upload time.
       */
      uploadedAt: string;
      /** @description Content hash. */
      sha256: string;
    };
    /**
     * @description draft (no documents) -> queued -> analysing -> ready (answers to review) -> completed (locked); failed when no document could be read.
     * @enum {string}
     */
    AnalysisStatus: 'draft' | 'queued' | 'analysing' | 'ready' | 'completed' | 'failed';
    /** @description A document attached to an analysis. */
    AnalysisDocument: {
      /**
       * Format: uuid
       * @description Document id.
       */
      id: string;
      /** @description File name. */
      filename: string;
      /** @description Media type. */
      contentType: string;
      /** @description Size in bytes. */
      sizeBytes: number;
      /** @description Pages. */
      pageCount: number | null;
      /**
       * @description Processing state.
       * @enum {string}
       */
      status: 'uploaded' | 'extracting' | 'indexed' | 'failed';
      /** @description Why it failed. */
      error: string | null;
      /**
       * Format: date-time
       * @description Upload time.
       */
      uploadedAt: string;
    };
    /** @description How the analysis report is put together. */
    ReportConfig: {
      /** @description Report title. */
      title: string;
      /** @description Sections in order. */
      sections: ('summary' | 'questions' | 'citations' | 'documents')[];
      /**
       * @description Output format.
       * @enum {string}
       */
      format: 'pdf' | 'docx' | 'markdown';
      /** @description Show vote counts. */
      includeVotes?: boolean;
      /** @description Questions included; none means all. */
      questionIds?: string[];
    };
    /** @description A document analysis: documents, the questions asked of them and the answers, leading to a report. */
    DocumentAnalysis: {
      /**
       * Format: uuid
       * @description Analysis id.
       */
      id: string;
      /**
       * Format: uuid
       * @description Use case.
       */
      usecaseId: string;
      /** @description Name. */
      name: string;
      /** @description Description. */
      description: string | null;
      status: components['schemas']['AnalysisStatus'];
      /** @description Percent done while analysing. */
      progress: number;
      /** @description Attached documents. */
      documents: components['schemas']['AnalysisDocument'][];
      /** @description Questions in the analysis. */
      questionCount: number;
      reportConfig: components['schemas']['ReportConfig'] | null;
      /** @description Username. */
      createdBy: string;
      /**
       * Format: date-time
       * @description When completed.
       */
      completedAt: string | null;
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
    /** @description One page of DocumentAnalysis items. */
    DocumentAnalysisPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['DocumentAnalysis'][];
    };
    /** @description A new analysis; questionIds picks questions from the use case's question base (default: all active ones). */
    DocumentAnalysisCreate: {
      /** @description Name. */
      name: string;
      /** @description Description. */
      description?: string;
      /** @description Questions to ask. */
      questionIds?: string[];
    };
    /** @description Rename or describe an analysis. */
    DocumentAnalysisUpdate: {
      /** @description Name. */
      name?: string;
      /** @description Description. */
      description?: string | null;
    };
    /** @description Progress of an analysis, for polling. */
    AnalysisProgress: {
      /**
       * Format: uuid
       * @description Analysis.
       */
      analysisId: string;
      status: components['schemas']['AnalysisStatus'];
      /** @description Percent done. */
      progress: number;
      /**
       * @description Current stage.
       * @enum {string}
       */
      stage: 'idle' | 'extracting' | 'indexing' | 'answering' | 'done';
      /** @description Documents. */
      documentsTotal: number;
      /** @description Documents indexed. */
      documentsDone: number;
      /** @description Questions. */
      questionsTotal: number;
      /** @description Questions answered. */
      questionsAnswered: number;
      /** @description Failure reason. */
      error: string | null;
      /**
       * Format: date-time
       * @description Last change.
       */
      updateDateTime: string;
    };
    /** @description A question of an analysis and its answer. */
    AnalysisQuestion: {
      /**
       * Format: uuid
       * @description Question id (the question base id).
       */
      id: string;
      /**
       * Format: uuid
       * @description Analysis.
       */
      analysisId: string;
      /** @description Question. */
      text: string;
      /**
       * @description Answer state.
       * @enum {string}
       */
      status: 'pending' | 'answering' | 'answered' | 'failed';
      /** @description Answer with [n] markers. */
      answer: string | null;
      /** @description Citations. */
      citations: components['schemas']['Citation'][];
      /** @description Up votes. */
      upVotes: number;
      /** @description Down votes. */
      downVotes: number;
      myVote: components['schemas']['Vote'];
      /**
       * Format: date-time
       * @description When answered.
       */
      answeredAt: string | null;
      /**
       * @description Set when a language model is configured but the extractive engine wrote this answer instead: the model failed, timed out, or cited no valid sentence. Screens show "answered without the language model". Null when the configured engine answered.
       * @enum {string|null}
       */
      fallback?: 'provider_failed' | 'timeout' | 'invalid_citations' | 'no_citations' | null;
      /** @description Engine and version that wrote the answer (`extractive-2026.11`, `llm:<model>`); null until answered. */
      engineVersion?: string | null;
    };
    /** @description Files to attach (multipart/form-data field `files`, repeated). */
    DocumentUpload: {
      /** @description Up to 20 files. */
      files: string[];
    };
    /** @description A GraphQL request (see /graphql for the named queries). */
    GraphQLRequest: {
      /** @description GraphQL document. */
      query: string;
      /** @description Variables by name. */
      variables?: {
        [key: string]: components['schemas']['JsonValue'];
      } | null;
      /** @description Operation to run when the document holds several. */
      operationName?: string | null;
    };
    /** @description A GraphQL error. */
    GraphQLError: {
      /** @description Message; the client shows the first one. */
      message: string;
      /** @description Field path. */
      path?: (string | number)[];
      /** @description Locations. */
      locations?: {
        /** @description Line. */
        line: number;
        /** @description Column. */
        column: number;
      }[];
      /** @description Extra facts. */
      extensions?: {
        /** @description Stable error code, as in problem+json. */
        code?: string;
      };
    };
    /** @description The data fields of the model-report named queries; each query fills only its own field. */
    ModelReportQueryData: {
      useCase?: components['schemas']['UseCase'] | null;
      model?: components['schemas']['Model'] | null;
      /** @description ModelReports. */
      reports?: components['schemas']['ReportListItem'][];
      /** @description ModelSubReports. */
      subReports?: components['schemas']['SubReport'][];
      /** @description ChartCollection. */
      chartCollection?: components['schemas']['ChartCollectionItem'][];
    };
    /** @description A GraphQL answer. Errors do not change the HTTP status (200) unless the request itself is malformed. */
    GraphQLResponse: {
      data?: components['schemas']['ModelReportQueryData'] | null;
      /** @description Errors, if any. */
      errors?: components['schemas']['GraphQLError'][];
    };
    /** @description One approach's answer that was voted down, with the vote's reason. */
    DownVotedAnswer: {
      /** @description Stable key of the item: messageId, approach and the voted part. */
      id: string;
      /**
       * Format: uuid
       * @description The answer message.
       */
      messageId: string;
      /**
       * Format: uuid
       * @description Chat.
       */
      chatId: string;
      approach: components['schemas']['Approach'];
      /**
       * @description What the vote was on (the whole answer or this approach).
       * @enum {string}
       */
      votedOn: 'all' | 'documents' | 'data';
      /** @description The question asked. */
      question: string | null;
      /** @description The stored answer with [n] markers. */
      answer: string;
      /** @description Citations of the stored answer. */
      citations: components['schemas']['Citation'][];
      /**
       * @description Which engine wrote the answer.
       * @enum {string}
       */
      engine: 'extractive' | 'generative';
      /** @description Engine and version that wrote the answer. */
      engineVersion: string;
      /**
       * Format: date-time
       * @description When answered.
       */
      answeredAt: string;
      /**
       * Format: date-time
       * @description When voted down.
       */
      votedAt: string;
      /** @description The voter's reason, if given. */
      reason: string | null;
      /** @description Who voted. */
      voterName: string | null;
      /** @description Owner of the chat. */
      askerEmail: string;
    };
    /** @description One page of DownVotedAnswer items. */
    DownVotedAnswerPage: components['schemas']['PageMeta'] & {
      items: components['schemas']['DownVotedAnswer'][];
    };
    /** @description The evaluation set of a use case as exported. */
    DownVotedAnswerExport: {
      /**
       * Format: uuid
       * @description Use case.
       */
      usecaseId: string;
      /**
       * Format: date-time
       * @description When exported.
       */
      exportedAt: string;
      /** @description Down-voted answers, newest vote first. */
      items: components['schemas']['DownVotedAnswer'][];
    };
    /** @description Which answers to re-run; default the 20 most recently down-voted. */
    EvaluationRerunRequest: {
      /** @description Answers to re-run. */
      items?: {
        /**
         * Format: uuid
         * @description The answer message.
         */
        messageId: string;
        approach: components['schemas']['Approach'];
      }[];
    };
    /** @description An answer as stored or as the current engine writes it. */
    EvaluationRerunAnswer: {
      /** @description Answer with [n] markers. */
      text: string;
      /** @description Engine and version. */
      engineVersion: string;
      /** @description Citations. */
      citations: components['schemas']['Citation'][];
    };
    /** @description One re-run answer, before and after. */
    EvaluationRerunItem: {
      /**
       * Format: uuid
       * @description The answer message.
       */
      messageId: string;
      approach: components['schemas']['Approach'];
      /** @description The question. */
      question: string;
      before: components['schemas']['EvaluationRerunAnswer'];
      after: components['schemas']['EvaluationRerunAnswer'];
      /** @description The text or the cited passages differ. */
      changed: boolean;
      /** @description The answer text differs (whitespace aside). */
      textChanged: boolean;
      /** @description A different set of passages or rows is cited (document, page and offsets; table and rows). */
      citationsChanged: boolean;
    };
    /** @description The re-run of an evaluation set against the current engine. */
    EvaluationRerunResult: {
      /** @description Answers re-run. */
      total: number;
      /** @description Answers that changed. */
      changed: number;
      /** @description Each answer, before and after. */
      items: components['schemas']['EvaluationRerunItem'][];
    };
    /**
     * @description PSI band (below 0.10 stable, 0.10 to 0.25 monitor, above shift); null without an index.
     * @enum {string|null}
     */
    StabilityBandOrNull: 'stable' | 'monitor' | 'shift' | null;
    /** @description Sums over the window. */
    ChatActivityTotals: {
      /** @description Questions asked. */
      questions: number;
      /** @description Answers citing at least one source. */
      answered: number;
      /** @description Answers citing nothing ("not found"). */
      notFound: number;
      /** @description Up votes. */
      upVotes: number;
      /** @description Down votes. */
      downVotes: number;
    };
    /** @description One day of activity. */
    ChatActivityDay: components['schemas']['ChatActivityTotals'] & {
      /**
       * Format: date
       * @description Day.
       */
      date: string;
    };
    /** @description One week of the documents approach against the reference period. */
    ChatDriftWeek: {
      /**
       * Format: date
       * @description Monday of the week.
       */
      week: string;
      /** @description Documents answers. */
      answers: number;
      /** @description Share of answers citing nothing. */
      notFoundRate: number | null;
      /** @description Mean retrieval score. */
      meanScore: number | null;
      /** @description Share of the week's scores in each reference bin. */
      scoreShares: number[];
      /** @description PSI of the score distribution; null in the reference period or without scores. */
      scorePsi: number | null;
      scoreBand: components['schemas']['StabilityBandOrNull'];
      /** @description PSI of found vs not found. */
      notFoundPsi: number | null;
      notFoundBand: components['schemas']['StabilityBandOrNull'];
    };
    /** @description What a use case's assistant has been doing, and its drift. */
    ChatActivity: {
      /**
       * Format: uuid
       * @description Use case.
       */
      usecaseId: string;
      /** @description Days covered. */
      days: number;
      /**
       * Format: date
       * @description First day.
       */
      from: string;
      /**
       * Format: date
       * @description Last day.
       */
      to: string;
      totals: components['schemas']['ChatActivityTotals'];
      /** @description One entry per day, oldest first. */
      daily: components['schemas']['ChatActivityDay'][];
      /** @description Answers per approach. */
      approaches: {
        approach: components['schemas']['Approach'];
        /** @description Answers. */
        answers: number;
        /** @description Answers citing nothing. */
        notFound: number;
      }[];
      /** @description Documents cited most (at most 10). */
      documents: {
        /**
         * Format: uuid
         * @description Document.
         */
        documentId: string;
        /** @description File name. */
        filename: string;
        /** @description Citations of it. */
        citations: number;
        /** @description Answers citing it. */
        answers: number;
      }[];
      /** @description Weekly drift of the documents approach against the reference period. */
      drift: {
        /** @description PSI band limits (those of model stability). */
        thresholds: {
          /** @description From here a week needs monitoring. */
          monitor: number;
          /** @description Above this the week has shifted. */
          shift: number;
        };
        /** @description The reference period. */
        reference: {
          /** @description Mondays of its weeks. */
          weeks: string[];
          /** @description Documents answers. */
          answers: number;
          /** @description Answers with a retrieval score. */
          scoredAnswers: number;
          /** @description Share citing nothing. */
          notFoundRate: number | null;
          /** @description Upper edges of the score bins (reference deciles). */
          scoreEdges: number[];
          /** @description Share of reference scores per bin. */
          scoreShares: number[];
        };
        /** @description Every week of the window, oldest first. */
        weeks: components['schemas']['ChatDriftWeek'][];
      };
    };
    /** @description A free-text question to an analysis's documents. */
    AnalysisFreeQuestion: {
      /** @description The question. */
      question: string;
    };
    /** @description The answer to a free-text question, citing the analysis's documents. */
    AnalysisFreeAnswer: {
      /** @description The question as answered. */
      question: string;
      /** @description Answer with [n] citation markers. */
      text: string;
      /** @description Citations, by marker. */
      citations: components['schemas']['Citation'][];
      /**
       * @description Which engine wrote the text.
       * @enum {string}
       */
      engine: 'extractive' | 'generative';
      /** @description Engine and version that wrote the text. */
      engineVersion: string;
    };
    /** @description What is known about a cited document: its name, title and type, what it is about (states, companies, lines, identifiers found in it) and, when one of its identifiers is the tracking number of a filing of the tenant, that filing. */
    CitationSource: {
      /**
       * Format: uuid
       * @description Document.
       */
      documentId: string;
      /** @description File name. */
      filename: string;
      /** @description Title found in the document. */
      title: string | null;
      /** @description Media type. */
      contentType: string;
      /** @description Pages. */
      pageCount: number | null;
      /** @description Two-letter states the document is about. */
      states: string[];
      /** @description Companies named in it. */
      companies: string[];
      /** @description Lines of business. */
      lines: string[];
      /** @description Identifiers found in it (tracking, bill, standard numbers). */
      identifiers: string[];
      /** @description The filing whose tracking number the document carries, if any. */
      filing: null | {
        /** @description SERFF tracking number. */
        trackingNumber: string;
        /** @description Carrier name. */
        carrier: string;
        /** @description State. */
        state: string;
        /** @description Line of business. */
        line: string;
        /** @description Rate, rule or form. */
        filingType: string;
        /** @description Status or disposition. */
        disposition: string;
        /**
         * Format: date
         * @description When disposed.
         */
        dispositionDate: string | null;
      };
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
    /** @description The body or a file is over the limits in the operation's `x-limits`: code `payload_too_large` or `file_too_large`. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The content type, or a file's detected type, is not accepted: code `unsupported_type`. */
    UnsupportedMediaType: {
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
    /** @description The `nextCursor` of the previous page (keyset continuation). Only valid with the same orderBy, filter and pageSize it was issued for (otherwise 400, code `validation_failed`); `page` is then ignored and the answer's `page` is the cursor's page number. */
    Cursor: string;
    /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
    Filter: string;
    /** @description Whole days back from today the figures cover (the dashboard date range). */
    Days: number;
    /** @description Id of the resource named by the path segment before it. */
    Id: string;
    /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
    TenantId: string;
    /** @description Use case id. */
    UsecaseId: string;
    /** @description Use case id. */
    UseCaseId: string;
    /** @description Chat id. */
    ChatId: string;
    /** @description Message id. */
    MessageId: string;
    /** @description Citation id. */
    CitationId: string;
    /** @description Agent id. */
    AgentId: string;
    /** @description Group id. */
    GroupId: string;
    /** @description Report id. */
    ReportId: string;
    /** @description Recommended action id. */
    ActionId: string;
    /** @description Anomaly status id. */
    StatusId: string;
    /** @description Document analysis id. */
    AnalysisId: string;
    /** @description Question id (of the use case's question base). */
    QuestionId: string;
    /** @description Purge request id. */
    RequestId: string;
    /** @description Module (use case) id. */
    ModuleId: string;
    /** @description Approach of the answer. */
    ApproachType: components['schemas']['Approach'];
    /** @description Sub-report key. */
    ReportType: string;
    /** @description Configuration or metric key. */
    Key: string;
    /** @description Filter category. */
    Category: string;
    /** @description Feature code. */
    FeatureCodePath: components['schemas']['FeatureCode'];
    /** @description Username (the member's e-mail address, URL-encoded). */
    Username: string;
    /** @description E-mail address of the member, URL-encoded. */
    UserEmail: string;
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
  completeOidcSignIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OidcCallbackRequest'];
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
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description The `nextCursor` of the previous page (keyset continuation). Only valid with the same orderBy, filter and pageSize it was issued for (otherwise 400, code `validation_failed`); `page` is then ignored and the answer's `page` is the cursor's page number. */
        cursor?: components['parameters']['Cursor'];
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
  importUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'text/csv': string;
      };
    };
    responses: {
      /** @description Every row accounted for; `failed` lists the rows that were not added. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserImportResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
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
      409: components['responses']['Conflict'];
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
      409: components['responses']['Conflict'];
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
  listTenantUsers: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description The `nextCursor` of the previous page (keyset continuation). Only valid with the same orderBy, filter and pageSize it was issued for (otherwise 400, code `validation_failed`); `page` is then ignored and the answer's `page` is the cursor's page number. */
        cursor?: components['parameters']['Cursor'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['UserPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createTenantUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
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
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  importTenantUsers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'text/csv': string;
      };
    };
    responses: {
      /** @description Every row accounted for; `failed` lists the rows that were not added. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserImportResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  getTenantUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
  updateTenantUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
  listIncomingRequests: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
  tenantListIncomingRequests: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['UserRequestPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  tenantListPendingInvitations: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['UserRequestPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  tenantInviteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
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
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  tenantApproveUserRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
  tenantDeclineUserRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
  tenantCancelInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
  tenantResendInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
  listTenants: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
          'application/json': components['schemas']['TenantPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createTenant: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TenantCreate'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tenant'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['Tenant'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TenantUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tenant'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  patchTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json-patch+json': components['schemas']['JsonPatch'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tenant'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  activateTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['Tenant'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  deactivateTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['Tenant'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  updateTenantStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TenantStatusUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tenant'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  getTenantFilingStats: {
    parameters: {
      query?: {
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['FilingStats'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listTenantFilings: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['FilingPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getTenantFilingBreakdown: {
    parameters: {
      query?: {
        /** @description Grouping (default state). */
        by?: 'state' | 'lineOfBusiness' | 'carrier';
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['FilingBreakdown'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getTenantMarketComparison: {
    parameters: {
      query?: {
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['MarketComparison'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listMetadataFilters: {
    parameters: {
      query: {
        /** @description Filter type (a Metadata entity, for example `filing` or `portfolio`). */
        type: string;
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['MetadataFilter'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getMetadataFilterOptions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Filter category. */
        category: components['parameters']['Category'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MetadataFilterSelection'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MetadataFilterSet'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listTenantMetrics: {
    parameters: {
      query?: {
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['Metric'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getTenantMetric: {
    parameters: {
      query?: {
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
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
          'application/json': components['schemas']['MetricDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getTenantFeatureConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Module (use case) id. */
        moduleId: components['parameters']['ModuleId'];
        /** @description Feature code. */
        featureCode: components['parameters']['FeatureCodePath'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
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
          'application/json': components['schemas']['ConfigEntry'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateTenantFeatureConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Module (use case) id. */
        moduleId: components['parameters']['ModuleId'];
        /** @description Feature code. */
        featureCode: components['parameters']['FeatureCodePath'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConfigValueUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConfigEntry'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  listTenantUserTypes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['UserType'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getTenantUserSummary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['TenantUserSummary'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  lockTenantFeature: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FeatureLock'];
      };
    };
    responses: {
      /** @description Locked. */
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
  unlockTenantFeature: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unlocked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserFeature'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listPurgeRequests: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['PurgeRequestPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createPurgeRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PurgeRequestCreate'];
      };
    };
    responses: {
      /** @description Dry run. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataRemovalPreview'];
        };
      };
      /** @description Scheduled. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PurgeRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  cancelPurgeRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Purge request id. */
        requestId: components['parameters']['RequestId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cancelled. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  resetTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetRequest'];
      };
    };
    responses: {
      /** @description Dry run. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataRemovalPreview'];
        };
      };
      /** @description Reset queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  resetTenantUsecases: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UsecaseResetRequest'];
      };
    };
    responses: {
      /** @description Dry run. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataRemovalPreview'];
        };
      };
      /** @description Reset queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listTenantAgents: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['AgentPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createTenantAgent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AgentWrite'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Agent'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  getTenantAgent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Agent id. */
        agentId: components['parameters']['AgentId'];
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
          'application/json': components['schemas']['Agent'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateTenantAgent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Agent id. */
        agentId: components['parameters']['AgentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AgentWrite'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Agent'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteTenantAgent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Agent id. */
        agentId: components['parameters']['AgentId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listTenantAgentUsecases: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Agent id. */
        agentId: components['parameters']['AgentId'];
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
          'application/json': components['schemas']['UseCasePage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  setTenantAgentUsecases: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Agent id. */
        agentId: components['parameters']['AgentId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AgentUsecases'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Agent'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listAgents: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
          'application/json': components['schemas']['AgentPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createAgent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AgentWrite'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Agent'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getAgent: {
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
          'application/json': components['schemas']['Agent'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateAgent: {
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
        'application/json': components['schemas']['AgentWrite'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Agent'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteAgent: {
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
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listGroups: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
          'application/json': components['schemas']['GroupPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createGroup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GroupWrite'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Group'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getGroup: {
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
          'application/json': components['schemas']['Group'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateGroup: {
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
        'application/json': components['schemas']['GroupWrite'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Group'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteGroup: {
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
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listUsecases: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
          'application/json': components['schemas']['UseCasePage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UseCaseWrite'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UseCase'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
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
          'application/json': components['schemas']['UseCase'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UseCaseWrite'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UseCase'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listUsecaseQuestions: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
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
          'application/json': components['schemas']['UseCaseQuestionPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createUsecaseQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UseCaseQuestionWrite'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UseCaseQuestion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  getUsecaseQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
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
          'application/json': components['schemas']['UseCaseQuestion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateUsecaseQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UseCaseQuestionWrite'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UseCaseQuestion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteUsecaseQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  resetUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Reset queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listUsecaseUsers: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
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
          'application/json': components['schemas']['UsecaseUserPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getUsecaseTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Group id. */
        groupId: components['parameters']['GroupId'];
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
          'application/json': components['schemas']['UsecaseTemplate'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getUsecaseConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
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
          'application/json': components['schemas']['ConfigEntry'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateUsecaseConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConfigValueUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConfigEntry'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  createChat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChatCreate'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Chat'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  locateCitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Citation id (as in an answer's citations). */
        citationId: string;
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
          'application/json': components['schemas']['CitationLocation'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listChatSummaries: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
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
          'application/json': components['schemas']['ChatSummaryPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getChatTrend: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description What to count. */
        type: 'questions' | 'chats' | 'users' | 'votes';
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
          'application/json': components['schemas']['TrendSeriesPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  viewChatSource: {
    parameters: {
      query: {
        /** @description Name of the stored file (no path separators). */
        fileName: string;
        /** @description Anchor inside the file: a page (`page=3`), sheet or section. Without it the whole file is returned. */
        reference?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          'text/plain': string;
          'text/markdown': string;
          'text/html': string;
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listGroupChatSummaries: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Group id. */
        groupId: components['parameters']['GroupId'];
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
          'application/json': components['schemas']['ChatSummaryPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getChatHistory: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
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
          'application/json': components['schemas']['ChatHistory'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  askChatQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChatQuestion'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatAnswer'];
          'text/event-stream': components['schemas']['ChatAnswerStream'];
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
  voteChatMessage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VoteRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createChatInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ChatCreate'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Chat'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listChatSummariesInUsecase: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
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
          'application/json': components['schemas']['ChatSummaryPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listAgentChatSummariesInUsecase: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Agent id. */
        agentId: components['parameters']['AgentId'];
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
          'application/json': components['schemas']['ChatSummaryPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listUserChatSummariesInUsecase: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description E-mail address of the member, URL-encoded. */
        userEmail: components['parameters']['UserEmail'];
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
          'application/json': components['schemas']['ChatSummaryPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getChatConfigInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
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
          'application/json': components['schemas']['ConfigEntry'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateChatConfigInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConfigValueUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConfigEntry'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  getChatConfigurationInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
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
          'application/json': components['schemas']['ChatConfiguration'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateChatConfigurationInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChatConfigurationUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatConfiguration'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  viewChatFileInUsecase: {
    parameters: {
      query: {
        /** @description Name of the stored file (no path separators). */
        filename: string;
        /** @description true: answer the document's metadata as JSON instead of its content. */
        isMetadata?: boolean;
      };
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, or its metadata. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          'text/plain': string;
          'text/markdown': string;
          'text/html': string;
          'text/csv': string;
          'application/json': components['schemas']['DocumentMetadata'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  deleteChatInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getChatHistoryInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
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
          'application/json': components['schemas']['ChatHistory'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  downloadChatInUsecase: {
    parameters: {
      query?: {
        /** @description Transcript format. */
        format?: 'markdown' | 'csv';
      };
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transcript, as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/markdown': string;
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  askChatQuestionInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChatQuestion'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatAnswer'];
          'text/event-stream': components['schemas']['ChatAnswerStream'];
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
  voteChatMessageInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VoteRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  voteChatApproachInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VoteRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listChatCitationsInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
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
          'application/json': components['schemas']['Citation'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getChatCitationInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
        /** @description Citation id. */
        citationId: components['parameters']['CitationId'];
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
          'application/json': components['schemas']['CitationDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  downloadChatCitationInUsecase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
        /** @description Citation id. */
        citationId: components['parameters']['CitationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The source, as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          'text/plain': string;
          'text/markdown': string;
          'text/html': string;
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createChatInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ChatCreate'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Chat'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listChatSummariesInTenant: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['ChatSummaryPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listAgentChatSummariesInTenant: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Agent id. */
        agentId: components['parameters']['AgentId'];
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
          'application/json': components['schemas']['ChatSummaryPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listUserChatSummariesInTenant: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description E-mail address of the member, URL-encoded. */
        userEmail: components['parameters']['UserEmail'];
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
          'application/json': components['schemas']['ChatSummaryPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getChatConfigInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
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
          'application/json': components['schemas']['ConfigEntry'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateChatConfigInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Configuration or metric key. */
        key: components['parameters']['Key'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConfigValueUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConfigEntry'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  getChatConfigurationInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
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
          'application/json': components['schemas']['ChatConfiguration'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateChatConfigurationInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChatConfigurationUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatConfiguration'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  viewChatFileInTenant: {
    parameters: {
      query: {
        /** @description Name of the stored file (no path separators). */
        filename: string;
        /** @description true: answer the document's metadata as JSON instead of its content. */
        isMetadata?: boolean;
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, or its metadata. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          'text/plain': string;
          'text/markdown': string;
          'text/html': string;
          'text/csv': string;
          'application/json': components['schemas']['DocumentMetadata'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  deleteChatInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getChatHistoryInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
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
          'application/json': components['schemas']['ChatHistory'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  downloadChatInTenant: {
    parameters: {
      query?: {
        /** @description Transcript format. */
        format?: 'markdown' | 'csv';
      };
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The transcript, as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/markdown': string;
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  askChatQuestionInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChatQuestion'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatAnswer'];
          'text/event-stream': components['schemas']['ChatAnswerStream'];
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
  voteChatMessageInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VoteRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  voteChatApproachInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VoteRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChatMessage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listChatCitationsInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
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
          'application/json': components['schemas']['Citation'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getChatCitationInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
        /** @description Citation id. */
        citationId: components['parameters']['CitationId'];
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
          'application/json': components['schemas']['CitationDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  downloadChatCitationInTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Tenant id (SPEC writes {tenant-id}). Callers other than system-admin may only name their own tenant. */
        tenantId: components['parameters']['TenantId'];
        /** @description Chat id. */
        chatId: components['parameters']['ChatId'];
        /** @description Message id. */
        messageId: components['parameters']['MessageId'];
        /** @description Approach of the answer. */
        approachType: components['parameters']['ApproachType'];
        /** @description Citation id. */
        citationId: components['parameters']['CitationId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The source, as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          'text/plain': string;
          'text/markdown': string;
          'text/html': string;
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listDocumentAnalyses: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
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
          'application/json': components['schemas']['DocumentAnalysisPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  createDocumentAnalysis: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DocumentAnalysisCreate'];
      };
    };
    responses: {
      /** @description Created (status draft). */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentAnalysis'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getDocumentAnalysis: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
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
          'application/json': components['schemas']['DocumentAnalysis'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateDocumentAnalysis: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DocumentAnalysisUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentAnalysis'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteDocumentAnalysis: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getDocumentAnalysisStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
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
          'application/json': components['schemas']['AnalysisProgress'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  completeDocumentAnalysis: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
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
          'application/json': components['schemas']['DocumentAnalysis'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  configureAnalysisReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReportConfig'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentAnalysis'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  uploadAnalysisDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['DocumentUpload'];
      };
    };
    responses: {
      /** @description Attached; analysis queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentAnalysis'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  deleteAnalysisDocuments: {
    parameters: {
      query: {
        /** @description Documents to remove (repeat the parameter). */
        documentId: string[];
      };
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listAnalysisQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
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
          'application/json': components['schemas']['AnalysisQuestion'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  addAnalysisQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Added. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalysisQuestion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  removeAnalysisQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  regenerateAnalysisAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Queued (status pending). */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalysisQuestion'];
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
  upvoteAnalysisAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
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
          'application/json': components['schemas']['AnalysisQuestion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  downvoteAnalysisAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
        /** @description Question id (of the use case's question base). */
        questionId: components['parameters']['QuestionId'];
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
          'application/json': components['schemas']['AnalysisQuestion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listAnomalyStatuses: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
          'application/json': components['schemas']['AnomalyStatusPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createAnomalyStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnomalyStatusWrite'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnomalyStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getAnomalyStatus: {
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
          'application/json': components['schemas']['AnomalyStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateAnomalyStatus: {
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
        'application/json': components['schemas']['AnomalyStatusWrite'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnomalyStatus'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteAnomalyStatus: {
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
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listAnomalies: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
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
          'application/json': components['schemas']['AnomalyPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createAnomaly: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnomalyCreate'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Anomaly'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getAnomaly: {
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
          'application/json': components['schemas']['Anomaly'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateAnomaly: {
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
        'application/json': components['schemas']['AnomalyUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Anomaly'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteAnomaly: {
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
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  getAnomalyGeoDistribution: {
    parameters: {
      query?: {
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
          'application/json': components['schemas']['AnomalyGeoBucket'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listAnomalyOutliers: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
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
          'application/json': components['schemas']['AnomalyPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getAnomalyDetail: {
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
          'application/json': components['schemas']['AnomalyDetail'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  viewAnomalyReport: {
    parameters: {
      query: {
        /** @description Name of the stored file (no path separators). */
        filename: string;
        /** @description Anchor inside the file: a page (`page=3`), sheet or section. Without it the whole file is returned. */
        reference?: string;
      };
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          'text/plain': string;
          'text/markdown': string;
          'text/html': string;
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  upvoteAnomalyAction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
        /** @description Recommended action id. */
        actionId: components['parameters']['ActionId'];
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
          'application/json': components['schemas']['AnomalyAction'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  downvoteAnomalyAction: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
        /** @description Recommended action id. */
        actionId: components['parameters']['ActionId'];
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
          'application/json': components['schemas']['AnomalyAction'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAnomalyCountsBy: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
        /** @description Dimension to group by. */
        by?: 'severity' | 'status' | 'usecase' | 'location' | 'model' | 'detector' | 'lineOfBusiness';
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
          'application/json': components['schemas']['DashboardBucketPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getAnomalyCountsByLocation: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
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
          'application/json': components['schemas']['DashboardBucketPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getAnomalyCountsByStatus: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
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
          'application/json': components['schemas']['DashboardBucketPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listAnomaliesWithStatus: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Anomaly status id. */
        statusId: components['parameters']['StatusId'];
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
          'application/json': components['schemas']['AnomalyPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getAnomalyCountsByUsecase: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
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
          'application/json': components['schemas']['DashboardBucketPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listAnomaliesOfUsecase: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Use case id. */
        useCaseId: components['parameters']['UseCaseId'];
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
          'application/json': components['schemas']['AnomalyPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getPerformance: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Dimension rows are grouped by. */
        group: 'state' | 'line-of-business' | 'segment' | 'month' | 'model';
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
          'application/json': components['schemas']['PerformanceRowPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getDashboardTrend: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description What the trend shows. */
        type: 'anomalies' | 'filings' | 'rate-change' | 'premium' | 'loss-ratio' | 'claims';
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
          'application/json': components['schemas']['TrendSeriesPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getKnowledgeBaseMetrics: {
    parameters: {
      query?: {
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description What to count. */
        type: 'documents' | 'chunks' | 'questions' | 'citations' | 'votes';
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
          'application/json': components['schemas']['KbMetrics'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getIntelMetrics: {
    parameters: {
      query?: {
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Group id. */
        groupId: components['parameters']['GroupId'];
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
          'application/json': components['schemas']['IntelMetrics'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listIntelFeeds: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
      header?: never;
      path: {
        /** @description Group id. */
        groupId: components['parameters']['GroupId'];
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
          'application/json': components['schemas']['IntelFeedItemPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listIntelSourceTypes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Group id. */
        groupId: components['parameters']['GroupId'];
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
          'application/json': components['schemas']['SourceType'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listModels: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
          'application/json': components['schemas']['ModelPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createModel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ModelWrite'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Model'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getModel: {
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
          'application/json': components['schemas']['Model'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateModel: {
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
        'application/json': components['schemas']['ModelWrite'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Model'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteModel: {
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
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listModelReports: {
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
          'application/json': components['schemas']['ReportListItem'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listModelReportTypes: {
    parameters: {
      query?: {
        /** @description Only the sub-reports of this report. */
        reportId?: string;
      };
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
          'application/json': components['schemas']['SubReport'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getModelReportCharts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id of the resource named by the path segment before it. */
        id: components['parameters']['Id'];
        /** @description Report id. */
        reportId: components['parameters']['ReportId'];
        /** @description Sub-report key. */
        reportType: components['parameters']['ReportType'];
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
          'application/json': components['schemas']['ChartCollection'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getModelStability: {
    parameters: {
      query?: {
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
      };
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
          'application/json': components['schemas']['ModelStability'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  resetModel: {
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
      /** @description Queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  graphql: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GraphQLRequest'];
      };
    };
    responses: {
      /** @description The data and errors. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GraphQLResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  listDataIngestions: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
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
          'application/json': components['schemas']['DataIngestionPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createDataIngestion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['DataIngestionUpload'];
      };
    };
    responses: {
      /** @description Queued. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataIngestion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getOutlierQuadrants: {
    parameters: {
      query?: {
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
        /** @description Use case whose segments to place. */
        usecaseId?: string;
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
          'application/json': components['schemas']['OutlierQuadrants'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getDataIngestion: {
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
          'application/json': components['schemas']['DataIngestion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateDataIngestion: {
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
        'application/json': components['schemas']['DataIngestionUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataIngestion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteDataIngestion: {
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
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listSubscriptions: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
          'application/json': components['schemas']['SubscriptionPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubscriptionWrite'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subscription'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getSubscription: {
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
          'application/json': components['schemas']['Subscription'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateSubscription: {
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
        'application/json': components['schemas']['SubscriptionWrite'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Subscription'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteSubscription: {
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
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
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
          'application/json': components['schemas']['NotificationPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificationCreate'];
      };
    };
    responses: {
      /** @description Sent. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Notification'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  countUnreadNotifications: {
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
          'application/json': components['schemas']['UnreadCount'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  markAllNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Marked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCount'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getNotification: {
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
          'application/json': components['schemas']['Notification'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listGenLookups: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
          'application/json': components['schemas']['GenLookupPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createGenLookup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GenLookupWrite'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenLookup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getGenLookup: {
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
          'application/json': components['schemas']['GenLookup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateGenLookup: {
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
        'application/json': components['schemas']['GenLookupWrite'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GenLookup'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteGenLookup: {
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
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listMetadata: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
          'application/json': components['schemas']['MetadataPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createMetadata: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MetadataWrite'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Metadata'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getMetadata: {
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
          'application/json': components['schemas']['Metadata'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateMetadata: {
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
        'application/json': components['schemas']['MetadataWrite'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Metadata'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteMetadata: {
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
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  listNaicStates: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
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
          'application/json': components['schemas']['NaicStatePage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createNaicState: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NaicStateWrite'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NaicState'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  getNaicState: {
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
          'application/json': components['schemas']['NaicState'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateNaicState: {
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
        'application/json': components['schemas']['NaicStateWrite'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NaicState'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  deleteNaicState: {
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
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  createAdminUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUserCreate'];
      };
    };
    responses: {
      /** @description Created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUser'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
    };
  };
  updateAdminUser: {
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
        'application/json': components['schemas']['AdminUserUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUser'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
    };
  };
  clearCache: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ClearCacheRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClearCacheResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listModuleConfigs: {
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
          'application/json': components['schemas']['ModuleConfig'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getModuleConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Module (use case) id. */
        moduleId: components['parameters']['ModuleId'];
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
          'application/json': components['schemas']['ModuleConfig'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateModuleConfig: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Module (use case) id. */
        moduleId: components['parameters']['ModuleId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ModuleConfigUpdate'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ModuleConfig'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
    };
  };
  listDownVotedAnswers: {
    parameters: {
      query?: {
        /** @description 1-based page number. */
        page?: components['parameters']['Page'];
        /** @description Items per page. */
        pageSize?: components['parameters']['PageSize'];
        /** @description Sort keys, comma-separated, each a field name optionally followed by `:asc` (default) or `:desc`, for example `name` or `detectedAt:desc,severity:desc`. Only sortable fields of the Metadata catalogue are accepted (400, code `invalid_order`). */
        orderBy?: components['parameters']['OrderBy'];
        /** @description Filter expression (ARCHITECTURE §6; built and parsed by @ratelens/domain `buildFilter` / `parseFilter`). Tokens are joined by `,`: a condition `field|op|value`, the logical tokens `and` and `or`, and groups `(` `)`. Ops: eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom op starting with `#`; a `:i` suffix matches case-insensitively (`name|contains:i|mutual`). Inside values `( ) , |` and `\` are escaped with `\`. Parentheses delimit themselves, so commas next to them are optional; the builder writes `groupId|eq|5d1c...,and,(,isActive|eq|true,or,name|startswith:i|comp,)`. `and` binds tighter than `or`, as in SQL. Syntax errors and fields that are not filterable answer 400 with code `invalid_filter` and a detail naming the position. */
        filter?: components['parameters']['Filter'];
      };
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
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
          'application/json': components['schemas']['DownVotedAnswerPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  exportDownVotedAnswers: {
    parameters: {
      query?: {
        /** @description File format. */
        format?: 'csv' | 'json';
      };
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The evaluation set, as an attachment. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
          'application/json': components['schemas']['DownVotedAnswerExport'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  rerunDownVotedAnswers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EvaluationRerunRequest'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EvaluationRerunResult'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getChatActivity: {
    parameters: {
      query?: {
        /** @description Whole days back from today the figures cover (the dashboard date range). */
        days?: components['parameters']['Days'];
        /** @description Weeks at the start of the window that form the reference period. */
        referenceWeeks?: number;
      };
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
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
          'application/json': components['schemas']['ChatActivity'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  askDocumentAnalysis: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Use case id. */
        usecaseId: components['parameters']['UsecaseId'];
        /** @description Document analysis id. */
        analysisId: components['parameters']['AnalysisId'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnalysisFreeQuestion'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnalysisFreeAnswer'];
          'text/event-stream': string;
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
}

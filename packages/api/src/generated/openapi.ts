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
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description RFC 9457 problem details. */
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
    Health: {
      /** @enum {string} */
      status: 'ok';
    };
    AuthorizeResult: {
      /**
       * @description `code`: a one-time code was e-mailed; `oidc`: go to authorizationUrl.
       * @enum {string}
       */
      method: 'code' | 'oidc';
      authorizationUrl?: string;
      message?: string;
    };
    CodeExchangeRequest: {
      /** Format: email */
      email: string;
      code: string;
    };
    RefreshTokenRequest: {
      refreshToken: string;
      idToken?: string;
      /** Format: uuid */
      tenantId?: string;
    };
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
    /** @enum {string} */
    FeatureCode: 'ANM-DSH' | 'COM-AST' | 'DOC-ANL' | 'PRF-ANL' | 'PRF-AST';
    /** @enum {string} */
    RoleName: 'system-admin' | 'tenant-admin' | 'user';
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
  };
  responses: {
    /** @description The request is invalid. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description No valid token. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description The caller's role, tenant or features do not allow this. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description No such resource in the caller's tenant. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
    /** @description Rate limit reached; retry after the number of seconds in Retry-After. */
    TooManyRequests: {
      headers: {
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/problem+json': components['schemas']['Problem'];
      };
    };
  };
  parameters: never;
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
}

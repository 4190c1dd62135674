export { loadConfig, type ServerConfig } from './config.ts';
export { startServer, type RunningServer } from './server.ts';
export { createApp, type RatelensApp, type CreateAppOptions } from './app.ts';
export { withTenant, withSystemAdminRegistry, type TenantTx } from './db/tenant.ts';
export { DEMO_TENANT_IDS, DEMO_TENANTS, DEMO_USERS } from './db/seed.ts';
export { APP_ROLE } from './db/roles.ts';
export type { OperationHandler, OperationHandlers, HandlerContext, AppDeps } from './http/context.ts';
export * from './errors.ts';

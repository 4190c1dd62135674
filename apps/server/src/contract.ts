import type { components } from '@ratelens/api/contract';

/**
 * A schema of the contract (openapi/openapi.yaml, generated into @ratelens/api): services return and take
 * these rather than hand-written copies, so a drift between the code and the contract fails `tsc`.
 */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

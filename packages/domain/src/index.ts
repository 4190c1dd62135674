export * from './roles.ts';
export * from './features.ts';
export * from './catalog.ts';

export { createProgram, runCli } from './program.ts';
export { createNodeDeps, type CliDeps, type CliIo, type ClientFactory } from './deps.ts';
export {
  createFileConfigStore,
  resolveApiUrl,
  resolveConfigDir,
  DEFAULT_API_URL,
  type CliConfig,
  type ConfigStore,
} from './config-store.ts';
export { CliError, EXIT, NOT_SIGNED_IN } from './errors.ts';

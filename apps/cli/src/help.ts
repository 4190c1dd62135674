import { Option, type Command } from 'commander';

export const EXIT_CODES_HELP = `
Exit codes:
  0  success
  1  error (the reason is printed on one line on stderr)
  2  usage error or cancelled
  4  authentication needed: run \`ratelens login\`

Environment:
  RATELENS_API_URL     server address (default: the profile's address in config.json, else http://127.0.0.1:8080/)
  RATELENS_PROFILE     profile to use when --profile is not given (default: "default")
  RATELENS_CONFIG_DIR  settings and credentials (default: $XDG_CONFIG_HOME/ratelens or ~/.config/ratelens)
  NO_COLOR             set to anything to turn colour off

Output: tables on a terminal, tab-separated lines in a pipe, only JSON on stdout with --json;
progress, notes and errors go to stderr. An empty list is not an error.`;

export function apiUrlOption(): Option {
  return new Option('--api-url <url>', 'Ratelens server address (overrides RATELENS_API_URL and the config)');
}

export function withExitCodes(command: Command): Command {
  return command.addHelpText('after', EXIT_CODES_HELP);
}

import { Command, CommanderError } from 'commander';
import { problemMessage } from '@ratelens/api';
import packageJson from '../package.json' with { type: 'json' };
import type { CliDeps } from './deps.ts';
import { CliError, EXIT } from './errors.ts';
import { withExitCodes } from './help.ts';
import { createStyle } from './style.ts';
import { loginCommand } from './commands/auth/login.ts';
import { logoutCommand } from './commands/auth/logout.ts';
import { whoamiCommand } from './commands/auth/whoami.ts';

export function createProgram(deps: CliDeps): Command {
  const program = withExitCodes(
    new Command('ratelens')
      .description('Ratelens from the command line')
      .version(packageJson.version)
      .exitOverride()
      .showSuggestionAfterError()
      .configureOutput({
        writeOut: (text) => deps.io.stdout.write(text),
        writeErr: (text) => deps.io.stderr.write(text),
      }),
  );
  for (const build of [loginCommand, whoamiCommand, logoutCommand]) {
    program.addCommand(build(deps).copyInheritedSettings(program));
  }
  return program;
}

/** Runs one invocation and returns its exit code; never throws and never prints a stack trace. */
export async function runCli(args: string[], deps: CliDeps): Promise<number> {
  const program = createProgram(deps);
  try {
    await program.parseAsync(args, { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed the help, the version, or its one-line usage error
      // (help shown because no command was given counts as a usage error).
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    const style = createStyle(deps.io.stderr, deps.env);
    if (error instanceof CliError) {
      deps.io.stderr.write(`${style.red(error.message)}\n`);
      return error.exitCode;
    }
    deps.io.stderr.write(`${style.red(`unexpected error: ${problemMessage(error)}`)}\n`);
    return EXIT.error;
  }
}

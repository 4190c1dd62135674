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
import { statusCommand as authStatusCommand } from './commands/auth/status.ts';
import { listCommand as usersList } from './commands/users/list.ts';
import { getCommand as usersGet } from './commands/users/get.ts';
import { createCommand as usersCreate } from './commands/users/create.ts';
import { updateCommand as usersUpdate } from './commands/users/update.ts';
import { importCommand as usersImport } from './commands/users/import.ts';
import { sendCommand as invitesSend } from './commands/invites/send.ts';
import { listCommand as invitesList } from './commands/invites/list.ts';
import { cancelCommand as invitesCancel } from './commands/invites/cancel.ts';
import { resendCommand as invitesResend } from './commands/invites/resend.ts';
import { listCommand as requestsList } from './commands/requests/list.ts';
import { approveCommand as requestsApprove } from './commands/requests/approve.ts';
import { declineCommand as requestsDecline } from './commands/requests/decline.ts';
import { listCommand as tenantsList } from './commands/tenants/list.ts';
import { getCommand as tenantsGet } from './commands/tenants/get.ts';
import { createCommand as tenantsCreate } from './commands/tenants/create.ts';
import { activateCommand as tenantsActivate } from './commands/tenants/activate.ts';
import { deactivateCommand as tenantsDeactivate } from './commands/tenants/deactivate.ts';
import { statusCommand as tenantsStatus } from './commands/tenants/set-status.ts';
import { listCommand as featuresList } from './commands/features/list.ts';
import { enableCommand as featuresEnable } from './commands/features/enable.ts';
import { disableCommand as featuresDisable } from './commands/features/disable.ts';
import { uploadCommand as docsUpload } from './commands/docs/upload.ts';
import { analyseCommand as docsAnalyse } from './commands/docs/analyse.ts';
import { questionsCommand as docsQuestions } from './commands/docs/questions.ts';
import { sendCommand as feedbackSend } from './commands/feedback/send.ts';
import { typesCommand as feedbackTypes } from './commands/feedback/types.ts';
import { apiCommand } from './commands/api/request.ts';
import { completionCommand } from './commands/completion/completion.ts';
import { commandGroup } from './options.ts';
import { loadCommand as dataLoad } from './commands/data/load.ts';
import { listCommand as dataList } from './commands/data/list.ts';
import { templateCommand as dataTemplate } from './commands/data/template.ts';
import { listCommand as usecasesList } from './commands/usecases/list.ts';

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
  const groups: Command[] = [
    commandGroup('auth', 'Sign in and out, and see who is signed in where', [
      loginCommand(deps),
      logoutCommand(deps),
      whoamiCommand(deps),
      authStatusCommand(deps),
    ]),
    commandGroup('users', 'Members of your tenant', [
      usersList(deps),
      usersGet(deps),
      usersCreate(deps),
      usersUpdate(deps),
      usersImport(deps),
    ]),
    commandGroup('invites', 'Invitations to join your tenant', [
      invitesSend(deps),
      invitesList(deps),
      invitesCancel(deps),
      invitesResend(deps),
    ]),
    commandGroup('requests', 'Access requests from people without an account', [
      requestsList(deps),
      requestsApprove(deps),
      requestsDecline(deps),
    ]),
    commandGroup('tenants', 'Tenants (system-admin)', [
      tenantsList(deps),
      tenantsGet(deps),
      tenantsCreate(deps),
      tenantsActivate(deps),
      tenantsDeactivate(deps),
      tenantsStatus(deps),
    ]),
    commandGroup('features', 'Feature switches of your tenant (or of --tenant)', [
      featuresList(deps),
      featuresEnable(deps),
      featuresDisable(deps),
    ]),
    commandGroup('docs', 'Document analysis: upload, progress, questions', [
      docsUpload(deps),
      docsAnalyse(deps),
      docsQuestions(deps),
    ]),
    commandGroup('feedback', 'Feedback to the Ratelens team', [feedbackSend(deps), feedbackTypes(deps)]),
    commandGroup('data', 'Data ingestion: load CSV files into your datasets', [
      dataLoad(deps),
      dataList(deps),
      dataTemplate(deps),
    ]),
    commandGroup('usecases', 'Use cases and their ids', [usecasesList(deps)]),
    apiCommand(deps),
    completionCommand(deps, () => program),
    // Shortcuts for the everyday auth commands, as before the auth group existed.
    loginCommand(deps),
    logoutCommand(deps),
    whoamiCommand(deps),
  ];
  for (const command of groups) program.addCommand(inherit(command, program));
  return program;
}

/** Output routing, exit override and suggestions apply to every level of the tree. */
function inherit(command: Command, parent: Command): Command {
  command.copyInheritedSettings(parent);
  for (const child of command.commands) inherit(child, command);
  return command;
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

import { Command } from 'commander';
import { createActor, waitFor } from 'xstate';
import { signInActors, signInMachine } from '@ratelens/machines';
import type { CliDeps } from '../../deps.ts';
import { withProfileApiUrl } from '../../config-store.ts';
import { resolveTarget } from '../../context.ts';
import { profileOption } from '../../options.ts';
import { CliError, EXIT, callFailed } from '../../errors.ts';
import { promptLine } from '../../prompt.ts';
import { openSession } from '../../session.ts';
import { createStyle } from '../../style.ts';
import { apiUrlOption, withExitCodes } from '../../help.ts';

export interface LoginOptions {
  email?: string;
  code?: string;
  /** Step one of the scripted flow: only ask the server to mail a code, exit 0. */
  sendCode?: boolean;
  apiUrl?: string;
  profile?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Signs in with the e-mailed one-time code through signInMachine, as the web app's pages do. Without
 * --code it asks the server to send one and reads it from the terminal; with --code it only exchanges
 * it (so scripts can sign in in two steps).
 */
export async function run(options: LoginOptions, deps: CliDeps): Promise<void> {
  const { io } = deps;
  const style = createStyle(io.stderr, deps.env);
  const { api, profile } = resolveTarget(options, deps);

  let email = options.email?.trim() ?? '';
  if (!email && io.isTTY) email = ((await promptLine(io, 'E-mail address: ')) ?? '').trim();
  if (!email) throw new CliError('no e-mail address: pass --email <address>', EXIT.usage);
  if (!EMAIL.test(email)) throw new CliError(`'${email}' is not an e-mail address`, EXIT.usage);

  const session = openSession(deps, api.url, profile);
  // The sign-in machine the web app's pages use, with its default actors; the CLI keeps the tokens.
  const actor = createActor(
    signInMachine.provide({
      actors: signInActors(session.client),
      actions: { storeTokens: (_, tokens) => session.send({ type: 'SESSION.TOKENS_SET', tokens }) },
    }),
    { input: {} },
  ).start();
  const settle = () =>
    waitFor(actor, (s) => s.status === 'done' || s.matches('codeSent') || s.matches('failed'), {
      timeout: Infinity,
    });

  let code = options.sendCode ? undefined : await givenCode(options, deps);
  if (code === undefined) {
    actor.send({ type: 'SIGN_IN.REQUEST_CODE', email });
    const started = await settle();
    if (started.matches('failed'))
      throw callFailed('could not start sign-in', started.context.error, api.url);
    if (started.matches('redirecting')) {
      throw new CliError(
        `${email} signs in through an identity provider, which the CLI cannot do: sign in at ${started.context.authorization?.authorizationUrl ?? 'the web app'}`,
      );
    }
    if (options.sendCode) {
      io.stderr.write(
        `A sign-in code was sent to ${email}. Finish with: ratelens login --email ${email} --code <code> (or --code - to read it from standard input, or RATELENS_CODE=<code>)\n`,
      );
      return;
    }
    if (!io.isTTY) {
      throw new CliError(
        `a sign-in code was sent to ${email}, but there is no terminal to type it in: run \`ratelens login --email ${email} --code <code>\``,
        EXIT.usage,
      );
    }
    io.stderr.write(`A sign-in code was sent to ${email}. It is valid for 10 minutes.\n`);
    const answer = await promptLine(io, 'Sign-in code: ');
    code = answer?.trim();
    if (!code) throw new CliError('sign-in cancelled: no code entered', EXIT.usage);
  }
  if (!code) throw new CliError('the --code value is empty', EXIT.usage);

  actor.send({ type: 'SIGN_IN.SUBMIT', credential: { kind: 'code', email, code } });
  const signed = await settle();
  if (signed.matches('failed')) throw callFailed('could not sign in', signed.context.error, api.url);
  session.assertSaved();
  // Like `gh auth login --hostname`: the server you signed in to becomes the profile's default.
  if (api.source === 'flag') {
    deps.config.writeConfig(withProfileApiUrl(deps.config.readConfig(), profile, api.url));
  }

  // Only for the greeting: the sign-in itself succeeded already.
  const who = await session.client.GET('/api/profile/userinfo').catch(() => null);
  const user = who?.data;
  const name = user ? `${user.name} <${user.email}> (${user.tenantName}, ${user.roleName})` : email;
  io.stderr.write(`${style.green('✓')} Signed in to ${api.url} as ${style.bold(name)}\n`);
}

/** --code <code>, --code - (one line from standard input), else $RATELENS_CODE; undefined when none. */
async function givenCode(options: LoginOptions, deps: CliDeps): Promise<string | undefined> {
  if (options.code === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of deps.io.stdin) chunks.push(Buffer.from(chunk as Buffer));
    const line = Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0]?.trim() ?? '';
    if (!line) throw new CliError('no code on standard input (--code -)', EXIT.usage);
    return line;
  }
  if (options.code !== undefined) return options.code.trim();
  const fromEnv = deps.env.RATELENS_CODE?.trim();
  return fromEnv ? fromEnv : undefined;
}

export function loginCommand(deps: CliDeps): Command {
  return withExitCodes(
    new Command('login')
      .description('Sign in with a one-time code sent to your e-mail address')
      .option('--email <address>', 'your e-mail address (asked for on a terminal when missing)')
      .option(
        '--code <code>',
        "a sign-in code you already received ('-' reads it from standard input; default $RATELENS_CODE); without it a new code is sent and asked for",
      )
      .option('--send-code', 'only mail a new code and exit 0 (step one of signing in from a script)')
      .addOption(apiUrlOption())
      .addOption(profileOption())
      .action((options: LoginOptions) => run(options, deps)),
  );
}

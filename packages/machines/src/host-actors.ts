/**
 * Default body of every I/O actor: machines declare named actors, and the web app or CLI supplies
 * the real ones with `machine.provide({ actors })`. Forgetting one fails loudly instead of hanging.
 */
export const hostMustProvide = (name: string): Error =>
  new Error(`The host must provide the '${name}' actor with machine.provide({ actors })`);

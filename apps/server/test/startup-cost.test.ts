import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate, openDatabase } from '../src/db/database.ts';
import { compiledSchemaCount } from '../src/http/lazy-schemas.ts';
import { loadSpec } from '../src/http/openapi.ts';
import { bearer, createTestEnv, signIn, type TestEnv } from './helpers.ts';

// Issue 19, start-up: route schemas compile on first use, an up-to-date database skips the migrator,
// the contract is read from the build's JSON when it matches the YAML, and a first PGlite start
// reopens the database after its setup.

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
}, 60_000);

afterAll(async () => {
  await env?.dispose();
});

describe('start-up cost', () => {
  it('times each step, reopens PGlite after the first start only, and skips the migrator once up to date', async () => {
    const first = await createApp(env.config());
    try {
      expect(first.seeded).toBe(true);
      const steps = Object.keys(first.startup.steps);
      expect(steps).toEqual(
        expect.arrayContaining(['contract', 'migrations', 'seed', 'selfChecks', 'ready']),
      );
      expect(steps.includes('reopen')).toBe(first.database.kind === 'pglite');
    } finally {
      await first.close();
    }
    const second = await createApp(env.config());
    try {
      expect(second.seeded).toBe(false);
      expect(Object.keys(second.startup.steps)).not.toContain('reopen');
    } finally {
      await second.close();
    }
    // Nothing left to apply: the one-query check answers without running Kysely's migrator.
    const handles = await openDatabase(env.config());
    try {
      expect(await migrate(handles.admin)).toEqual([]);
    } finally {
      await handles.close();
    }
  }, 240_000);

  it('compiles a route validator on its first request only, and it still refuses bad input', async () => {
    const ratelens = await createApp(env.config());
    try {
      const tokens = await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example');
      const before = compiledSchemaCount();
      const bad = await ratelens.app.inject({
        method: 'GET',
        url: '/api/user?pageSize=0',
        headers: bearer(tokens.id_token),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        errors: [expect.objectContaining({ field: expect.stringMatching(/pageSize/) })],
      });
      const afterFirst = compiledSchemaCount();
      expect(afterFirst).toBeGreaterThan(before);
      const good = await ratelens.app.inject({
        method: 'GET',
        url: '/api/user?pageSize=1',
        headers: bearer(tokens.id_token),
      });
      expect(good.statusCode).toBe(200);
      const afterSecond = compiledSchemaCount();
      // The 200 compiles the list's serializer once; a third call compiles nothing.
      await ratelens.app.inject({
        method: 'GET',
        url: '/api/user?pageSize=1',
        headers: bearer(tokens.id_token),
      });
      expect(compiledSchemaCount()).toBe(afterSecond);
      // Far fewer than all routes' validators and serializers were compiled.
      expect(compiledSchemaCount()).toBeLessThan(100);
    } finally {
      await ratelens.close();
    }
  }, 240_000);

  it('compiles every route schema of the contract when asked to (eager)', async () => {
    const before = compiledSchemaCount();
    const ratelens = await createApp(env.config(), { eagerSchemas: true });
    try {
      const spec = await loadSpec(ratelens.deps.config.openapiPath);
      const withSchemas = spec.operations.filter((o) => Object.keys(o.schema).length > 0).length;
      expect(compiledSchemaCount() - before).toBeGreaterThanOrEqual(withSchemas);
    } finally {
      await ratelens.close();
    }
  }, 240_000);
});

describe('contract cache', () => {
  let dir: string;
  let yamlFile: string;
  let text: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ratelens-contract-'));
    yamlFile = loadConfig({}).openapiPath;
    text = await readFile(yamlFile, 'utf8');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const sha = (s: string) => createHash('sha256').update(s).digest('hex');

  it('reads the JSON made from the same YAML text', async () => {
    const document = parse(text) as { info: { title: string } };
    document.info.title = 'from the cache';
    const cache = path.join(dir, 'same.json');
    await writeFile(cache, JSON.stringify({ source: sha(text), document }));
    const spec = await loadSpec(yamlFile, cache);
    expect((spec.document.info as { title: string }).title).toBe('from the cache');
  });

  it('parses the YAML when the JSON was made from another text, or is not JSON', async () => {
    const stale = path.join(dir, 'stale.json');
    await writeFile(stale, JSON.stringify({ source: sha(`${text}\n# edited`), document: { paths: {} } }));
    const broken = path.join(dir, 'broken.json');
    await writeFile(broken, '{ not json');
    const fromYaml = await loadSpec(yamlFile);
    for (const cache of [stale, broken, path.join(dir, 'missing.json')]) {
      const spec = await loadSpec(yamlFile, cache);
      expect(spec.operations.length).toBe(fromYaml.operations.length);
      expect(spec.operations.length).toBeGreaterThan(200);
    }
  });
});

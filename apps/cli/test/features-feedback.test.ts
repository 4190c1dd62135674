import { describe, expect, it } from 'vitest';
import { fakeApi, runWith, UUID } from './support.ts';

const feature = (code: string, enabled: boolean, n: number) => ({
  id: UUID(n),
  code,
  name: `Feature ${code}`,
  description: `What ${code} does`,
  enabled,
  updateDateTime: '2025-01-01T00:00:00.000Z',
});

describe('ratelens features', () => {
  it('lists the features of your tenant', async () => {
    const api = fakeApi({
      routes: { 'GET /api/user/feature': () => Response.json([feature('DOC-ANL', true, 1)]) },
    });
    const result = await runWith(api, ['features', 'list']);
    expect(result.stdout).toBe('DOC-ANL\tFeature DOC-ANL\tyes\tWhat DOC-ANL does\n');
  });

  it('enables a feature by code through its id', async () => {
    const api = fakeApi({
      routes: {
        'GET /api/user/feature': () =>
          Response.json([feature('DOC-ANL', false, 1), feature('PRF-AST', false, 2)]),
        [`PATCH /api/user/feature/${UUID(2)}/enable`]: () => Response.json(feature('PRF-AST', true, 2)),
      },
    });
    const result = await runWith(api, ['features', 'enable', 'prf-ast']);
    expect(result).toEqual({
      code: 0,
      stdout: '',
      stderr: '✓ PRF-AST (Feature PRF-AST) is on for your tenant\n',
    });
    expect(api.calls.at(-1)?.method).toBe('PATCH');
  });

  it('rejects an unknown feature code with exit 2', async () => {
    const result = await runWith(fakeApi(), ['features', 'disable', 'XYZ']);
    expect(result).toMatchObject({
      code: 2,
      stderr: "<code> must be one of ANM-DSH, COM-AST, DOC-ANL, PRF-ANL, PRF-AST, not 'XYZ'\n",
    });
  });

  it("switches a named tenant's feature with a JSON Patch guarded by a test operation", async () => {
    const id = UUID(9);
    const base = { id, name: 'Birch Insurance', enabledFeatures: ['ANM-DSH', 'DOC-ANL'] };
    let patch: unknown;
    let contentType: string | null = null;
    const api = fakeApi({
      routes: {
        [`GET /api/tenant/${id}`]: () => Response.json(base),
        [`PATCH /api/tenant/${id}`]: (request) => {
          patch = request.body;
          contentType = request.headers.get('Content-Type');
          return Response.json({ ...base, enabledFeatures: ['ANM-DSH'] });
        },
      },
    });
    const result = await runWith(api, ['features', 'disable', 'DOC-ANL', '--tenant', id]);
    expect(result.code).toBe(0);
    expect(contentType).toBe('application/json-patch+json');
    expect(patch).toEqual([
      { op: 'test', path: '/enabledFeatures', value: ['ANM-DSH', 'DOC-ANL'] },
      { op: 'replace', path: '/enabledFeatures', value: ['ANM-DSH'] },
    ]);
    expect(result.stderr).toBe('✓ DOC-ANL is now off for Birch Insurance\n');
  });
});

describe('ratelens feedback', () => {
  const types = () =>
    Response.json([
      { id: UUID(5), name: 'Bug' },
      { id: UUID(6), name: 'Idea' },
    ]);

  it('sends feedback with the type given by name', async () => {
    let body: unknown;
    const api = fakeApi({
      routes: {
        'GET /api/user/feedbacktype': types,
        'POST /api/user/feedback': (request) => {
          body = request.body;
          return Response.json(
            { id: UUID(7), feedbackType: UUID(6), feedbackTypeName: 'Idea' },
            { status: 201 },
          );
        },
      },
    });
    const result = await runWith(api, [
      'feedback',
      'send',
      '--type',
      'idea',
      '--message',
      'Dark mode please',
    ]);
    expect(result).toEqual({ code: 0, stdout: '', stderr: '✓ Feedback sent (Idea). Thank you!\n' });
    expect(body).toEqual({ feedbackType: UUID(6), message: 'Dark mode please', pageUrl: 'cli:ratelens' });
  });

  it('rejects a blank message and an unknown type with exit 2', async () => {
    const api = fakeApi({ routes: { 'GET /api/user/feedbacktype': types } });
    const blank = await runWith(api, ['feedback', 'send', '--type', 'Bug', '--message', '  ']);
    expect(blank).toMatchObject({
      code: 2,
      stderr: 'missing --message <text>: the message must not be blank\n',
    });
    const unknown = await runWith(api, ['feedback', 'send', '--type', 'Rant', '--message', 'x']);
    expect(unknown).toMatchObject({ code: 2, stderr: "unknown feedback type 'Rant': one of Bug, Idea\n" });
  });

  it('lists the feedback types as JSON', async () => {
    const result = await runWith(fakeApi({ routes: { 'GET /api/user/feedbacktype': types } }), [
      'feedback',
      'types',
      '--json',
    ]);
    expect(JSON.parse(result.stdout).items).toEqual([
      { id: UUID(5), name: 'Bug' },
      { id: UUID(6), name: 'Idea' },
    ]);
    expect(result.stderr).toBe('');
  });
});

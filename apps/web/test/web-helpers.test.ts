import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, OPERATION_META } from '@ratelens/api';
import { parseFilter } from '@ratelens/domain';
import {
  READ_TAGS,
  invalidateAfter,
  invalidateTags,
  keyMatchesTags,
  type CacheTag,
} from '../src/app/cache-tags.ts';
import { COPY_FAILED_MESSAGE, copyText } from '../src/app/clipboard.ts';
import { errorMessage } from '../src/app/error-message.ts';
import { usersFilter } from '../src/features/settings/user-management/UsersTable.tsx';
import {
  describeSchema,
  matchesSearch,
  operationsOf,
  type OpenApiDocument,
} from '../src/features/api-reference/openapi-model.ts';

describe('cache tags', () => {
  it.each([
    ['users', '/api/user', true],
    ['users', '/api/tenant/{tenantId}/user/{username}', true],
    ['requests', '/api/user-request/incoming-requests', true],
    ['requests', '/api/user', false],
    ['features', '/api/user/feature', true],
    ['features', '/api/profile/userinfo', true],
    ['usecases', '/api/usecase/{usecaseId}', true],
    ['usecases', '/api/usecase/{usecaseId}/questions', false],
    ['questions', '/api/usecase/{usecaseId}/questions', true],
    ['chats', '/api/usecase/{usecaseId}/chats/{chatId}/history', true],
    ['document-analyses', '/api/usecase/{usecaseId}/docs/analysis/{analysisId}', true],
    ['tenants', '/api/tenant', true],
    ['configs', '/api/admin/config/{moduleId}', true],
    ['agents', '/api/tenant/{tenantId}/agent', true],
    ['anomalies', '/api/dashboard/anomaly/status', true],
  ] as const)('tag %s covers %s: %s', (tag, path, covered) => {
    expect(keyMatchesTags(['get', path], [tag])).toBe(covered);
  });

  it('reads each cached GET under exactly the tags its operation declares in the contract', () => {
    const gets = Object.values(OPERATION_META).filter((op) => op.method === 'get');
    expect(READ_TAGS.size).toBe(gets.length);
    const all = new Set<CacheTag>(Object.values(OPERATION_META).flatMap((op) => op.cacheTags));
    for (const op of gets) {
      for (const tag of all) {
        expect(keyMatchesTags(['get', op.path], [tag]), `${op.path} ${tag}`).toBe(
          (op.cacheTags as readonly CacheTag[]).includes(tag),
        );
      }
    }
  });

  it('refreshes after a write what its x-cache-tags name', async () => {
    const client = new QueryClient();
    for (const path of ['/api/tenant', '/api/user/feature', '/api/user', '/api/group']) {
      client.setQueryData(['get', path], []);
    }
    await invalidateAfter(client, 'patchTenant');
    const stale = (path: string) => client.getQueryState(['get', path])?.isInvalidated;
    expect([
      stale('/api/tenant'),
      stale('/api/user/feature'),
      stale('/api/user'),
      stale('/api/group'),
    ]).toEqual([true, true, false, false]);
  });

  it('matches openapi-react-query keys by their path template', () => {
    expect(keyMatchesTags(['get', '/api/user', { params: { query: { page: 1 } } }], ['users'])).toBe(true);
    expect(keyMatchesTags(['get', '/api/group'], ['users'])).toBe(false);
    expect(keyMatchesTags(['profile'], ['users'])).toBe(false);
  });

  it('invalidates only the queries under the given tags', async () => {
    const client = new QueryClient();
    client.setQueryData(['get', '/api/user/feature'], []);
    client.setQueryData(['get', '/api/group'], []);
    await invalidateTags(client, 'features');
    expect(client.getQueryState(['get', '/api/user/feature'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['get', '/api/group'])?.isInvalidated).toBe(false);
  });
});

describe('errorMessage', () => {
  it('says a 501 means the server has not built that part yet', () => {
    const problem = {
      type: 'x',
      title: 'Not implemented',
      status: 501,
      code: 'not_implemented',
      detail: 'The operation listAnomalies is not implemented yet',
    };
    expect(errorMessage(problem)).toBe(
      'This part of Ratelens is not available on the server yet (The operation listAnomalies is not implemented yet).',
    );
    expect(errorMessage(new ApiError('HTTP_ERROR', 'x', { status: 501, data: problem }))).toContain(
      'not available',
    );
  });

  it('uses the detail of a problem and lists field errors', () => {
    expect(
      errorMessage({
        type: 'x',
        title: 'Bad request',
        status: 400,
        code: 'validation_failed',
        detail: 'Invalid body',
        errors: [{ field: 'email', message: 'must be an e-mail' }],
      }),
    ).toBe('Invalid body (email: must be an e-mail)');
  });

  it('explains transport failures and never answers an empty string', () => {
    expect(errorMessage(new ApiError('FETCH_ERROR', ''))).toMatch(/Could not reach/);
    expect(errorMessage(undefined)).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new Error('boom'))).toBe('boom');
  });
});

describe('copyText', () => {
  it('writes to the clipboard', async () => {
    const writeText = vi.fn(async () => undefined);
    const alert = vi.fn();
    await expect(copyText('abc', { clipboard: { writeText } as unknown as Clipboard, alert })).resolves.toBe(
      true,
    );
    expect(writeText).toHaveBeenCalledWith('abc');
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the SPEC alert when the browser refuses', async () => {
    const alert = vi.fn();
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    await expect(copyText('abc', { clipboard: { writeText } as unknown as Clipboard, alert })).resolves.toBe(
      false,
    );
    expect(alert).toHaveBeenCalledWith('Failed to copy text. Please try again.');
    expect(COPY_FAILED_MESSAGE).toBe('Failed to copy text. Please try again.');
  });
});

describe('usersFilter', () => {
  it('is empty without criteria', () => {
    expect(usersFilter('  ', null, null)).toBeUndefined();
  });

  it('builds a filter the domain parser reads back', () => {
    const text = usersFilter('sam, (x)', 'user', 'inactive');
    expect(text).toBe(
      '(,name|contains:i|sam\\, \\(x\\),or,email|contains:i|sam\\, \\(x\\),),and,roleName|eq|user,and,active|eq|false',
    );
    expect(parseFilter(text ?? '')).not.toBeNull();
  });
});

describe('openapi model', () => {
  const doc: OpenApiDocument = {
    info: { title: 'T', version: '1' },
    paths: {
      '/api/user/{username}': {
        parameters: [{ $ref: '#/components/parameters/Username' }],
        get: {
          operationId: 'getUser',
          summary: 'Get a member',
          tags: ['user'],
          'x-roles': ['tenant-admin'],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } },
            },
            '404': { $ref: '#/components/responses/NotFound' },
          },
        },
      },
    },
    components: {
      parameters: { Username: { name: 'username', in: 'path', required: true, schema: { type: 'string' } } },
      responses: { NotFound: { description: 'Not found' } },
    },
  };

  it('lists operations with shared parameters and resolved responses', () => {
    const [op] = operationsOf(doc);
    expect(op?.id).toBe('getUser');
    expect(op?.parameters.map((p) => p.name)).toEqual(['username']);
    expect(op?.responses).toEqual([
      { status: '200', description: 'ok', schema: { $ref: '#/components/schemas/User' } },
      { status: '404', description: 'Not found', schema: undefined },
    ]);
    expect(op && matchesSearch(op, 'USERNAME')).toBe(true);
    expect(op && matchesSearch(op, 'getuser')).toBe(true);
    expect(op && matchesSearch(op, 'tenant')).toBe(false);
  });

  it('describes schemas in one line', () => {
    expect(describeSchema({ type: 'array', items: { $ref: '#/components/schemas/Role' } })).toBe(
      'array of Role',
    );
    expect(describeSchema({ type: ['string', 'null'], format: 'date-time' })).toBe(
      'string | null (date-time)',
    );
    expect(describeSchema({ enum: ['a', 'b'] })).toBe('"a" | "b"');
  });
});

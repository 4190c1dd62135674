import { describe, expect, it } from 'vitest';
import { isTenantScoped } from '../src/http/context.ts';
import { defineOperation, defineOperations } from '../src/http/operation.ts';
import { FileAnswer, REPLY_WRITTEN } from '../src/http/file-answer.ts';

/*
 * The type checks of this file run in `npm run typecheck -w @ratelens/server` (tsc compiles test/): every
 * `@ts-expect-error` below must meet an error, so if defineOperation stopped typing a handler by its
 * contract the directive would be unused and tsc would fail.
 */
const typed = defineOperations({
  health: { tenant: 'public', run: async () => ({ status: 'ok' }) },
  // @ts-expect-error the Health schema's status is a string; a number is the wrong shape
  ready: { tenant: 'public', run: async () => ({ status: 1 }) },
  getGroup: {
    tenant: 'caller',
    // @ts-expect-error a Group needs id, name, isActive...; a bare name is not one
    run: async (ctx) => ({ name: ctx.path.id }),
  },
  deleteGroup: {
    tenant: 'caller',
    // @ts-expect-error deleteGroup answers 204: a body is not allowed
    run: async () => ({ deleted: true }),
  },
  updateGroup: {
    tenant: 'caller',
    run: async (ctx) => {
      // @ts-expect-error the GroupWrite body has no field `title`
      void ctx.body.title;
      // @ts-expect-error the path of updateGroup names `id`, not `groupId`
      void ctx.path.groupId;
      return {
        id: ctx.path.id,
        name: ctx.body.name,
        description: ctx.body.description ?? null,
        isActive: ctx.body.isActive ?? true,
        usecaseCount: 0,
        createdDateTime: '2026-01-01T00:00:00.000Z',
        updateDateTime: '2026-01-01T00:00:00.000Z',
      };
    },
  },
  listGroups: {
    tenant: 'caller',
    run: async (ctx) => {
      // @ts-expect-error page is a number after validation, not a string
      const page: string = ctx.query.page;
      void page;
      return { items: [], page: 1, pageSize: 20, total: 0 };
    },
  },
});

defineOperations({
  // @ts-expect-error an operationId the contract does not hold cannot be registered
  noSuchOperation: { tenant: 'public', run: async () => undefined },
});

// A file answer is allowed only where the contract answers a file (a `string` body).
const file = new FileAnswer('attachment', { filename: 'a.csv', contentType: 'text/csv', body: 'a\r\n' });
defineOperations({
  downloadChatInTenant: { tenant: 'acting', run: async () => file },
  // @ts-expect-error a chat history is JSON: a file is the wrong answer
  getChatHistoryInTenant: { tenant: 'acting', run: async () => file },
  // @ts-expect-error asking answers a ChatAnswer (or a stream it writes); a bare message is not one
  askChatQuestion: { tenant: 'none', run: async () => ({ question: 'x' }) },
  // @ts-expect-error writing the reply itself is for operations that answer a stream or a file
  getChatHistory: { tenant: 'acting', run: async () => REPLY_WRITTEN },
});

// @ts-expect-error defineOperation checks the handler against the operation it names
defineOperation('health', { tenant: 'public', run: async () => ({ items: [] }) });

describe('defineOperation', () => {
  it('registers each operation under its operationId, tenant ones on the held transaction', () => {
    expect(Object.keys(typed).sort()).toEqual(
      ['deleteGroup', 'getGroup', 'health', 'listGroups', 'ready', 'updateGroup'].sort(),
    );
    expect(isTenantScoped(typed.getGroup)).toBe(true);
    expect(isTenantScoped(typed.health)).toBe(false);
    expect(
      isTenantScoped(
        defineOperation('listTenantAgents', {
          tenant: 'acting',
          run: async () => ({ items: [], page: 1, pageSize: 20, total: 0 }),
        }),
      ),
    ).toBe(true);
  });
});

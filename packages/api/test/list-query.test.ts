import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, FilterSyntaxError, filter, parseFilter } from '@ratelens/domain';
import { describe, expect, it } from 'vitest';
import { createApiClient, filterString, listQuery } from '../src/index.ts';
import { json } from './fake-api.ts';

const GROUP_ID = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('listQuery', () => {
  it('defaults to page 1 and page size 20 and carries nothing undefined', () => {
    const query = listQuery();
    expect(query).toEqual({ page: 1, pageSize: 20 });
    expect([DEFAULT_PAGE, DEFAULT_PAGE_SIZE]).toEqual([1, 20]);
    expect(Object.keys(listQuery({ orderBy: undefined, filter: undefined, days: undefined }))).toEqual([
      'page',
      'pageSize',
    ]);
  });

  it('keeps what the caller gave', () => {
    expect(
      listQuery({ page: 3, pageSize: 5, orderBy: 'name', filter: 'isActive|eq|true', days: 90 }),
    ).toEqual({
      page: 3,
      pageSize: 5,
      orderBy: 'name',
      filter: 'isActive|eq|true',
      days: 90,
    });
    expect(listQuery({ orderBy: ['detectedAt:desc', 'severity:desc'] }).orderBy).toBe(
      'detectedAt:desc,severity:desc',
    );
  });

  it('drops an empty filter and an empty orderBy', () => {
    expect(listQuery({ filter: '', orderBy: '' })).toEqual({ page: 1, pageSize: 20 });
    expect(listQuery({ filter: null, orderBy: [] })).toEqual({ page: 1, pageSize: 20 });
  });

  it('builds the filter through the domain builder or from its AST', () => {
    const built = filter().where('groupId', 'eq', GROUP_ID).and().where('isActive', 'eq', true);
    const text = `groupId|eq|${GROUP_ID},and,isActive|eq|true`;
    expect(listQuery({ filter: built }).filter).toBe(text);
    expect(listQuery({ filter: parseFilter(text) }).filter).toBe(text);
    expect(filterString(filter().where('name', 'contains:i', 'a,b'))).toBe('name|contains:i|a\\,b');
    expect(filterString(filter())).toBeUndefined();
  });

  it('throws the builder error for an unfinished filter', () => {
    expect(() => listQuery({ filter: filter().where('isActive', 'eq', true).and() })).toThrow(
      FilterSyntaxError,
    );
  });

  it('rejects a page, page size or day count that is not a whole number of at least 1', () => {
    expect(() => listQuery({ page: 0 })).toThrow(RangeError);
    expect(() => listQuery({ pageSize: 2.5 })).toThrow(
      'pageSize must be a whole number of at least 1, not 2.5',
    );
    expect(() => listQuery({ days: Number.NaN })).toThrow(/days/);
  });

  it('becomes the query string of a list call', async () => {
    const urls: string[] = [];
    const fetch = ((request: Request) => {
      urls.push(request.url);
      return Promise.resolve(json({ items: [], page: 1, pageSize: 100, total: 0 }));
    }) as typeof globalThis.fetch;
    const client = createApiClient({ baseUrl: 'http://api.test/', fetch });
    await client.GET('/api/usecase', {
      params: {
        query: listQuery({
          pageSize: 100,
          orderBy: 'name',
          filter: filter().where('groupId', 'eq', GROUP_ID).and().where('isActive', 'eq', true),
        }),
      },
    });
    const url = new URL(urls[0] ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      pageSize: '100',
      orderBy: 'name',
      filter: `groupId|eq|${GROUP_ID},and,isActive|eq|true`,
    });
  });
});

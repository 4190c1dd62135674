import { describe, expect, it } from 'vitest';
import { withChanges, workspaceStateFrom } from '../src/features/intelligence/workspace-state.ts';
import { capitalise, percent, plural, quantile, usd } from '../src/features/intelligence/workspace-format.ts';
import { chatCrumbs, orderApproaches } from '../src/features/assistant/chat-crumbs.ts';

const state = (query: string) => workspaceStateFrom(new URLSearchParams(query));

describe('the competitive-intelligence workspace state in the URL', () => {
  it('defaults to a year, no filter, the filings map and the newest submissions first', () => {
    expect(state('')).toMatchObject({
      days: 365,
      search: '',
      filterText: undefined,
      mapMetric: 'filings',
      orderBy: 'submittedDate:desc',
      sorting: [{ id: 'submittedDate', desc: true }],
      page: 1,
      pageSize: 20,
    });
  });

  it('keeps only the windows the screen offers', () => {
    expect(state('days=180').days).toBe(180);
    expect(state('days=42').days).toBe(365);
    expect(state('days=abc').days).toBe(365);
  });

  it('compiles filters, the tracking-number search and valid ranges into one filter text', () => {
    const s = state('state=CO&status=approved&q=%20ABC-1%20&reqMin=2.5&to=2026-06-30');
    expect(s.filters).toMatchObject({ state: 'CO', status: 'approved', carrier: null });
    expect(s.filterText).toBe(
      'state|eq|CO,and,status|eq|approved,and,trackingNumber|contains:i|ABC-1,and,requestedRateChange|ge|2.5,and,submittedDate|le|2026-06-30',
    );
  });

  it('leaves out ranges the filter grammar could not carry, but keeps them for the fields', () => {
    const s = state('reqMin=ten&from=30/06/2026');
    expect(s.filterText).toBeUndefined();
    expect(s.ranges.reqMin).toBe('ten');
  });

  it('reads the approved-change map, page, size and a multi-column sort', () => {
    const s = state('map=approved&page=3&size=50&sort=carrier:asc,state:desc');
    expect(s.mapMetric).toBe('approved');
    expect(s.page).toBe(3);
    expect(s.pageSize).toBe(50);
    expect(s.sorting).toEqual([
      { id: 'carrier', desc: false },
      { id: 'state', desc: true },
    ]);
    expect(state('page=-4').page).toBe(1);
    expect(state('page=x&size=y')).toMatchObject({ page: 1, pageSize: 20 });
  });

  it('changes parameters, removes emptied ones and goes back to page 1 unless paging', () => {
    const current = new URLSearchParams('state=CO&page=4&q=abc');
    expect(withChanges(current, { state: 'TX', q: '' }).toString()).toBe('state=TX');
    expect(withChanges(current, { page: '5' }, true).toString()).toBe('state=CO&page=5&q=abc');
    expect(withChanges(current, { carrier: null }).toString()).toBe('state=CO&q=abc');
    expect(current.toString()).toBe('state=CO&page=4&q=abc');
  });
});

describe('the workspace figures', () => {
  it('writes missing values as a dash, percentages to one decimal and dollars whole', () => {
    expect(percent(null)).toBe('–');
    expect(percent(undefined)).toBe('–');
    expect(percent(3.456)).toBe('3.5%');
    expect(usd(null)).toBe('–');
    expect(usd(1234567.8)).toBe('$1,234,568');
    expect(usd(-50)).toBe('-$50');
  });

  it('agrees the noun with the count and capitalises hyphenated words', () => {
    expect(plural(1, 'filing')).toBe('1 filing');
    expect(plural(1200, 'filing')).toBe('1,200 filings');
    expect(plural(2, 'carrier', 'carriers here')).toBe('2 carriers here');
    expect(capitalise('rate-and-rule')).toBe('Rate and rule');
  });

  it('interpolates quantiles of a sorted list', () => {
    expect(quantile([], 0.5)).toBeNull();
    expect(quantile([4], 0.25)).toBe(4);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([0, 10], 0.25)).toBe(2.5);
  });
});

describe('the chat screen helpers', () => {
  it('builds the SPEC chat chain below a base path', () => {
    expect(chatCrumbs('/assist', {})).toEqual([]);
    expect(
      chatCrumbs('/assist', { chatId: 'c', messageId: 'm', approachType: 'data', citationId: 'x' }),
    ).toEqual([
      { label: 'Chat', url: '/assist/c' },
      { label: 'Message', url: '/assist/c/messages/m' },
      { label: 'From data', url: '/assist/c/messages/m/approach/data' },
      { label: 'Citation', url: '/assist/c/messages/m/approach/data/citations/x' },
    ]);
  });

  it('puts the configured default approach first without changing the answers', () => {
    const answers = [{ approach: 'documents' as const }, { approach: 'data' as const }];
    expect(orderApproaches(answers, 'data').map((a) => a.approach)).toEqual(['data', 'documents']);
    expect(orderApproaches(answers, 'documents').map((a) => a.approach)).toEqual(['documents', 'data']);
    expect(answers[0]!.approach).toBe('documents');
  });
});

import { describe, expect, it } from 'vitest';
import { summaryCharts } from '../src/features/ai-activity/summary-figures.ts';

const UC = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';
const OTHER = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a02';
const GONE = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a09';
const AGENT = '00000000-0000-4000-8000-0000000000a1';
const IDLE = '00000000-0000-4000-8000-0000000000a2';

let n = 0;
const chat = (
  usecaseId: string | null,
  username: string,
  messageCount: number,
  agentId: string | null = null,
) => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  title: 'A chat',
  usecaseId,
  agentId,
  agentName: null,
  username,
  messageCount,
  lastQuestion: null,
  lastMessageAt: '2026-11-24T10:00:00Z',
  createdDateTime: '2026-11-24T09:00:00Z',
});

const charts = summaryCharts({
  chats: [
    chat(UC, 'ada@acme.example', 4, AGENT),
    chat(UC, 'Ada@acme.example', 2),
    chat(UC, 'sam@acme.example', 6),
    chat(UC, 'sam@acme.example', 2, AGENT),
    chat(OTHER, 'sam@acme.example', 8),
    chat(GONE, 'lee@acme.example', 1),
  ],
  useCases: [
    { id: UC, label: 'Competitive Intelligence' },
    { id: OTHER, label: 'Portfolio Assistant' },
  ],
  useCaseId: UC,
  callerEmail: 'ADA@acme.example',
  agents: [
    { id: AGENT, name: 'Filing scout', yours: 1 },
    { id: IDLE, name: 'Idle agent', yours: 0 },
  ],
});
const byId = Object.fromEntries(charts.map((c) => [c.id, c]));

describe('AI activity chat summaries', () => {
  it('counts chats and messages per use case of the group, other use cases apart', () => {
    expect(byId.group!.table.columns).toEqual(['Chats', 'Messages']);
    expect(byId.group!.table.rows.map((r) => [r.header, ...r.cells])).toEqual([
      ['Competitive Intelligence', '4', '14'],
      ['Portfolio Assistant', '1', '8'],
      ['Other use cases', '1', '1'],
    ]);
    expect(byId.group!.figure.data[0]).toMatchObject({
      orientation: 'h',
      y: ['Competitive Intelligence', 'Portfolio Assistant', 'Other use cases'],
      x: [4, 1, 1],
    });
  });

  it('ranks the members of this use case by chats then messages, addresses compared without case', () => {
    expect(byId.members!.table.rows.map((r) => [r.header, ...r.cells])).toEqual([
      ['sam@acme.example', '2', '8'],
      ['ada@acme.example', '2', '6'],
    ]);
  });

  it("puts every member's chats per agent beside the caller's per-agent totals", () => {
    expect(byId.agents!.table.columns).toEqual(['All members', 'Yours']);
    expect(byId.agents!.table.rows.map((r) => [r.header, ...r.cells])).toEqual([
      ['Filing scout', '2', '1'],
      ['Idle agent', '0', '0'],
      ['No agent', '2', '1'],
    ]);
    expect(byId.agents!.figure.data.map((d) => d.name)).toEqual(['All members', 'Yours']);
  });
});

import type { components } from '@ratelens/api';
import { barChart, COLORS, type ActivityChart } from './activity-figures.ts';

// The SPEC §7 chat summaries on the AI activity screen: the group-scoped summary (every member's chats
// across the group's use cases) and the per-agent summary (the caller's chats with each agent), each a
// bar chart with its data table.

type ChatSummary = components['schemas']['ChatSummary'];

export interface SummaryInput {
  /** Items of the group-scoped chat summary over the period (every use case of the group). */
  chats: ChatSummary[];
  /** The group's use cases, in the order to show them. */
  useCases: { id: string; label: string }[];
  /** The use case this screen is about. */
  useCaseId: string;
  /** The caller's address, to count their own chats without an agent. */
  callerEmail: string;
  /** Active agents with the caller's chat count from the per-agent summary (null while unknown). */
  agents: { id: string; name: string; yours: number | null }[];
}

const MAX_MEMBERS = 15;
const NO_AGENT = 'No agent';
const OTHER_USE_CASE = 'Other use cases';

function tally<K>(items: ChatSummary[], keyOf: (c: ChatSummary) => K) {
  const counts = new Map<K, { chats: number; messages: number }>();
  for (const chat of items) {
    const key = keyOf(chat);
    const entry = counts.get(key) ?? { chats: 0, messages: 0 };
    entry.chats += 1;
    entry.messages += chat.messageCount;
    counts.set(key, entry);
  }
  return counts;
}

function chatsAndMessages(rows: { chats: number; messages: number }[]) {
  return [
    { name: 'Chats', values: rows.map((r) => r.chats), color: COLORS.primary },
    { name: 'Messages', values: rows.map((r) => r.messages), color: COLORS.muted },
  ];
}

/** Chats and messages per use case of the group (the group-scoped summary). */
function byUseCase(input: SummaryInput): ActivityChart {
  const known = new Set(input.useCases.map((u) => u.id));
  const counts = tally(input.chats, (c) =>
    c.usecaseId && known.has(c.usecaseId) ? c.usecaseId : OTHER_USE_CASE,
  );
  const categories = [
    ...input.useCases.map((u) => ({ key: u.id, label: u.label })),
    ...(counts.has(OTHER_USE_CASE) ? [{ key: OTHER_USE_CASE, label: OTHER_USE_CASE }] : []),
  ];
  return barChart({
    id: 'group',
    title: "Chats across the group's use cases",
    rowHeader: 'Use case',
    valueTitle: 'Chats and messages',
    horizontal: true,
    barmode: 'group',
    categories,
    series: chatsAndMessages(categories.map((c) => counts.get(c.key) ?? { chats: 0, messages: 0 })),
  });
}

/** The members who chat most in this use case (the group summary filtered to it). */
function byMember(mine: ChatSummary[]): ActivityChart {
  const counts = [...tally(mine, (c) => c.username.toLowerCase())]
    .sort((a, b) => b[1].chats - a[1].chats || b[1].messages - a[1].messages || a[0].localeCompare(b[0]))
    .slice(0, MAX_MEMBERS);
  return barChart({
    id: 'members',
    title: 'Chats per member in this use case',
    rowHeader: 'Member',
    valueTitle: 'Chats and messages',
    horizontal: true,
    barmode: 'group',
    categories: counts.map(([email]) => ({ key: email, label: email })),
    series: chatsAndMessages(counts.map(([, c]) => c)),
  });
}

/**
 * Chats per agent in this use case: every member's (group summary) beside the caller's own (the per-agent
 * summary's total; chats without an agent have no per-agent summary, so those are counted from the group
 * summary's items of the caller).
 */
function byAgent(input: SummaryInput, mine: ChatSummary[]): ActivityChart {
  const all = tally(mine, (c) => c.agentId ?? NO_AGENT);
  const caller = input.callerEmail.toLowerCase();
  const withoutAgent = mine.filter((c) => c.agentId === null);
  const categories = [
    ...input.agents.map((a) => ({ key: a.id, label: a.name })),
    ...(withoutAgent.length > 0 ? [{ key: NO_AGENT, label: NO_AGENT }] : []),
  ];
  const yours = [
    ...input.agents.map((a) => a.yours ?? 0),
    ...(withoutAgent.length > 0
      ? [withoutAgent.filter((c) => c.username.toLowerCase() === caller).length]
      : []),
  ];
  return barChart({
    id: 'agents',
    title: 'Chats per agent in this use case',
    rowHeader: 'Agent',
    valueTitle: 'Chats',
    barmode: 'group',
    categories,
    series: [
      {
        name: 'All members',
        values: categories.map((c) => all.get(c.key)?.chats ?? 0),
        color: COLORS.primary,
      },
      { name: 'Yours', values: yours, color: COLORS.ok },
    ],
  });
}

export function summaryCharts(input: SummaryInput): ActivityChart[] {
  const mine = input.chats.filter((c) => c.usecaseId === input.useCaseId);
  return [byUseCase(input), byMember(mine), byAgent(input, mine)];
}

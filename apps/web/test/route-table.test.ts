import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { isValidElement } from 'react';
import { routes } from '../src/app/routes.tsx';
import { RequireAdmin, RequireFeature, RequireSystemAdmin } from '../src/app/guards.tsx';

/** Every leaf path with the guards above it: 'admin', 'system-admin' or a feature code. */
function collect(list: RouteObject[], prefix = '', guards: string[] = [], out = new Map<string, string[]>()) {
  for (const route of list) {
    const path = route.index
      ? prefix || '/'
      : route.path
        ? `${prefix}/${route.path}`.replace(/\/+/g, '/')
        : prefix;
    const here = [...guards];
    const element = route.element;
    if (isValidElement(element)) {
      if (element.type === RequireAdmin) here.push('admin');
      if (element.type === RequireSystemAdmin) here.push('system-admin');
      if (element.type === RequireFeature) here.push((element.props as { feature: string }).feature);
    }
    if (route.children) collect(route.children, path, here, out);
    else if (route.lazy || route.Component || route.element) out.set(path || '/', here);
  }
  return out;
}

const table = collect(routes);
const chat = (base: string) => [
  base,
  `${base}/:chatId`,
  `${base}/:chatId/messages/:messageId`,
  `${base}/:chatId/messages/:messageId/approach/:approachType`,
  `${base}/:chatId/messages/:messageId/approach/:approachType/citations/:citationId`,
];

const SPEC: [string, string[]][] = [
  ['/', []],
  ['/anomalies', ['ANM-DSH']],
  ['/anomalies/:anomalyId', ['ANM-DSH']],
  ['/scalar', []],
  ['/scalar-v0', []],
  ['/groups', []],
  ['/groups/:groupId', []],
  ['/groups/:groupId/use-cases', []],
  ['/use-cases', []],
  ['/use-cases/:useCaseId', []],
  ['/use-cases/:useCaseId/models/:modelId', []],
  ['/use-cases/:useCaseId/models/:modelId/reports/:reportId/:subReportId', []],
  ['/use-cases/:useCaseId/document-analysis', ['DOC-ANL']],
  ['/use-cases/:useCaseId/document-analysis/:documentAnalysisId', ['DOC-ANL']],
  ['/use-cases/:useCaseId/document-analysis/history', ['DOC-ANL']],
  ['/use-cases/:useCaseId/document-analysis/question-base', ['DOC-ANL']],
  ...chat('/use-cases/:useCaseId/ai-assistance').map((p): [string, string[]] => [p, ['COM-AST']]),
  ...chat('/use-cases/:useCaseId/user-chat-session/:encodedUserEmail').map((p): [string, string[]] => [
    p,
    ['admin'],
  ]),
  ['/portfolio-outliers', ['PRF-ANL']],
  ['/portfolio-outliers/:useCaseId', ['PRF-ANL']],
  ['/portfolio-outliers/:useCaseId/:anomalyId', ['PRF-ANL']],
  ['/use-cases/:useCaseId/portfolio-assistant', ['PRF-AST']],
  ['/use-cases/:useCaseId/portfolio-assistant/:chatId', ['PRF-AST']],
  ['/settings', []],
  ['/settings/profile', []],
  ['/settings/user-management', ['admin']],
  ['/settings/feature-configurations', ['admin']],
  ['/settings/use-cases-configurations', ['admin']],
  ['/settings/reset', ['admin']],
  ['/settings/reset/reset-data', ['admin']],
  ['/settings/archive', ['admin']],
  // Issue 18: data ingestion for admins, notification subscriptions for everyone.
  ['/settings/data-ingestion', ['admin']],
  ['/settings/notifications', []],
  ['/settings/tenant-configurations', ['system-admin']],
  ['/settings/tenant-configurations/:tenantId', ['system-admin']],
  ['/settings/tenant-configurations/new', ['system-admin']],
  ['/signin', []],
  ['/sso', []],
  ['/verify', []],
  ['/account-access', []],
];

describe('the route table', () => {
  it.each(SPEC)('has %s with exactly its SPEC §2 guard %j', (path, guards) => {
    expect(table.get(path)).toEqual(guards);
  });

  it('loads every screen lazily', () => {
    const eager: string[] = [];
    const walk = (list: RouteObject[]) =>
      list.forEach((route) => {
        if (route.children) walk(route.children);
        else if (!route.lazy && route.path !== 'activate') eager.push(route.path ?? '(index)');
      });
    walk(routes);
    expect(eager).toEqual([]);
  });

  it('ends with a catch-all not-found route', () => {
    expect(table.has('/*')).toBe(true);
  });
});

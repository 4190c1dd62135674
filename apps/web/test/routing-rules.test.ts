import { describe, expect, it } from 'vitest';
import { redirectTarget } from '../src/app/redirect-target.ts';
import { isCollapsedByDefault } from '../src/app/sidebar-state.ts';

describe('redirectTarget', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/settings/profile', '/settings/profile'],
    ['/use-cases/1?tab=2#x', '/use-cases/1?tab=2#x'],
    ['/signin', '/'],
    ['/verify?email=a%40b.co', '/'],
    ['//evil.example/path', '/'],
    ['https://evil.example/', '/'],
  ])('sends a signed-in user with intended path %j to %j', (intended, expected) => {
    expect(redirectTarget(intended)).toBe(expected);
  });
});

describe('isCollapsedByDefault', () => {
  it.each([
    ['/', false],
    ['/anomalies', false],
    ['/portfolio-outliers', false],
    ['/portfolio-outliers/abc', true],
    ['/settings/profile', true],
    ['/use-cases/x/ai-assistance/1', true],
    ['/use-cases/x/document-analysis', true],
    ['/use-cases/x/portfolio-assistant', true],
    ['/use-cases/x/user-chat-session/a', true],
  ])('collapses the sidebar on %s: %s', (path, collapsed) => {
    expect(isCollapsedByDefault(path)).toBe(collapsed);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { outboxSnapshot, waitForSignInMail, withMailboxLock } from './outbox.ts';
import type { E2EServer } from './servers.ts';

interface Fixtures {
  /** Problems the page reported (CSP violations, uncaught errors); the test fails if any remain. */
  pageProblems: string[];
}

export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
          );
        });
      });
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'the page reported CSP violations or uncaught errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Signs in through the real UI: the e-mail form, the code the server wrote to its outbox, the code form.
 * Call it on /signin (or after a protected page sent the browser there).
 */
export async function signIn(page: Page, server: E2EServer, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/signin$/);
  await withMailboxLock(server.dataDir, email, async () => {
    const seen = await outboxSnapshot(server.dataDir);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send sign-in code' }).click();
    await expect(page).toHaveURL(/\/verify\?email=/);
    const mail = await waitForSignInMail(server.dataDir, email, { seen });
    await page.getByLabel('Sign-in code').fill(mail.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
}

/** The signed-in page's id token, for API calls beside the UI (the API takes the id token). */
export async function idToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('id_token'));
  expect(token).toBeTruthy();
  return token!;
}

/** axe-core over the whole page with the WCAG 2.1 A and AA rules. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    // react-aria announces a pending button by pointing its live region at the button's id; once the
    // page has moved on the id dangles for a few seconds. That region is the library's, not ours.
    .exclude('[data-live-announcer]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Signs in on a use case's AI Assistance page, asks a question and opens the answer's 'From data' tab;
 * returns the answer.
 */
export async function askForDataAnswer(page: Page, server: E2EServer, useCaseId: string, question: string) {
  await page.goto(`/use-cases/${useCaseId}/ai-assistance`);
  await signIn(page, server, 'sam@acme-mutual.example');
  await page.goto(`/use-cases/${useCaseId}/ai-assistance`);
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(page).toHaveURL(/\/ai-assistance\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const answer = page.locator('.chat__message--assistant').first();
  await expect(answer.getByRole('tab').first()).toBeVisible({ timeout: 30_000 });
  await answer.getByRole('tab', { name: 'From data' }).click();
  return answer;
}

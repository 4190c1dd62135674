import { expect, expectNoAxeViolations, idToken, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

const COMP_INTEL = '9b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a01';
const QUESTION = 'What 20-year hail loss ratio does the catastrophe provision use?';

test('a new chat offers the active agents, and the picked one answers the chat it creates', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const path = `/use-cases/${COMP_INTEL}/ai-assistance`;
  await page.goto(path);
  await signIn(page, mainServer, 'ada@acme-mutual.example');
  const auth = { Authorization: `Bearer ${await idToken(page)}` };
  // Two agents of this run, named to come first in the sign-in loading (active agents by name, 5).
  const stamp = Date.now();
  const created: { id: string; name: string }[] = [];
  for (const name of [`AAA agent ${stamp} one`, `AAA agent ${stamp} two`]) {
    const response = await page.request.post('/api/agent', {
      headers: auth,
      data: { name, approach: 'documents', isActive: true },
    });
    expect(response.status()).toBe(201);
    created.push({ id: ((await response.json()) as { id: string }).id, name });
  }
  try {
    // A tab opened on the stored session runs the sign-in loading again, agents included.
    await page.goto(path);
    const agent = page.getByRole('button', { name: / Agent$/ });
    await expect(agent).toContainText('Select an agent');
    await expectNoAxeViolations(page);

    await agent.click();
    await page.getByRole('option', { name: created[1]!.name }).click();
    await expect(agent).toContainText(created[1]!.name);

    // The chat the question creates is answered by the picked agent (the browser sends the body as a
    // stream, so the server's answer tells what it received).
    const createCall = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/api/usecase/${COMP_INTEL}/chats`,
    );
    const box = page.getByLabel('Your question');
    await box.fill(QUESTION);
    await box.press('Enter');
    const response = await createCall;
    expect(response.status()).toBe(201);
    expect(((await response.json()) as { agentId: string | null }).agentId).toBe(created[1]!.id);
    await expect(page).toHaveURL(/\/ai-assistance\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  } finally {
    for (const { id } of created) await page.request.delete(`/api/agent/${id}`, { headers: auth });
  }
});

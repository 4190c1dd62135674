import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';
import { mainServer } from './support/servers.ts';

test('feedback is sent from the header dialog, stored by the server and confirmed by a toast', async ({
  page,
}) => {
  await page.goto('/settings/profile');
  await signIn(page, mainServer, 'sam@acme-mutual.example');

  await page.getByRole('button', { name: 'Share your Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your Feedback' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send Feedback' });
  const typeSelect = dialog.getByRole('button', { name: /Select Feedback Type/ });
  await expect(typeSelect).toBeVisible();
  await expect(dialog.getByText('What type of feedback are you providing?')).toBeVisible();
  // No message box and no sending before a type is chosen.
  await expect(dialog.getByLabel('Your Message')).toHaveCount(0);
  await expect(send).toBeDisabled();
  await expectNoAxeViolations(page);

  await typeSelect.click();
  await page.getByRole('option', { name: 'Feature request' }).click();
  const message = dialog.getByRole('textbox', { name: /Your Message/ });
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('placeholder', 'Please provide details about your feedback');
  await expect(send).toBeDisabled();
  await message.fill('   ');
  await expect(send).toBeDisabled();

  const text = `Please add a CSV export of the filings table (${Date.now()})`;
  await message.fill(text);
  await expect(send).toBeEnabled();
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/feedback') && response.request().method() === 'POST',
  );
  await send.click();
  const response = await stored;
  expect(response.status()).toBe(201);
  const body = (await response.json()) as {
    id: string;
    message: string;
    pageUrl: string;
    feedbackTypeName: string;
  };
  expect(body.message).toBe(text);
  expect(body.feedbackTypeName).toBe('Feature request');
  expect(body.pageUrl).toBe(`${mainServer.baseURL}/settings/profile`);

  await expect(dialog).toHaveCount(0);
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText('Feedback submitted successfully!')).toBeVisible();
});

test('the toast area takes focus with F8, closes by its button and by a swipe right', async ({ page }) => {
  await page.goto('/');
  await signIn(page, mainServer, 'sam@acme-mutual.example');
  const region = page.getByRole('region', { name: /Notifications/ });

  const sendFeedback = async (text: string) => {
    await page.getByRole('button', { name: 'Share your Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share your Feedback' });
    await dialog.getByRole('button', { name: /Select Feedback Type/ }).click();
    await page.getByRole('option', { name: 'Other' }).click();
    await dialog.getByRole('textbox', { name: /Your Message/ }).fill(text);
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(region.getByText('Feedback submitted successfully!')).toBeVisible();
  };

  await sendFeedback('first');
  await page.keyboard.press('F8');
  await expect(region).toBeFocused();
  await region.getByRole('button', { name: 'Close notification' }).click();
  await expect(region.getByText('Feedback submitted successfully!')).toHaveCount(0);

  await sendFeedback('second');
  const toast = region.locator('.rl-toast');
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast has no box');
  // A short drag springs back; a drag past 50 px dismisses.
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 45, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(toast).toHaveCount(1);
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 90, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);

  await sendFeedback('third');
  // SPEC §9: toasts close by themselves after 5 seconds.
  await expect(region.getByText('Feedback submitted successfully!')).toHaveCount(0, { timeout: 8_000 });
});

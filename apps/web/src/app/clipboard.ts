/** SPEC §8 text of the alert shown when copying fails. */
export const COPY_FAILED_MESSAGE = 'Failed to copy text. Please try again.';

/**
 * The one copy helper of the app: writes to the clipboard and, when the browser refuses (no permission,
 * insecure context), tells the user with the SPEC alert. Resolves to whether the text was copied.
 */
export async function copyText(
  text: string,
  { clipboard = globalThis.navigator?.clipboard, alert = (message: string) => window.alert(message) } = {},
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('The clipboard is not available');
    await clipboard.writeText(text);
    return true;
  } catch {
    alert(COPY_FAILED_MESSAGE);
    return false;
  }
}

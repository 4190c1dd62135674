/** SPEC §2: the sidebar starts collapsed on these work-area paths, which need the width. */
const COLLAPSED_PATH_PARTS = [
  'ai-assistance',
  'document-analysis',
  'portfolio-outliers/',
  'portfolio-assistant',
  'user-chat-session',
  'settings',
] as const;

export function isCollapsedByDefault(pathname: string): boolean {
  return COLLAPSED_PATH_PARTS.some((part) => pathname.includes(part));
}

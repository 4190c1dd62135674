const PUBLIC_PATHS = ['/signin', '/sso', '/verify', '/account-access'];

/**
 * Where a signed-in user goes from a public page: the remembered path when it is an app path, never
 * a public page (that would loop) nor anything off this origin (an open redirect).
 */
export function redirectTarget(intendedPath: string | null): string {
  if (!intendedPath || !intendedPath.startsWith('/') || intendedPath.startsWith('//')) return '/';
  const pathname = intendedPath.split(/[?#]/)[0] ?? '/';
  return PUBLIC_PATHS.includes(pathname) ? '/' : intendedPath;
}

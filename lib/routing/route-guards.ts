/**
 * Route guards of spec section 2: expert pages need the expert session cookie, and the expert login page is
 * closed to a visitor who already has one. Returns the locale-less path to redirect to, or undefined.
 */
export function guardRedirect(path: string, hasExpertSession: boolean): string | undefined {
  const normalized = path.replace(/\/+$/, '') || '/';
  if (normalized === '/expert/login') return hasExpertSession ? '/expert' : undefined;
  if (normalized === '/expert' || normalized.startsWith('/expert/')) {
    return hasExpertSession ? undefined : '/expert/login';
  }
  return undefined;
}

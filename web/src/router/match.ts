/** Path patterns such as '/groups/:id': exact segment matches, `:name` captures one segment. */
export type RouteParams = Record<string, string>;

export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  const params: RouteParams = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index]!;
    if (part.startsWith(':')) {
      params[part.slice(1)] = safeDecode(actual);
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

/** A trailing slash is forgiven: '/groups/' is '/groups'. */
function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function findRoute<T extends { path: string }>(routes: readonly T[], pathname: string) {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/**
 * A request's route template (`/[cat]/[detail]`), never its URL, for the metrics' labels (issue
 * #37): read from Next's routes manifest of the build being served, so the set of labels is the
 * set of the app's routes, whatever URLs visitors make up.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestRoute {
  readonly page: string;
  readonly regex: string;
}

interface RoutesManifest {
  readonly staticRoutes?: readonly ManifestRoute[];
  readonly dynamicRoutes?: readonly ManifestRoute[];
}

export type RouteOf = (url: string | undefined) => string;

/** The template of anything that matches no route of the app. */
export const UNMATCHED = 'unmatched';

const REMEMBERED_PATHS = 1_000;

export function routeTemplates(manifest: RoutesManifest): RouteOf {
  // The web server's own health answers are not Next routes.
  const statics = new Set(['/', '/healthz', '/readyz', ...(manifest.staticRoutes ?? []).map((route) => route.page)]);
  const dynamics = (manifest.dynamicRoutes ?? []).map((route) => ({ page: route.page, pattern: new RegExp(route.regex) }));
  const templateOf = (pathname: string): string => {
    if (pathname.startsWith('/_next/')) return '/_next/*';
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    if (statics.has(trimmed)) return trimmed;
    for (const route of dynamics) if (route.pattern.test(pathname)) return route.page;
    return UNMATCHED;
  };
  // The pages asked for most (cached ones) are few: remembered, their template costs a lookup
  // instead of trying the dynamic routes' patterns on every request (about 1 µs of a cached
  // page's ~60 µs, bench/README.md). Emptied when full, so made-up URLs cannot grow it.
  const known = new Map<string, string>();
  return (url) => {
    if (url === undefined) return UNMATCHED;
    const end = url.search(/[?#]/);
    const pathname = end === -1 ? url : url.slice(0, end);
    let template = known.get(pathname);
    if (template === undefined) {
      template = templateOf(pathname);
      if (known.size >= REMEMBERED_PATHS) known.clear();
      known.set(pathname, template);
    }
    return template;
  };
}

/** The templates of the build in `distDir` (its routes-manifest.json); every URL is unmatched without one. */
export function routeTemplatesOfBuild(root: string, distDir: string): RouteOf {
  try {
    return routeTemplates(JSON.parse(readFileSync(path.join(root, distDir, 'routes-manifest.json'), 'utf8')) as RoutesManifest);
  } catch {
    return routeTemplates({});
  }
}

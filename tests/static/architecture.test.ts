/**
 * Architecture rules read from the source text (issue 40): a listing status code is written as a
 * number only in its one list, SQL lives under services/ and db/ (never in a route), and a route
 * never imports another route, nor does any other module but app.ts (a piece two routes or a
 * service share belongs in a service).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const SRC = join(ROOT, 'src');
const ROUTES = join(SRC, 'backend', 'routes');
const STATUS_LIST = 'src/machines/listing-statuses.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments, line numbers kept, so prose about "status 10" is not code. */
function codeOf(path: string): string[] {
  const text = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '));
  return text.split('\n').map((line) => line.replace(/(^|[^:'"`])\/\/.*$/, '$1'));
}

const CODE = '(?:10|20|30|40|50|60|70|80)(?![\\d.])';
/** Ways a raw listing status is written: compared, assigned or passed beside a `status` name, listed in SQL, a union or a Literal. */
export const RAW_STATUS_PATTERNS: readonly RegExp[] = [
  new RegExp(`\\w*status\\w*['"]?\\s*(?:===|!==|==|!=|:|=|,)\\s*\\[?\\s*${CODE}`, 'i'),
  new RegExp(`(?<![\\w.])${CODE}\\s*(?:===|!==|==|!=)\\s*[\\w.]*status`, 'i'),
  new RegExp(`status\\w*\\}?\\s+(?:not\\s+)?in\\s*\\(\\s*${CODE}`, 'i'),
  new RegExp(`(?<![\\w.])${CODE}\\s*\\|\\s*${CODE}`),
  new RegExp(`Literal\\(\\s*${CODE}\\s*,\\s*${CODE}`),
  new RegExp(`\\bcase\\s+${CODE}\\s*:`),
  // A status chosen by a condition: `const status = mode === 'repost' ? 10 : …`.
  new RegExp(`status\\w*\\s*=[^=;][^;]*[?:]\\s*${CODE}\\s*[:;),]`, 'i'),
];

export function rawStatusLines(path: string): string[] {
  return codeOf(path).flatMap((line, index) =>
    RAW_STATUS_PATTERNS.some((pattern) => pattern.test(line)) ? [`${relative(ROOT, path)}:${index + 1}: ${line.trim()}`] : [],
  );
}

/** SQL in a route: a template, a query builder call on the database or a transaction, or the query helpers. */
const ROUTE_SQL = [/\bsql`/, /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|transaction)\b/, /\.(?:from|innerJoin|leftJoin|onConflictDoNothing|returning)\(/, /from '(?:drizzle-orm[^']*|\.\.\/db\/schema[^']*)'/];

const routeFiles = readdirSync(ROUTES).filter((name) => name.endsWith('.ts'));

describe('architecture', () => {
  it('writes a listing status code as a number only in its one list', () => {
    const offenders = sourceFiles(SRC)
      .filter((path) => relative(ROOT, path) !== STATUS_LIST)
      .flatMap(rawStatusLines);
    expect(offenders).toEqual([]);
  });

  it('keeps SQL out of src/backend/routes', () => {
    const withSql = routeFiles.filter((name) => codeOf(join(ROUTES, name)).some((line) => ROUTE_SQL.some((pattern) => pattern.test(line))));
    expect(withSql).toEqual([]);
  });

  it('never imports one route file from another', () => {
    const crossImports = routeFiles.flatMap((name) =>
      codeOf(join(ROUTES, name))
        .filter((line) => /from '\.\/[^']+'|from '~\/backend\/routes\/|from '\.\.\/routes\//.test(line))
        .map((line) => `${name}: ${line.trim()}`),
    );
    expect(crossImports).toEqual([]);
  });

  it('imports a route file only from app.ts, which mounts them (a piece a service needs lives in a service)', () => {
    const mounting = join(SRC, 'backend', 'app.ts');
    const importers = sourceFiles(SRC)
      .filter((path) => path !== mounting && !path.startsWith(ROUTES))
      .flatMap((path) =>
        codeOf(path)
          .filter((line) => /from '(?:\.\.?\/)+routes\/|from '~\/backend\/routes\//.test(line))
          .map((line) => `${relative(ROOT, path)}: ${line.trim()}`),
      );
    expect(importers).toEqual([]);
  });
});

// Every published package of the workspace declares the Node versions it runs on (`engines.node`), and that range
// holds only versions every installed dependency and peer (and theirs, down the tree) declares too.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

interface Manifest {
  name: string;
  version?: string;
  private?: boolean;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const manifestOf = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/** The folder of a package as Node finds it from `fromDir` (up through each `node_modules`), or undefined. */
function installed(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * What a package's `engines.node` claims that the installed packages it depends on (dependencies, peers and optional
 * ones, down the tree; workspace packages are bundled in, so skipped) do not: one line each.
 */
function enginesNotCovered(packageDir: string): string[] {
  const self = manifestOf(packageDir);
  const range = self.engines?.node;
  if (!range) return [`${self.name} declares no engines.node`];
  const problems: string[] = [];
  const seen = new Set<string>();
  const visit = (dir: string, path: string[]) => {
    const pkg = manifestOf(dir);
    const wanted = { ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies };
    for (const [name, spec] of Object.entries(wanted)) {
      if (spec.startsWith('workspace:')) continue;
      const depDir = installed(name, dir);
      if (!depDir || seen.has(depDir)) continue;
      seen.add(depDir);
      const dep = manifestOf(depDir);
      const needs = dep.engines?.node;
      if (needs && !semver.subset(range, needs)) {
        problems.push(
          `${[...path, `${dep.name}@${dep.version}`].join(' > ')} needs Node ${needs}, not ${range}`,
        );
      }
      visit(depDir, [...path, `${dep.name}@${dep.version}`]);
    }
  };
  visit(packageDir, [self.name]);
  return problems;
}

const published = ['apps', 'packages']
  .flatMap((group) => readdirSync(join(root, group)).map((name) => join(root, group, name)))
  .filter((dir) => existsSync(join(dir, 'package.json')) && !manifestOf(dir).private);

describe('engines of the published packages', () => {
  it('finds the published packages', () => {
    expect(published.map((dir) => manifestOf(dir).name).sort()).toEqual([
      '@safety-companion/api',
      '@safety-companion/ui',
    ]);
  });

  it.each(published.map((dir) => [manifestOf(dir).name, dir]))(
    '%s covers what its dependencies need',
    (_, dir) => {
      expect(enginesNotCovered(dir)).toEqual([]);
    },
  );

  it('names a dependency, however deep, that needs a newer Node, and a package without engines', () => {
    const dir = mkdtempSync(join(tmpdir(), 'engines-'));
    try {
      const write = (folder: string, manifest: object) => {
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest));
      };
      write(dir, { name: 'lib', engines: { node: '>=20.19' }, dependencies: { a: '1' } });
      write(join(dir, 'node_modules/a'), {
        name: 'a',
        version: '1.0.0',
        engines: { node: '>=18' },
        dependencies: { b: '2' },
      });
      write(join(dir, 'node_modules/b'), { name: 'b', version: '2.0.0', engines: { node: '>=22' } });
      expect(enginesNotCovered(dir)).toEqual(['lib > a@1.0.0 > b@2.0.0 needs Node >=22, not >=20.19']);
      write(dir, { name: 'lib', dependencies: { a: '1' } });
      expect(enginesNotCovered(dir)).toEqual(['lib declares no engines.node']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

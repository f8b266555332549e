// The Cloud Run deployment as docs/deploy.md writes it: its `gcloud run deploy` block run by bash with a stand-in
// `gcloud` that only prints its arguments, so that the tests read what the shell would really pass (the page's own
// variables and arithmetic included) and start servers with those settings.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_DIR } from '../src/config.js';

const DEPLOY_DOC = join(SERVER_DIR, '..', '..', 'docs', 'deploy.md');

/** What the documented command passes to `gcloud run deploy`. */
export interface DocumentedDeploy {
  /** The value of a `--flag value` or `--flag=value` argument; undefined when the command has no such flag. */
  flag(name: string): string | undefined;
  /** The service's environment, from `--set-env-vars`. */
  env: Record<string, string>;
}

/** The shell block of docs/deploy.md that runs `gcloud run deploy`. */
export function deployBlock(): string {
  const blocks = readFileSync(DEPLOY_DOC, 'utf8').matchAll(/^```sh\n([\s\S]*?)^```$/gm);
  const block = [...blocks].map((match) => match[1] ?? '').find((text) => text.includes('gcloud run deploy'));
  if (!block) throw new Error(`${DEPLOY_DOC} has no sh block with \`gcloud run deploy\`.`);
  return block;
}

/**
 * Runs `block` (default: docs/deploy.md's) as bash would, with a `gcloud` that prints its arguments.
 *
 * @example
 * documentedDeploy().flag('--concurrency'); // '1000'
 */
export function documentedDeploy(block = deployBlock()): DocumentedDeploy {
  const bin = mkdtempSync(join(tmpdir(), 'safety-gcloud-'));
  try {
    writeFileSync(join(bin, 'gcloud'), '#!/bin/sh\nprintf "%s\\0" "$@"\n');
    chmodSync(join(bin, 'gcloud'), 0o755);
    const ran = spawnSync('bash', ['-euc', block], {
      encoding: 'utf8',
      env: { PATH: `${bin}:${process.env.PATH ?? ''}` },
    });
    if (ran.status !== 0) throw new Error(`The deploy block failed: ${ran.stderr}`);
    const args = ran.stdout.split('\0').slice(0, -1);
    if (args[0] !== 'run' || args[1] !== 'deploy')
      throw new Error(`Not gcloud run deploy: ${args.join(' ')}`);
    const flag = (name: string) => {
      const at = args.indexOf(name);
      if (at >= 0) return args[at + 1];
      return args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
    };
    const pairs = (flag('--set-env-vars') ?? '').split(',').filter(Boolean);
    const env = Object.fromEntries(
      pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    return { flag, env };
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}

// The root Dockerfile as instructions, so that a test can run the image's steps by hand (no image can be built where
// the tests run): continued lines joined, comments left out, one list of instructions per stage.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_DIR } from '../src/config.js';

export const ROOT = join(SERVER_DIR, '..', '..');

export interface Instruction {
  /** `COPY`, `RUN`, `ENV`… */
  name: string;
  /** The rest of the line, continuations joined with a space. */
  args: string;
}

export interface Stage {
  from: string;
  instructions: Instruction[];
}

/** The Dockerfile's stages, in order. */
export function dockerfileStages(text = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')): Stage[] {
  const lines = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, name = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (name.toUpperCase() === 'FROM') stages.push({ from: args, instructions: [] });
    else stages.at(-1)?.instructions.push({ name: name.toUpperCase(), args });
  }
  return stages;
}

/** The stage's instructions named `name`. */
export function instructions(stage: Stage, name: string): string[] {
  return stage.instructions.filter((instruction) => instruction.name === name).map(({ args }) => args);
}

/** `ENV A=1 B=2` lines as one record (values without spaces or quotes, as the Dockerfile writes them). */
export function envOf(stage: Stage): Record<string, string> {
  const pairs = instructions(stage, 'ENV').flatMap((args) => args.split(/\s+/));
  return Object.fromEntries(pairs.map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]));
}

/** The image's two stages: the build and the runtime. */
export function imageStages(): { build: Stage; runtime: Stage } {
  const [build, runtime, ...more] = dockerfileStages();
  if (!build || !runtime || more.length > 0)
    throw new Error('The Dockerfile has not two stages, build and runtime.');
  return { build, runtime };
}

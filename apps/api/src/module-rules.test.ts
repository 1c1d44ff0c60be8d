// `npm run deps` (scripts/deps.mjs) fails when two API modules import each other's values (decision
// 050). Probed with two throwaway module folders written into src/modules and removed afterwards.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const modulesDir = path.join(repoRoot, 'apps/api/src/modules');
const left = `zz-probe-${process.pid}-left`;
const right = `zz-probe-${process.pid}-right`;

function deps(...paths: string[]) {
  const run = spawnSync(process.execPath, ['scripts/deps.mjs', ...paths], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Two modules: left imports a value of right, and right's `files` say what it takes of left. */
function withProbeModules(files: Record<string, string>, check: () => void) {
  try {
    mkdirSync(path.join(modulesDir, left), { recursive: true });
    mkdirSync(path.join(modulesDir, right), { recursive: true });
    writeFileSync(path.join(modulesDir, left, 'left-value.ts'), 'export const leftValue = 1;\n');
    writeFileSync(
      path.join(modulesDir, left, 'asks-right.ts'),
      `import { rightValue } from '../${right}/right-value';\nexport const asksRight = rightValue + 1;\n`,
    );
    writeFileSync(path.join(modulesDir, right, 'right-value.ts'), 'export const rightValue = 2;\n');
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(modulesDir, right, name), text);
    check();
  } finally {
    rmSync(path.join(modulesDir, left), { recursive: true, force: true });
    rmSync(path.join(modulesDir, right), { recursive: true, force: true });
  }
}

const probePaths = () => [`apps/api/src/modules/${left}`, `apps/api/src/modules/${right}`];

describe('modules meet one way (npm run deps)', () => {
  it('fails when two modules import values from each other, though no file cycle joins them', () => {
    withProbeModules(
      {
        'asks-left.ts': `import { leftValue } from '../${left}/left-value';\nexport const asksLeft = leftValue;\n`,
      },
      () => {
        const { status, output } = deps(...probePaths());
        expect(output).toContain('no dependency violations found');
        expect(output).toContain(`modules-meet-one-way: ${left} ⇄ ${right}`);
        expect(output).toContain(`${left}/asks-right.ts → apps/api/src/modules/${right}/right-value.ts`);
        expect(output).toContain(`${right}/asks-left.ts → apps/api/src/modules/${left}/left-value.ts`);
        expect(status).toBe(1);
      },
    );
  }, 120_000);

  it('lets a type-only import or a test go the other way', () => {
    withProbeModules(
      {
        'asks-left.ts': `import type { leftValue } from '../${left}/left-value';\nexport type AsksLeft = typeof leftValue;\n`,
        'asks-left.test.ts': `import { leftValue } from '../${left}/left-value';\nexport const seen = leftValue;\n`,
      },
      () => {
        const { status, output } = deps(...probePaths());
        expect(output).not.toContain('modules-meet-one-way');
        expect(status).toBe(0);
      },
    );
  }, 120_000);

  it('passes on the API as it is', () => {
    const { status, output } = deps('apps/api/src');
    expect(output).not.toContain('modules-meet-one-way');
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  }, 120_000);
});

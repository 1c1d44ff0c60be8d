import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validation } from '@dfs/i18n/en.json';
import { describe, expect, it } from 'vitest';

/** The console's contracts (packages/contract/src/ops). */
const here = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/contract/src/ops');

/**
 * The console shows a contract's validation key as its English text, with no values to fill in
 * (issue 46: a ticket search showed "Current character length ({{count}})").
 */
describe("the console's validation messages", () => {
  it('name a message that exists and needs no value filled in', () => {
    const keys = new Set<string>();
    for (const file of readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      for (const match of readFileSync(path.join(here, file), 'utf8').matchAll(/'validation\.(\w+)'/g))
        keys.add(match[1]!);
    }
    expect(keys.size).toBeGreaterThan(5);
    const messages = validation as Record<string, string>;
    for (const key of keys) {
      expect(messages[key], key).toBeTypeOf('string');
      expect(messages[key], key).not.toContain('{{');
    }
  });
});

import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rasterize, scriptsOf } from './raster';

describe('raster', () => {
  it('names the scripts an SVG writes its words in', () => {
    const svg = (words: string) => `<svg xmlns="http://www.w3.org/2000/svg"><text>${words}</text></svg>`;
    expect(scriptsOf(svg('HORIZON'))).toEqual(['latin']);
    expect(scriptsOf(svg('خصم حتى 25%'))).toEqual(['latin', 'arabic']);
    expect(scriptsOf(svg('特惠高达25%'))).toEqual(['latin', 'han']);
  });

  it('draws an SVG as a WebP of its own size', async () => {
    const webp = await rasterize(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect width="120" height="80" fill="#c9a34e"/></svg>',
    );
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 120, 80]);
  });

  it('finds no script drawable on a machine without fonts', async () => {
    // Fontconfig is read once a process: the check runs in a process given an empty font list.
    const config = path.join(os.tmpdir(), `dfs-no-fonts-${process.pid}.conf`);
    await writeFile(
      config,
      '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>' +
        `<dir>${path.join(os.tmpdir(), 'dfs-no-fonts-here')}</dir>` +
        `<cachedir>${path.join(os.tmpdir(), 'dfs-no-fonts-cache')}</cachedir></fontconfig>`,
    );
    const module = fileURLToPath(new URL('./raster.ts', import.meta.url));
    const code = `import { scriptsDrawn } from ${JSON.stringify(module)}; console.log(JSON.stringify([...(await scriptsDrawn())]));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', code],
      { env: { ...process.env, FONTCONFIG_FILE: config } },
    );
    expect(JSON.parse(stdout)).toEqual([]);
  });
});

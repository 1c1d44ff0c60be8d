import { describe, expect, it } from 'vitest';
import {
  type ArtKind,
  bannerArtwork,
  brandLogo,
  categoryArtwork,
  escapeXml,
  paletteFor,
  productArtwork,
  textWidthEm,
  wrapText,
  wrapToWidth,
} from './artwork';
import { campaignTexts } from './catalogue-translations';
import { svgProblems } from './svg-check';

const kinds: ArtKind[] = [
  'perfume',
  'lipstick',
  'cream',
  'whisky',
  'wine',
  'spirit',
  'cigarettes',
  'cigars',
  'watch',
  'smartwatch',
  'necklace',
  'ring',
  'earrings',
  'headphones',
  'phone',
  'camera',
  'chocolate',
  'candy',
  'coffee',
  'sunglasses',
  'handbag',
  'luggage',
  'plane',
  'teddy',
  'blocks',
];

const awkwardName = `Nuit d'Ambre "Intense" <Limited> & Rare Eau de Parfum Extraordinaire 100 ml`;

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });
});

describe('wrapText', () => {
  it('breaks at word boundaries within the width', () => {
    expect(wrapText('Velvet Matte Lipstick – Rouge Riviera', 22, 3)).toEqual([
      'Velvet Matte Lipstick',
      '– Rouge Riviera',
    ]);
  });

  it('cuts the last line with an ellipsis when the text needs more lines', () => {
    const lines = wrapText('one two three four five six seven eight nine ten', 9, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
  });
});

describe('productArtwork', () => {
  it.each(kinds)('draws a well-formed, small %s in every variant', (kind) => {
    for (const variant of [1, 2, 3]) {
      const svg = productArtwork({
        kind,
        brand: 'Velours & Co',
        name: awkwardName,
        palette: paletteFor(kind, 120),
        variant,
        seed: `${kind}-${variant}`,
      });
      expect(svgProblems(svg)).toEqual([]);
      expect(svg).toContain(escapeXml(`Velours & Co ${awkwardName}`));
      expect(svg).toContain('viewBox="0 0 800 800"');
      expect(svg.length).toBeLessThan(6 * 1024);
    }
  });

  it('is a pure function of its input', () => {
    const input = {
      kind: 'watch' as const,
      brand: 'Helvora',
      name: 'Pilot GMT',
      palette: paletteFor('x', 210),
      variant: 2,
      seed: 'WAT-1001',
    };
    expect(productArtwork(input)).toBe(productArtwork({ ...input }));
  });
});

describe('logos, category tiles and banners', () => {
  it('are well-formed and small', () => {
    const palette = paletteFor('banner', 30);
    const svgs = [
      brandLogo('Kiri & Stone', palette),
      brandLogo('Aurelia Fine Jewellery', palette),
      categoryArtwork('Cosmetics & Skincare', 'cream', palette),
      ...[
        [480, 360],
        [900, 450],
        [1600, 500],
      ].map(([width, height]) =>
        bannerArtwork({
          headline: 'Up to 25% off <special> offers',
          subline: 'Pre-order & collect on board',
          cta: 'Shop offers',
          width: width!,
          height: height!,
          palette,
          kinds: ['perfume', 'whisky', 'chocolate'],
          brand: 'Horizon',
        }),
      ),
    ];
    for (const svg of svgs) {
      expect(svgProblems(svg)).toEqual([]);
      expect(svg.length).toBeLessThan(6 * 1024);
    }
  });
});

describe('svgProblems', () => {
  const open = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">';
  it('accepts a well-formed document', () => {
    expect(svgProblems(`${open}<title>A &amp; B</title><g><rect width="1"/></g></svg>`)).toEqual([]);
  });
  it.each([
    ['an unclosed element', `${open}<g></svg>`],
    ['a raw ampersand', `${open}<title>A & B</title></svg>`],
    ['an unquoted attribute', `${open}<rect width=1/></svg>`],
    ['a second root', `${open}</svg><svg></svg>`],
    ['another root element', '<html xmlns="http://www.w3.org/2000/svg"></html>'],
  ])('rejects %s', (_, svg) => {
    expect(svgProblems(svg)).not.toEqual([]);
  });
});

describe('banner text in three languages', () => {
  it('measures Chinese at one em a character and Latin narrower', () => {
    expect(textWidthEm('新品已抵达')).toBe(5);
    expect(textWidthEm('new')).toBeLessThan(3);
  });

  it('wraps Chinese between characters, keeping numbers whole and punctuation on its line', () => {
    expect(wrapToWidth('特惠商品低至75折', 200, 36, 3)).toEqual(['特惠商品低', '至75折']);
    expect(wrapToWidth('刷卡或里程支付，座位上取货', 150, 16, 2)).toEqual(['刷卡或里程支付，座', '位上取货']);
    expect(wrapToWidth('特惠商品低至75折', 40, 36, 3)).toBeNull();
  });

  it('wraps words within the width, or gives up past the lines allowed', () => {
    expect(wrapToWidth('Up to 25% off special offers', 240, 30, 3)).toEqual([
      'Up to 25% off',
      'special offers',
    ]);
    expect(wrapToWidth('Up to 25% off special offers', 60, 30, 3)).toBeNull();
  });

  const sizes = [
    [480, 360],
    [900, 450],
    [1600, 500],
  ] as const;
  for (const [headline, texts] of Object.entries(campaignTexts)) {
    it(`draws "${headline}" in en, zh and ar at every size, its text within its half`, () => {
      const palette = paletteFor(headline, 200);
      for (const [language, pick] of [
        ['en', () => headline],
        ['zh', (t: readonly [string, string]) => t[0]],
        ['ar', (t: readonly [string, string]) => t[1]],
      ] as const) {
        for (const [width, height] of sizes) {
          const svg = bannerArtwork({
            headline: language === 'en' ? headline : pick(texts.headline),
            subline: language === 'en' ? 'Pre-order now, collect on board' : pick(texts.subline),
            cta: language === 'en' ? 'Shop offers' : pick(texts.cta),
            language,
            width,
            height,
            palette,
            kinds: ['perfume', 'whisky', 'chocolate'],
            brand: 'Horizon',
          });
          expect(svgProblems(svg)).toEqual([]);
          expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
          // Every headline line starts at the text edge: the left, or the right in Arabic.
          const xs = [...svg.matchAll(/<tspan x="(\d+)"/g)].map((m) => Number(m[1]));
          expect(new Set(xs).size).toBe(1);
          if (language === 'ar') {
            expect(xs[0]).toBeGreaterThan(width / 2);
            expect(svg).toContain('direction="rtl"');
          } else expect(xs[0]).toBeLessThan(width / 2);
        }
      }
    });
  }

  it('refuses a headline that cannot fit rather than cutting it', () => {
    expect(() =>
      bannerArtwork({
        headline: '特'.repeat(200),
        subline: 'x',
        cta: 'x',
        language: 'zh',
        width: 480,
        height: 360,
        palette: paletteFor('x', 1),
        kinds: ['perfume'],
        brand: 'Horizon',
      }),
    ).toThrow(/does not fit/);
  });
});

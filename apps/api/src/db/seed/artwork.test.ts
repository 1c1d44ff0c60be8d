import { describe, expect, it } from 'vitest';
import {
  type ArtKind,
  bannerArtwork,
  brandLogo,
  categoryArtwork,
  escapeXml,
  paletteFor,
  productArtwork,
  wrapText,
} from './artwork';
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
        [480, 600],
        [900, 500],
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

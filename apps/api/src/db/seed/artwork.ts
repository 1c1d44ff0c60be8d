/**
 * Generated SVG artwork for the demo catalogue: product shots, brand wordmarks, category tiles and
 * campaign banners. Pure functions of their input, so the same seed draws the same picture.
 */
import { createRandom, seedFrom } from './random';

export type ArtKind =
  | 'perfume'
  | 'lipstick'
  | 'cream'
  | 'whisky'
  | 'wine'
  | 'spirit'
  | 'cigarettes'
  | 'cigars'
  | 'watch'
  | 'smartwatch'
  | 'necklace'
  | 'ring'
  | 'earrings'
  | 'headphones'
  | 'phone'
  | 'camera'
  | 'chocolate'
  | 'candy'
  | 'coffee'
  | 'sunglasses'
  | 'handbag'
  | 'luggage'
  | 'plane'
  | 'teddy'
  | 'blocks';

export interface Palette {
  background: string;
  backgroundAlt: string;
  primary: string;
  primaryLight: string;
  primaryDark: string;
  secondary: string;
  metalLight: string;
  metalDark: string;
  ink: string;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Breaks text into lines of at most maxChars at word boundaries; the last line ends in … if cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1]!;
      lines[maxLines - 1] = `${last.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
      return lines;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) return lines.slice(0, maxLines);
  return lines;
}

function hex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const a = sat * Math.min(lig, 1 - lig);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A harmonious palette around a base hue, varied by the seed. */
export function paletteFor(seed: string, baseHue: number): Palette {
  const random = createRandom(seed);
  const h = baseHue + random.int(-28, 28);
  const sat = random.int(42, 68);
  const gold = random.chance(0.6);
  return {
    background: hex(h + random.int(-10, 10), random.int(28, 45), random.int(93, 96)),
    backgroundAlt: hex(h + random.int(15, 40), random.int(30, 50), random.int(82, 88)),
    primary: hex(h, sat, random.int(38, 50)),
    primaryLight: hex(h + 8, sat, random.int(62, 72)),
    primaryDark: hex(h - 8, sat + 5, random.int(20, 28)),
    secondary: hex(h + random.pick([150, 180, 210, 35]), random.int(40, 60), random.int(55, 68)),
    metalLight: gold ? '#f6e7b4' : '#f2f4f7',
    metalDark: gold ? '#a67c2e' : '#7d8591',
    ink: hex(h, 30, 16),
  };
}

function defs(p: Palette, bgDirection: 'down' | 'diagonal' | 'across'): string {
  const [x2, y2] = bgDirection === 'down' ? [0, 1] : bgDirection === 'diagonal' ? [1, 1] : [1, 0];
  return (
    `<defs><linearGradient id="bg" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.background}"/>` +
    `<stop offset="1" stop-color="${p.backgroundAlt}"/></linearGradient>` +
    `<linearGradient id="p"><stop offset="0" stop-color="${p.primaryLight}"/><stop offset=".55" stop-color="${p.primary}"/>` +
    `<stop offset="1" stop-color="${p.primaryDark}"/></linearGradient>` +
    `<linearGradient id="m"><stop offset="0" stop-color="${p.metalDark}"/><stop offset=".5" stop-color="${p.metalLight}"/>` +
    `<stop offset="1" stop-color="${p.metalDark}"/></linearGradient>` +
    '<linearGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity=".6"/>' +
    '<stop offset=".35" stop-color="#fff" stop-opacity=".05"/><stop offset="1" stop-color="#fff" stop-opacity=".3"/></linearGradient>' +
    '<linearGradient id="l" x2="0" y2="1"><stop offset="0" stop-color="#f5b94e"/><stop offset="1" stop-color="#9a4a14"/></linearGradient>' +
    '</defs>'
  );
}

const fonts =
  '<style>.b{font:600 30px Georgia,"Times New Roman",serif;letter-spacing:7px}' +
  '.n{font:500 32px "Helvetica Neue",Arial,sans-serif}.t{font-family:Georgia,serif;font-weight:600}' +
  '.s{font-family:"Helvetica Neue",Arial,sans-serif;font-weight:700}</style>';

/** Text fitted into a width: the font shrinks for long words. */
function fitted(
  x: number,
  y: number,
  width: number,
  text: string,
  fill: string,
  maxSize: number,
  cls = 't',
): string {
  const size = Math.max(9, Math.min(maxSize, Math.floor(width / (text.length * 0.62))));
  return `<text x="${x}" y="${y}" class="${cls}" font-size="${size}" fill="${fill}" text-anchor="middle">${escapeXml(text)}</text>`;
}

type Shape = (p: Palette, brand: string, form: number) => string;

const label = (x: number, y: number, w: number, h: number, brand: string, p: Palette) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#fff" fill-opacity=".9"/>` +
  fitted(x + w / 2, y + h / 2 + 7, w - 16, brand.toUpperCase(), p.ink, 22);

const shapes: Record<ArtKind, Shape> = {
  perfume(p, brand, form) {
    const body =
      form === 1
        ? { top: 330, path: '<circle cx="400" cy="470" r="140"/>' }
        : form === 2
          ? { top: 340, path: '<rect x="270" y="340" width="260" height="260" rx="22"/>' }
          : { top: 290, path: '<rect x="300" y="290" width="200" height="310" rx="30"/>' };
    const t = body.top;
    const cap =
      form === 1
        ? `<circle cx="400" cy="${t - 95}" r="58" fill="url(#m)"/>`
        : form === 2
          ? `<path d="M340 ${t - 40}l20-110h80l20 110z" fill="${p.primaryDark}"/>`
          : `<rect x="352" y="${t - 170}" width="96" height="120" rx="12" fill="url(#m)"/>`;
    return (
      `<rect x="378" y="${t - 48}" width="44" height="52" fill="url(#m)"/>${cap}` +
      `<g fill="url(#p)" fill-opacity=".9">${body.path}</g><g fill="url(#g)" stroke="#fff" stroke-opacity=".7" stroke-width="4">${body.path}</g>` +
      label(325, 450, 150, 52, brand, p)
    );
  },
  lipstick(p, brand) {
    return (
      '<rect x="330" y="380" width="140" height="220" rx="10" fill="url(#m)"/>' +
      `<rect x="345" y="300" width="110" height="90" fill="${p.primaryDark}"/>` +
      `<path d="M355 300V200l90-50v150z" fill="url(#p)"/><path d="M355 200l90-50v18l-90 50z" fill="#fff" fill-opacity=".3"/>` +
      '<rect x="520" y="470" width="150" height="130" rx="65" fill="url(#m)" opacity=".9"/>' +
      fitted(400, 500, 120, brand.toUpperCase(), p.ink, 20)
    );
  },
  cream(p, brand, form) {
    const w = form === 2 ? 220 : 300;
    const x = 400 - w / 2;
    return (
      `<rect x="${x + 10}" y="360" width="${w - 20}" height="70" rx="14" fill="url(#m)"/>` +
      `<rect x="${x}" y="420" width="${w}" height="180" rx="36" fill="url(#p)"/>` +
      `<rect x="${x}" y="420" width="${w}" height="180" rx="36" fill="url(#g)"/>` +
      label(x + 30, 480, w - 60, 56, brand, p) +
      (form === 2 ? '' : '<path d="M590 600V330q0-30 30-30h30v300z" fill="url(#p)" opacity=".75"/>')
    );
  },
  whisky(p, brand, form) {
    const x = form === 1 ? 290 : 310;
    const w = 800 - 2 * x;
    return (
      `<rect x="365" y="120" width="70" height="55" rx="8" fill="${p.primaryDark}"/>` +
      '<rect x="372" y="170" width="56" height="120" fill="url(#l)"/>' +
      `<path d="M372 285q-${372 - x} 20-${372 - x} 80V600h${w}V365q0-60-${372 - x}-80z" fill="url(#l)"/>` +
      `<path d="M372 285q-${372 - x} 20-${372 - x} 80V600h${w}V365q0-60-${372 - x}-80z" fill="url(#g)"/>` +
      `<rect x="${x + 18}" y="400" width="${w - 36}" height="130" fill="#f7f0df"/>` +
      `<rect x="${x + 26}" y="408" width="${w - 52}" height="114" fill="none" stroke="${p.primary}" stroke-width="3"/>` +
      fitted(400, 455, w - 60, brand.toUpperCase(), p.ink, 22) +
      `<text x="400" y="495" class="s" font-size="14" letter-spacing="4" fill="${p.primary}" text-anchor="middle">SINGLE MALT</text>`
    );
  },
  wine(p, brand) {
    return (
      `<path d="M380 150h40v130q70 40 70 120v200H310V400q0-80 70-120z" fill="${p.primaryDark}"/>` +
      '<path d="M380 150h40v130q70 40 70 120v200H310V400q0-80 70-120z" fill="url(#g)"/>' +
      '<rect x="376" y="140" width="48" height="90" rx="6" fill="url(#m)"/>' +
      `<rect x="325" y="430" width="150" height="120" fill="#fbf7ee"/>` +
      fitted(400, 480, 130, brand.toUpperCase(), p.ink, 20) +
      `<path d="M370 515h60" stroke="${p.primary}" stroke-width="3"/>` +
      '<path d="M560 600l10-150h80l10 150z" fill="#fff" fill-opacity=".5" stroke="#fff"/><path d="M570 520h80l-6 80h-68z" fill="#7b1d2c" opacity=".8"/>'
    );
  },
  spirit(p, brand) {
    return (
      '<rect x="360" y="170" width="80" height="70" rx="10" fill="url(#m)"/><rect x="375" y="235" width="50" height="60" fill="#dfeef5"/>' +
      '<rect x="270" y="290" width="260" height="310" rx="56" fill="#e8f4fa" fill-opacity=".75" stroke="#fff" stroke-width="4"/>' +
      `<rect x="285" y="360" width="230" height="225" rx="44" fill="${p.primaryLight}" fill-opacity=".55"/>` +
      '<rect x="270" y="290" width="260" height="310" rx="56" fill="url(#g)"/>' +
      label(310, 420, 180, 64, brand, p)
    );
  },
  cigarettes(p, brand) {
    return (
      `<path d="M250 260l70-50h300l-70 50z" fill="${p.primaryLight}"/><path d="M550 260l70-50v340l-70 50z" fill="${p.primaryDark}"/>` +
      '<rect x="250" y="260" width="300" height="340" fill="url(#p)"/>' +
      '<rect x="250" y="300" width="300" height="22" fill="url(#m)"/>' +
      fitted(400, 400, 260, brand.toUpperCase(), '#fff', 30) +
      '<text x="400" y="435" class="s" font-size="15" letter-spacing="5" fill="#fff" text-anchor="middle">10 × 20 CIGARETTES</text>' +
      '<rect x="262" y="500" width="276" height="88" fill="#111"/>' +
      '<text x="400" y="535" class="s" font-size="17" fill="#fff" text-anchor="middle">SMOKING SERIOUSLY HARMS</text>' +
      '<text x="400" y="563" class="s" font-size="17" fill="#fff" text-anchor="middle">YOU AND OTHERS AROUND YOU</text>'
    );
  },
  cigars(p, brand) {
    const cigar = (y: number) =>
      `<rect x="240" y="${y}" width="330" height="40" rx="20" fill="#6b3e1f"/><rect x="240" y="${y}" width="330" height="14" rx="7" fill="#8d5a31"/>` +
      `<rect x="470" y="${y}" width="34" height="40" fill="url(#m)"/>`;
    return (
      `<path d="M220 420l60-40h340l-60 40z" fill="#a86b3c"/><path d="M560 420l60-40v180l-60 40z" fill="#5e3416"/>` +
      '<rect x="220" y="420" width="340" height="180" fill="#8a5428"/>' +
      `<rect x="300" y="470" width="180" height="80" fill="${p.primary}" stroke="url(#m)" stroke-width="5"/>` +
      fitted(390, 518, 160, brand.toUpperCase(), '#fff', 20) +
      cigar(290) +
      cigar(335)
    );
  },
  watch(p, brand, form) {
    let marks = '';
    for (let i = 0; i < 12; i++) {
      marks += `<rect x="397" y="${i % 3 === 0 ? 280 : 284}" width="6" height="${i % 3 === 0 ? 26 : 16}" fill="url(#m)" transform="rotate(${i * 30} 400 400)"/>`;
    }
    const dial = form === 2 ? p.ink : form === 1 ? '#f6f3ec' : p.primary;
    const hand = form === 1 ? p.ink : '#fff';
    return (
      `<rect x="335" y="120" width="130" height="560" rx="26" fill="${form === 1 ? '#3b2a20' : 'url(#m)'}"/>` +
      '<circle cx="400" cy="400" r="160" fill="url(#m)"/><rect x="556" y="385" width="30" height="30" rx="6" fill="url(#m)"/>' +
      `<circle cx="400" cy="400" r="135" fill="${dial}"/>${marks}` +
      fitted(400, 360, 120, brand.toUpperCase(), hand, 17) +
      `<path d="M400 400L400 300M400 400l70 40" stroke="${hand}" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="400" cy="400" r="10" fill="url(#m)"/><circle cx="400" cy="400" r="135" fill="url(#g)" opacity=".45"/>`
    );
  },
  smartwatch(p, brand) {
    return (
      `<rect x="340" y="130" width="120" height="540" rx="40" fill="${p.primaryDark}"/>` +
      '<rect x="285" y="280" width="230" height="250" rx="60" fill="url(#m)"/><rect x="300" y="295" width="200" height="220" rx="48" fill="#0d0f14"/>' +
      `<circle cx="400" cy="385" r="70" fill="none" stroke="${p.primaryLight}" stroke-width="12" stroke-dasharray="330 120" stroke-linecap="round"/>` +
      '<text x="400" y="398" class="s" font-size="38" fill="#fff" text-anchor="middle">10:09</text>' +
      fitted(400, 490, 150, brand.toUpperCase(), '#aab', 14, 's') +
      '<rect x="515" y="360" width="14" height="50" rx="5" fill="url(#m)"/>'
    );
  },
  necklace(p, brand) {
    return (
      '<path d="M230 150q20 260 170 320q150-60 170-320" fill="none" stroke="url(#m)" stroke-width="7" stroke-dasharray="2 10" stroke-linecap="round"/>' +
      '<circle cx="400" cy="476" r="14" fill="none" stroke="url(#m)" stroke-width="6"/>' +
      `<path d="M400 490l60 70-60 80-60-80z" fill="url(#p)" stroke="url(#m)" stroke-width="6"/>` +
      '<path d="M400 490l-25 70h50zM340 560h120" fill="#fff" fill-opacity=".35" stroke="#fff" stroke-opacity=".4"/>' +
      fitted(400, 690 - 60, 220, brand.toUpperCase(), p.ink, 16)
    );
  },
  ring(p, brand) {
    return (
      '<ellipse cx="400" cy="470" rx="150" ry="120" fill="none" stroke="url(#m)" stroke-width="30"/>' +
      `<path d="M340 350l60-90 60 90-60 50z" fill="url(#p)" stroke="url(#m)" stroke-width="6"/>` +
      '<path d="M340 350h120M400 260l-25 90 25 50 25-50z" fill="#fff" fill-opacity=".4" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>' +
      fitted(400, 480, 200, brand.toUpperCase(), p.ink, 18)
    );
  },
  earrings(p, brand) {
    const drop = (x: number) =>
      `<path d="M${x} 190q40 0 40 40" fill="none" stroke="url(#m)" stroke-width="8"/><circle cx="${x}" cy="260" r="16" fill="url(#m)"/>` +
      `<path d="M${x} 280l-55 150q55 110 110 0z" fill="url(#p)" stroke="url(#m)" stroke-width="6"/>` +
      `<path d="M${x} 300l-20 120q20 40 40 0z" fill="#fff" fill-opacity=".35"/>`;
    return drop(310) + drop(490) + fitted(400, 590, 240, brand.toUpperCase(), p.ink, 18);
  },
  headphones(p, brand) {
    return (
      `<path d="M250 440V380a150 150 0 0 1 300 0v60" fill="none" stroke="${p.primaryDark}" stroke-width="34" stroke-linecap="round"/>` +
      '<rect x="200" y="400" width="110" height="190" rx="44" fill="url(#p)"/><rect x="490" y="400" width="110" height="190" rx="44" fill="url(#p)"/>' +
      '<rect x="290" y="420" width="34" height="150" rx="14" fill="#222"/><rect x="476" y="420" width="34" height="150" rx="14" fill="#222"/>' +
      fitted(255, 500, 90, brand.toUpperCase(), '#fff', 16, 's') +
      '<rect x="200" y="400" width="110" height="190" rx="44" fill="url(#g)" opacity=".5"/>'
    );
  },
  phone(_p, brand) {
    return (
      '<rect x="290" y="140" width="220" height="460" rx="38" fill="#15171c"/>' +
      `<rect x="302" y="152" width="196" height="436" rx="28" fill="url(#p)"/>` +
      '<rect x="370" y="166" width="60" height="16" rx="8" fill="#15171c"/>' +
      '<text x="400" y="290" class="s" font-size="54" fill="#fff" text-anchor="middle">09:41</text>' +
      fitted(400, 330, 170, brand.toUpperCase(), '#fff', 16, 's') +
      '<rect x="302" y="152" width="196" height="436" rx="28" fill="url(#g)" opacity=".5"/>' +
      '<rect x="540" y="430" width="110" height="170" rx="18" fill="url(#m)"/><circle cx="595" cy="475" r="8" fill="#3c9"/>'
    );
  },
  camera(p, brand) {
    return (
      `<rect x="320" y="250" width="120" height="60" rx="10" fill="${p.primaryDark}"/>` +
      `<rect x="200" y="290" width="400" height="270" rx="34" fill="${p.primaryDark}"/>` +
      '<rect x="200" y="330" width="400" height="40" fill="url(#m)"/>' +
      '<circle cx="400" cy="440" r="110" fill="url(#m)"/><circle cx="400" cy="440" r="86" fill="#111"/>' +
      `<circle cx="400" cy="440" r="54" fill="${p.primary}"/><circle cx="380" cy="420" r="16" fill="#fff" fill-opacity=".6"/>` +
      '<rect x="520" y="305" width="50" height="16" rx="4" fill="#eee"/>' +
      fitted(270, 355, 120, brand.toUpperCase(), p.ink, 16, 's')
    );
  },
  chocolate(_p, brand, form) {
    const truffle = (x: number, y: number) =>
      `<circle cx="${x}" cy="${y}" r="34" fill="#4a2616"/><path d="M${x - 22} ${y - 8}q22-14 44 0" stroke="#8c5a3a" stroke-width="5" fill="none"/>`;
    return (
      `<rect x="220" y="300" width="360" height="250" rx="16" fill="url(#p)"/>` +
      `<rect x="220" y="300" width="360" height="250" rx="16" fill="none" stroke="url(#m)" stroke-width="8"/>` +
      `<rect x="${form === 1 ? 250 : 380}" y="300" width="40" height="250" fill="url(#m)"/>` +
      '<rect x="220" y="405" width="360" height="40" fill="url(#m)"/>' +
      `<path d="M${form === 1 ? 270 : 400} 405c-70-70-110-10-40 20c-70 40-30 80 40 0c70 80 110 40 40 0c70-30 30-90-40-20z" fill="url(#m)"/>` +
      fitted(form === 1 ? 450 : 300, 370, 130, brand.toUpperCase(), '#fff', 20) +
      truffle(300, 600) +
      truffle(390, 610) +
      truffle(480, 600)
    );
  },
  candy(p, brand) {
    const sweet = (x: number, y: number, c: string) =>
      `<path d="M${x - 50} ${y - 20}l22 20-22 20zM${x + 50} ${y - 20}l-22 20 22 20z" fill="${c}"/><circle cx="${x}" cy="${y}" r="32" fill="${c}"/>`;
    return (
      '<ellipse cx="400" cy="300" rx="150" ry="34" fill="url(#m)"/>' +
      `<rect x="250" y="300" width="300" height="260" fill="url(#p)"/><ellipse cx="400" cy="560" rx="150" ry="34" fill="${p.primaryDark}"/>` +
      `<rect x="250" y="300" width="300" height="260" fill="url(#g)" opacity=".5"/>` +
      label(290, 400, 220, 64, brand, p) +
      sweet(240, 610, p.secondary) +
      sweet(560, 606, p.primaryLight)
    );
  },
  coffee(p, brand) {
    const bean = (x: number, y: number, r: number) =>
      `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="26" ry="18" fill="#4b2a17"/>` +
      `<path d="M${x - 22} ${y}q22 8 44 0" stroke="#2a160b" stroke-width="4" fill="none"/></g>`;
    return (
      `<path d="M300 230h200l30 370H270z" fill="url(#p)"/><path d="M300 230h200v30H300z" fill="${p.primaryDark}"/>` +
      '<path d="M300 230h200l30 370H270z" fill="url(#g)" opacity=".4"/>' +
      label(315, 380, 170, 60, brand, p) +
      '<text x="400" y="480" class="s" font-size="16" letter-spacing="4" fill="#fff" text-anchor="middle">ARABICA</text>' +
      bean(230, 600, -20) +
      bean(580, 590, 25) +
      bean(620, 612, -10)
    );
  },
  sunglasses(p, brand) {
    return (
      '<path d="M190 340h420" stroke="url(#m)" stroke-width="16" stroke-linecap="round"/>' +
      '<path d="M200 340h170q10 0 8 30l-12 80q-10 60-80 60h-20q-70 0-76-60l-6-80q0-30 16-30zM600 340H430q-10 0-8 30l12 80q10 60 80 60h20q70 0 76-60l6-80q0-30-16-30z" fill="url(#p)" stroke="#1b1b1f" stroke-width="12"/>' +
      '<path d="M225 370h60l-70 90zM455 370h60l-70 90z" fill="#fff" fill-opacity=".3"/>' +
      '<path d="M370 360q30-24 60 0" stroke="#1b1b1f" stroke-width="12" fill="none"/>' +
      fitted(400, 600, 260, brand.toUpperCase(), p.ink, 22)
    );
  },
  handbag(p, brand) {
    return (
      `<path d="M310 330v-40a90 90 0 0 1 180 0v40" fill="none" stroke="${p.primaryDark}" stroke-width="22"/>` +
      '<path d="M240 330h320l40 270H200z" fill="url(#p)"/>' +
      `<path d="M240 330h320l14 100q-174 50-348 0z" fill="${p.primaryDark}" opacity=".55"/>` +
      '<rect x="375" y="410" width="50" height="40" rx="8" fill="url(#m)"/>' +
      fitted(400, 540, 240, brand.toUpperCase(), '#fff', 22)
    );
  },
  luggage(p, brand) {
    return (
      '<path d="M350 240v-80h100v80" fill="none" stroke="url(#m)" stroke-width="16"/>' +
      '<rect x="270" y="240" width="260" height="350" rx="34" fill="url(#p)"/>' +
      `<path d="M330 260v310M400 260v310M470 260v310" stroke="${p.primaryDark}" stroke-width="10" stroke-linecap="round" opacity=".6"/>` +
      '<circle cx="310" cy="610" r="18" fill="#222"/><circle cx="490" cy="610" r="18" fill="#222"/>' +
      '<rect x="270" y="240" width="260" height="350" rx="34" fill="url(#g)" opacity=".5"/>' +
      `<rect x="320" y="320" width="160" height="44" rx="6" fill="#fff" fill-opacity=".9"/>` +
      fitted(400, 350, 140, brand.toUpperCase(), p.ink, 18)
    );
  },
  plane(p, brand) {
    return (
      `<path d="M340 360l-80-130h60l140 130zM340 440l-80 130h60l140-130z" fill="${p.secondary}"/>` +
      '<path d="M150 400q0-40 60-40h380q80 0 110 40q-30 40-110 40H210q-60 0-60-40z" fill="#fff" stroke="#d5d9e0" stroke-width="4"/>' +
      `<path d="M150 400l-40-110h50l80 90z" fill="${p.primary}"/><path d="M200 420h480q-20 20-90 20H210q-10 0-10-20z" fill="${p.primary}"/>` +
      `<g fill="${p.primaryDark}"><circle cx="300" cy="392" r="9"/><circle cx="340" cy="392" r="9"/><circle cx="380" cy="392" r="9"/>` +
      '<circle cx="420" cy="392" r="9"/><circle cx="460" cy="392" r="9"/><circle cx="500" cy="392" r="9"/><path d="M600 375h50q25 8 30 25h-80z"/></g>' +
      fitted(400, 560, 260, brand.toUpperCase(), p.ink, 20, 's')
    );
  },
  teddy(p, brand) {
    return (
      `<g fill="${p.primaryLight}"><circle cx="300" cy="230" r="50"/><circle cx="500" cy="230" r="50"/><ellipse cx="400" cy="480" rx="140" ry="130"/>` +
      '<circle cx="260" cy="560" r="58"/><circle cx="540" cy="560" r="58"/><circle cx="270" cy="430" r="46"/><circle cx="530" cy="430" r="46"/>' +
      `<circle cx="400" cy="300" r="115"/></g><g fill="${p.primary}"><circle cx="300" cy="230" r="26"/><circle cx="500" cy="230" r="26"/>` +
      '<ellipse cx="400" cy="500" rx="80" ry="70"/></g><ellipse cx="400" cy="335" rx="48" ry="38" fill="#fbeee0"/>' +
      '<circle cx="360" cy="285" r="12" fill="#222"/><circle cx="440" cy="285" r="12" fill="#222"/><ellipse cx="400" cy="322" rx="16" ry="11" fill="#222"/>' +
      `<path d="M400 400l-50-30v60zM400 400l50-30v60z" fill="${p.secondary}"/>` +
      fitted(400, 510, 150, brand.toUpperCase(), '#fff', 16, 's')
    );
  },
  blocks(p, brand) {
    const block = (x: number, y: number, s: number, c: string, letter: string) =>
      `<path d="M${x} ${y}l${s * 0.3} -${s * 0.25}h${s}l-${s * 0.3} ${s * 0.25}z" fill="#fff" fill-opacity=".5"/>` +
      `<path d="M${x + s} ${y}l${s * 0.3} -${s * 0.25}v${s}l-${s * 0.3} ${s * 0.25}z" fill="#000" fill-opacity=".2"/>` +
      `<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${c}"/>` +
      `<text x="${x + s / 2}" y="${y + s * 0.7}" class="s" font-size="${s * 0.6}" fill="#fff" text-anchor="middle">${letter}</text>`;
    return (
      block(220, 450, 150, p.primary, 'A') +
      block(400, 450, 150, p.secondary, 'B') +
      block(310, 290, 150, p.primaryDark, 'C') +
      fitted(400, 650, 280, brand.toUpperCase(), p.ink, 18, 's')
    );
  },
};

export interface ProductArtInput {
  kind: ArtKind;
  brand: string;
  name: string;
  palette: Palette;
  /** 1 is the front shot; 2 and 3 vary the angle, backdrop and staging. */
  variant: number;
  /** Seeds the bottle or case form, so products of one kind differ. */
  seed: string;
}

export function productArtwork(input: ProductArtInput): string {
  const { kind, palette: p, variant } = input;
  const form = seedFrom(input.seed) % 3;
  const shape = shapes[kind](p, input.brand, form);
  const nameLines = wrapText(input.name, 30, 3);
  const nameTop = 700 - (nameLines.length - 1) * 20;
  let backdrop: string;
  let staged: string;
  if (variant === 2) {
    backdrop =
      `<path d="M0 520Q400 420 800 520V800H0z" fill="${p.backgroundAlt}"/>` +
      `<circle cx="660" cy="170" r="90" fill="${p.primaryLight}" opacity=".25"/>`;
    staged = `<g transform="rotate(-7 400 430)">${shape}</g>`;
  } else if (variant === 3) {
    backdrop =
      `<rect x="470" y="190" width="250" height="410" rx="10" fill="${p.secondary}" opacity=".85"/>` +
      `<path d="M595 190v410" stroke="url(#m)" stroke-width="14"/>` +
      `<circle cx="140" cy="170" r="60" fill="${p.primaryLight}" opacity=".3"/>`;
    staged = `<g transform="translate(-90 30) scale(.96) rotate(5 400 420)">${shape}</g>`;
  } else {
    backdrop = '<circle cx="400" cy="400" r="270" fill="#fff" fill-opacity=".5"/>';
    staged = shape;
  }
  const name = nameLines
    .map((line, i) => `<tspan x="400" y="${nameTop + i * 40}">${escapeXml(line)}</tspan>`)
    .join('');
  const title = escapeXml(`${input.brand} ${input.name}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" role="img" aria-label="${title}"><title>${title}</title>` +
    defs(p, variant === 2 ? 'diagonal' : variant === 3 ? 'across' : 'down') +
    fonts +
    `<rect width="800" height="800" fill="url(#bg)"/>${backdrop}` +
    `<ellipse cx="400" cy="612" rx="210" ry="20" fill="${p.ink}" opacity=".12"/>${staged}` +
    `<text x="400" y="72" class="b" fill="${p.ink}" text-anchor="middle">${escapeXml(input.brand.toUpperCase())}</text>` +
    `<text class="n" fill="${p.ink}" text-anchor="middle">${name}</text></svg>`
  );
}

/** A wordmark on a 400×200 tile: the brand's name in one of a few type treatments. */
export function brandLogo(name: string, palette: Palette): string {
  const style = seedFrom(name) % 4;
  const upper = name.toUpperCase();
  const text = style === 1 ? name : upper;
  const dark = style === 3;
  const fill = dark ? palette.metalLight : palette.ink;
  const lines = text.length > 16 ? wrapText(text, Math.ceil(text.length / 2) + 2, 2) : [text];
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(46, Math.floor(330 / (longest * (style === 1 ? 0.55 : style === 2 ? 0.9 : 0.72))));
  const family = style === 0 || style === 3 ? 'Georgia,serif' : '"Helvetica Neue",Arial,sans-serif';
  const weight = style === 2 ? 800 : 500;
  const spacing = style === 1 ? 0 : Math.max(1, Math.round(size / 8));
  const top = 100 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.35;
  const words = lines
    .map((line, i) => `<tspan x="200" y="${Math.round(top + i * size * 1.1)}">${escapeXml(line)}</tspan>`)
    .join('');
  const ornament =
    style === 0
      ? `<path d="M140 ${Math.round(top + (lines.length - 1) * size * 1.1 + 22)}h120" stroke="${palette.metalDark}" stroke-width="2"/>`
      : style === 2
        ? `<rect x="24" y="24" width="352" height="152" fill="none" stroke="${palette.primary}" stroke-width="4"/>`
        : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>` +
    `<rect width="400" height="200" rx="12" fill="${dark ? palette.primaryDark : palette.background}"/>${ornament}` +
    `<text font-family='${family}' font-weight="${weight}" font-size="${size}" letter-spacing="${spacing}" ` +
    `${style === 1 ? 'font-style="italic" ' : ''}fill="${fill}" text-anchor="middle">${words}</text></svg>`
  );
}

/** A 600×400 category tile: the category's name beside a typical product. */
export function categoryArtwork(name: string, kind: ArtKind, palette: Palette): string {
  const lines = wrapText(name, 14, 3);
  const text = lines
    .map(
      (line, i) => `<tspan x="40" y="${200 - (lines.length - 1) * 22 + i * 46}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title>${defs(palette, 'diagonal')}${fonts}` +
    `<rect width="600" height="400" fill="url(#bg)"/><circle cx="440" cy="200" r="170" fill="#fff" fill-opacity=".5"/>` +
    `<g transform="translate(210 -30) scale(.56)">${shapes[kind](palette, name, seedFrom(name) % 3)}</g>` +
    `<text class="t" font-size="40" fill="${palette.ink}">${text}</text></svg>`
  );
}

export interface BannerArtInput {
  headline: string;
  subline: string;
  cta: string;
  /** The language the text is in: Arabic is laid out right to left, Chinese in a CJK font. */
  language?: 'en' | 'zh' | 'ar';
  width: number;
  height: number;
  palette: Palette;
  kinds: readonly ArtKind[];
  brand: string;
}

const bannerFonts = {
  en: { head: 'Georgia,"Times New Roman",serif', body: '"Helvetica Neue",Arial,sans-serif' },
  zh: {
    head: '"Noto Serif CJK SC","Noto Sans CJK SC","Source Han Sans SC","PingFang SC","Microsoft YaHei",sans-serif',
    body: '"Noto Sans CJK SC","Source Han Sans SC","PingFang SC","Microsoft YaHei",sans-serif',
  },
  ar: {
    head: '"Noto Naskh Arabic","Noto Sans Arabic","Geeza Pro",Tahoma,sans-serif',
    body: '"Noto Sans Arabic","Noto Naskh Arabic","Geeza Pro",Tahoma,sans-serif',
  },
} as const;

/**
 * A generous estimate of a text's width in ems (each character at the wide end of common fonts), so
 * text laid out by it never runs past its box in the browser: CJK characters are one em, Arabic
 * letters about 0.6, Latin by letter case.
 */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) {
    if (/[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/.test(char)) width += 1;
    else if (/[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/.test(char)) width += 0.62;
    else if (char === ' ') width += 0.3;
    else if (/[A-Z%@&]/.test(char)) width += 0.78;
    else if (/[mw]/.test(char)) width += 0.85;
    else if (/[0-9a-z]/.test(char)) width += 0.55;
    else width += 0.4;
  }
  return width;
}

/**
 * Breaks text into lines no wider than `maxWidth` at `fontSize`: between words, or between any two
 * characters of Chinese (never before its closing punctuation). Null when it needs more than maxLines.
 */
export function wrapToWidth(
  text: string,
  maxWidth: number,
  fontSize: number,
  maxLines: number,
): string[] | null {
  const cjk = /[\u2e80-\u9fff]/.test(text);
  // Chinese breaks between characters, but keeps a number or Latin word whole and punctuation on its line.
  const tokens = cjk
    ? (text.match(/[\w%.+×-]+[，。、：；！？）」]*|\s+|.[，。、：；！？）」]*/gu) ?? [])
    : text.split(/(\s+)/);
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line + token;
    if (textWidthEm(candidate.trim()) * fontSize <= maxWidth || !line.trim()) {
      line = candidate;
      continue;
    }
    lines.push(line.trim());
    line = token.trim() ? token : '';
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length > maxLines || lines.some((l) => textWidthEm(l) * fontSize > maxWidth)) return null;
  return lines;
}

/** The largest headline size (and the subline's) whose whole text block fits the banner's text box. */
function fitBannerText(input: BannerArtInput, boxWidth: number, boxHeight: number, maxHead: number) {
  for (let head = maxHead; head >= 12; head -= 1) {
    const headLines = wrapToWidth(input.headline, boxWidth, head, 3);
    if (!headLines) continue;
    const sub = Math.max(11, Math.round(head * 0.42));
    const subLines = wrapToWidth(input.subline, boxWidth, sub, 2);
    if (!subLines) continue;
    const ctaWidth = textWidthEm(input.cta) * sub + sub * 2.6;
    const ctaHeight = Math.round(sub * 2.4);
    const height = headLines.length * head * 1.18 + 12 + subLines.length * sub * 1.35 + 16 + ctaHeight;
    if (height <= boxHeight && ctaWidth <= boxWidth) {
      return { head, headLines, sub, subLines, ctaWidth, ctaHeight, height };
    }
  }
  throw new Error(`Banner text does not fit ${boxWidth}×${boxHeight}: ${input.headline}`);
}

/**
 * Campaign art: headline, subline and a call to action beside a small still life of products. The
 * text keeps to one side (the left, or the right in Arabic, read right to left) at the largest size
 * that fits its box, and each size's art has the aspect of the frame that shows it, so nothing is
 * cropped.
 */
export function bannerArtwork(input: BannerArtInput): string {
  const { width: w, height: h, palette: p } = input;
  const language = input.language ?? 'en';
  const rtl = language === 'ar';
  const fonts = bannerFonts[language];
  const margin = Math.round(Math.max(20, w * 0.055));
  const boxWidth = Math.round(w * (w < 600 ? 0.56 : w < 1200 ? 0.5 : 0.44)) - margin;
  const boxHeight = h - 2 * margin;
  const fit = fitBannerText(input, boxWidth, boxHeight, Math.round(Math.min(h * 0.13, w * 0.075)));
  // The text's start edge: its left in a left-to-right banner, its right in Arabic.
  const edge = rtl ? w - margin : margin;
  const anchor = rtl ? ' direction="rtl" text-anchor="start"' : '';
  const top = Math.round((h - fit.height) / 2 + fit.head * 0.9);
  const head = fit.headLines
    .map(
      (line, i) =>
        `<tspan x="${edge}" y="${Math.round(top + i * fit.head * 1.18)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const subTop = top + (fit.headLines.length - 1) * fit.head * 1.18 + 12 + fit.sub * 1.35;
  const sub = fit.subLines
    .map(
      (line, i) =>
        `<tspan x="${edge}" y="${Math.round(subTop + i * fit.sub * 1.35)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const ctaY = Math.round(subTop + (fit.subLines.length - 1) * fit.sub * 1.35 + 16);
  const ctaX = Math.round(rtl ? edge - fit.ctaWidth : edge);
  // The products stand in the other part: right of the text, or left of it in Arabic.
  const artLeft = rtl ? margin * 0.5 : margin + boxWidth + margin * 0.5;
  const artWidth = w - boxWidth - margin * 2.5;
  const span = (input.kinds.length - 1) * 380 + 400;
  const scale = Math.min((h / 800) * 0.92, artWidth / span);
  const firstX = artLeft + (artWidth - span * scale) / 2;
  const art = input.kinds
    .map((kind, i) => {
      const x = firstX - 200 * scale + i * 380 * scale;
      const y = h / 2 - 370 * scale;
      return `<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${scale.toFixed(3)})">${shapes[kind](p, input.brand, i)}</g>`;
    })
    .join('');
  const style =
    `<style>.t{font-family:${fonts.head};font-weight:700}` +
    `.s{font-family:${fonts.body};font-weight:700}</style>`;
  const glowX = rtl ? w * 0.28 : w * 0.72;
  const shade = rtl
    ? `M${w} ${h}L${w * 0.55} ${h}L${w} ${h * 0.55}z`
    : `M0 ${h}L${w * 0.45} ${h}L0 ${h * 0.55}z`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(input.headline)}" xml:lang="${language}">` +
    `<title>${escapeXml(input.headline)}</title>${defs(p, 'across')}${style}` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="${Math.round(glowX)}" cy="${Math.round(h * 0.5)}" r="${Math.round(h * 0.62)}" fill="${p.primaryLight}" opacity=".35"/>` +
    `<path d="${shade}" fill="${p.primary}" opacity=".12"/>${art}` +
    `<text class="t" font-size="${fit.head}" fill="${p.ink}"${anchor}>${head}</text>` +
    `<text class="s" font-size="${fit.sub}" fill="${p.primaryDark}" font-weight="500"${anchor}>${sub}</text>` +
    `<rect x="${ctaX}" y="${ctaY}" width="${Math.round(fit.ctaWidth)}" height="${fit.ctaHeight}" rx="${Math.round(fit.ctaHeight / 2)}" fill="${p.primaryDark}"/>` +
    `<text x="${Math.round(ctaX + fit.ctaWidth / 2)}" y="${Math.round(ctaY + fit.ctaHeight * 0.64)}" class="s" font-size="${fit.sub}" fill="#fff" text-anchor="middle"${rtl ? ' direction="rtl"' : ''}>${escapeXml(input.cta)}</text></svg>`
  );
}

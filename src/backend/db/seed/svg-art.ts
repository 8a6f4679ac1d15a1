/**
 * Placeholder artwork as SVG: flat illustrations per category (houses, towers, cars, motorbikes,
 * briefcases, books, boxes, plants, rice sacks), avatars with initials and equirectangular
 * panoramas. Drawn in a 1200×900 space; variants change palette, layout and subject.
 */

const SKIES = [
  ['#8ec5fc', '#e0c3fc'],
  ['#a1c4fd', '#c2e9fb'],
  ['#fbc2eb', '#a6c1ee'],
  ['#84fab0', '#8fd3f4'],
  ['#f6d365', '#fda085'],
  ['#d4fc79', '#96e6a1'],
  ['#cfd9df', '#e2ebf0'],
  ['#ffecd2', '#fcb69f'],
] as const;
const ACCENTS = ['#e63946', '#2a9d8f', '#e9c46a', '#264653', '#f4a261', '#457b9d', '#8d5a97', '#3a86ff'] as const;

function at<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('empty palette');
  return item;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function frame(width: number, height: number, variant: number, body: string, caption: string): string {
  const [top, bottom] = at(SKIES, variant);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="1200" height="900" fill="url(#sky)"/>
<circle cx="${980 - (variant % 4) * 60}" cy="170" r="70" fill="#fff" opacity="0.35"/>
<rect y="700" width="1200" height="200" fill="#000" opacity="0.10"/>
${body}
<rect x="0" y="840" width="1200" height="60" fill="#000" opacity="0.18"/>
<text x="30" y="880" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26" fill="#fff" opacity="0.85">${escapeXml(caption)}</text>
</svg>`;
}

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, fill: string): string {
  let out = '';
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="4" fill="${fill}"/>`;
  return out;
}

function house(v: number): string {
  const wall = at(['#f1faee', '#ffe8d6', '#fefae0', '#e9edc9'], v);
  const roof = at(ACCENTS, v);
  const floors = 1 + (v % 3);
  const top = 700 - floors * 130;
  return `<rect x="380" y="${top}" width="440" height="${floors * 130}" fill="${wall}" stroke="#00000022" stroke-width="4"/>
<polygon points="350,${top} 600,${top - 170} 850,${top}" fill="${roof}"/>
${windows(420, top + 30, 3, floors, 90, 70, 40, '#a8dadc')}
<rect x="555" y="600" width="90" height="100" fill="#6d4c41"/>
<rect x="150" y="560" width="40" height="140" fill="#6d4c41"/><circle cx="170" cy="520" r="80" fill="#52b788"/>`;
}

function towers(v: number): string {
  const tone = at(['#e5e5e5', '#dee2e6', '#f8f9fa', '#ced4da'], v);
  let out = '';
  const heights = [420, 560, 480, 360].map((h, i) => h - ((v + i) % 3) * 40);
  heights.forEach((h, i) => {
    const x = 170 + i * 230;
    out += `<rect x="${x}" y="${700 - h}" width="190" height="${h}" fill="${tone}" stroke="#00000022" stroke-width="4"/>`;
    out += windows(x + 20, 720 - h, 4, Math.floor((h - 40) / 50), 30, 30, 12, i % 2 ? '#90e0ef' : '#caf0f8');
  });
  return out;
}

function car(v: number): string {
  const paint = at(ACCENTS, v + 2);
  return `<rect x="0" y="700" width="1200" height="60" fill="#495057"/>
<line x1="0" y1="730" x2="1200" y2="730" stroke="#f8f9fa" stroke-width="8" stroke-dasharray="60 40" opacity="0.6"/>
<path d="M260 640 L320 520 Q340 480 400 480 L760 480 Q820 480 860 530 L930 600 Q990 610 990 660 L990 690 L260 690 Z" fill="${paint}"/>
<path d="M360 520 Q375 500 410 500 L590 500 L590 590 L330 590 Z" fill="#caf0f8"/><path d="M610 500 L750 500 Q790 500 820 540 L860 590 L610 590 Z" fill="#caf0f8"/>
<circle cx="410" cy="690" r="62" fill="#212529"/><circle cx="410" cy="690" r="28" fill="#adb5bd"/>
<circle cx="840" cy="690" r="62" fill="#212529"/><circle cx="840" cy="690" r="28" fill="#adb5bd"/>`;
}

function motorbike(v: number): string {
  const paint = at(ACCENTS, v + 5);
  return `<rect x="0" y="700" width="1200" height="60" fill="#495057"/>
<circle cx="400" cy="630" r="85" fill="none" stroke="#212529" stroke-width="28"/><circle cx="800" cy="630" r="85" fill="none" stroke="#212529" stroke-width="28"/>
<path d="M400 630 L520 500 L700 500 L800 630" fill="none" stroke="#6c757d" stroke-width="18"/>
<path d="M480 520 Q520 430 640 440 L720 470 L700 540 L520 560 Z" fill="${paint}"/>
<rect x="520" y="430" width="150" height="28" rx="14" fill="#343a40"/>
<path d="M720 470 L760 380 L810 370" fill="none" stroke="#343a40" stroke-width="14" stroke-linecap="round"/>`;
}

function briefcase(v: number): string {
  const leather = at(['#6f4518', '#3d405b', '#264653', '#7f5539'], v);
  return `<rect x="340" y="370" width="520" height="340" rx="30" fill="${leather}"/>
<path d="M510 370 L510 300 Q510 280 530 280 L670 280 Q690 280 690 300 L690 370" fill="none" stroke="${leather}" stroke-width="26"/>
<rect x="340" y="500" width="520" height="14" fill="#000" opacity="0.25"/><rect x="570" y="480" width="60" height="55" rx="8" fill="#e9c46a"/>
<rect x="880" y="470" width="150" height="240" rx="10" fill="#fff" opacity="0.8"/>${windows(900, 500, 1, 5, 110, 12, 26, '#adb5bd')}`;
}

function books(v: number): string {
  const colors = [at(ACCENTS, v), at(ACCENTS, v + 3), at(ACCENTS, v + 5), at(ACCENTS, v + 1)];
  return colors
    .map((c, i) => `<rect x="${400 + (i % 2) * 30}" y="${630 - i * 75}" width="${420 - i * 20}" height="70" rx="8" fill="${c}"/><rect x="${420 + (i % 2) * 30}" y="${650 - i * 75}" width="${300 - i * 20}" height="8" fill="#fff" opacity="0.6"/>`)
    .join('')
    .concat(`<path d="M700 300 L860 250 L860 420 L700 470 Z" fill="#fff"/><path d="M700 300 L560 250 L560 420 L700 470 Z" fill="#f1f3f5"/>`);
}

function box(v: number): string {
  const kraft = at(['#d4a373', '#ccd5ae', '#e6ccb2', '#ddb892'], v);
  return `<polygon points="600,330 820,420 600,510 380,420" fill="${kraft}"/><polygon points="380,420 600,510 600,720 380,630" fill="#00000022"/>
<polygon points="380,420 600,510 600,720 380,630" fill="${kraft}" opacity="0.8"/><polygon points="600,510 820,420 820,630 600,720" fill="${kraft}" opacity="0.6"/>
<polygon points="490,375 710,465 710,490 490,400" fill="#fff" opacity="0.5"/>
<rect x="880" y="430" width="150" height="280" rx="26" fill="#212529"/><rect x="895" y="455" width="120" height="220" rx="10" fill="${at(ACCENTS, v)}"/>`;
}

function plant(v: number): string {
  const pot = at(['#bc6c25', '#e07a5f', '#6d6875', '#b5838d'], v);
  return `<polygon points="500,560 700,560 670,710 530,710" fill="${pot}"/>
<ellipse cx="560" cy="460" rx="60" ry="120" fill="#40916c" transform="rotate(-25 560 460)"/><ellipse cx="640" cy="450" rx="60" ry="130" fill="#52b788" transform="rotate(20 640 450)"/>
<ellipse cx="600" cy="420" rx="50" ry="140" fill="#2d6a4f"/><circle cx="850" cy="600" r="70" fill="${at(ACCENTS, v + 1)}" opacity="0.8"/>`;
}

function sack(v: number): string {
  return `<path d="M440 360 Q600 320 760 360 L800 700 Q600 740 400 700 Z" fill="#f1e3c6"/><path d="M440 360 Q600 400 760 360" fill="none" stroke="#c9ada7" stroke-width="10"/>
<rect x="480" y="480" width="240" height="130" rx="12" fill="${at(ACCENTS, v)}"/><text x="600" y="565" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="54" font-weight="bold" fill="#fff">GẠO</text>
<circle cx="880" cy="650" r="50" fill="#fefae0"/><circle cx="950" cy="660" r="45" fill="#fefae0"/><circle cx="915" cy="600" r="45" fill="#fff8e7"/>`;
}

const ART: Readonly<Record<string, ReadonlyArray<(v: number) => string>>> = {
  'bat-dong-san': [house, towers],
  'viec-lam': [briefcase],
  'xe-co': [car, motorbike],
  'hoc-tap': [books],
  'san-pham-dich-vu': [box],
  khac: [plant],
  'nhu-yeu-pham': [sack],
};

/** A placeholder photo for a category; `variant` picks the palette and the subject. */
export function categoryArt(slug: string, variant: number, caption: string, width = 1200, height = 900): string {
  const painters = ART[slug] ?? [box];
  const painter = at(painters, variant);
  return frame(width, height, variant, painter(Math.floor(variant / painters.length) + variant), caption);
}

export function avatarArt(initials: string, colorIndex: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="#ffffff"/><circle cx="200" cy="200" r="196" fill="${at(ACCENTS, colorIndex)}"/>
<text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="150" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

/** A 2:1 equirectangular street scene: sky, a ring of buildings on the horizon, ground. */
export function panoramaArt(variant: number): string {
  const [top, bottom] = at(SKIES, variant + 1);
  let buildings = '';
  for (let i = 0; i < 28; i++) {
    const w = 90 + ((i * 37 + variant * 11) % 80);
    const h = 120 + ((i * 53 + variant * 29) % 260);
    const x = i * 146;
    buildings += `<rect x="${x}" y="${1024 - h}" width="${w}" height="${h}" fill="${at(['#adb5bd', '#ced4da', '#dee2e6', '#e9ecef', '#f8f9fa'], i + variant)}"/>`;
    buildings += windows(x + 12, 1040 - h, Math.floor((w - 12) / 26), Math.floor((h - 40) / 34), 14, 20, 12, '#90e0ef');
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="4096" height="2048" viewBox="0 0 4096 2048">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d99ae"/><stop offset="1" stop-color="#495057"/></linearGradient></defs>
<rect width="4096" height="1024" fill="url(#s)"/><rect y="1024" width="4096" height="1024" fill="url(#g)"/>
<circle cx="${700 + variant * 900}" cy="380" r="110" fill="#fff" opacity="0.6"/>${buildings}
<rect y="1180" width="4096" height="70" fill="#f8f9fa" opacity="0.25"/></svg>`;
}

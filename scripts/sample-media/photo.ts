/**
 * Fictional sample photographs for the school's content, drawn as SVG scenes and rendered with sharp, with
 * film grain so they compress like real photos. Deterministic: the same seed gives the same picture.
 * Used once by the generate scripts; the results are committed under content/images/.
 */
import sharp from 'sharp';

export type Scene = 'campus' | 'classroom' | 'portrait' | 'painting' | 'event' | 'sports' | 'lab' | 'library' | 'nature' | 'calendar';

export interface PhotoOptions {
  width: number;
  height: number;
  seed: number;
  scene: Scene;
  /** JPEG quality of the original (60 to 85 look like phone photos). */
  quality?: number;
  /** Grain strength, 0 to 40. */
  grain?: number;
}

/** Small seeded random generator (mulberry32), so sample media is reproducible. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKIN = ['#8d5524', '#a0673d', '#c68642', '#b07a4f', '#7a4a2a', '#d29b6c'];
const CLOTHES = ['#1f4e79', '#7b2d26', '#2e6b3f', '#5b3f8c', '#b35a00', '#234b6e', '#8c1c3a', '#3d3d3d'];
const UNIFORM = ['#1f3f73', '#f2f2f2', '#8a1c1c'];

function pick<T>(rand: () => number, items: T[]): T {
  return items[Math.floor(rand() * items.length)];
}

function person(rand: () => number, x: number, ground: number, scale: number, uniform = false): string {
  const skin = pick(rand, SKIN);
  const shirt = uniform ? pick(rand, UNIFORM) : pick(rand, CLOTHES);
  const h = 170 * scale;
  const head = 15 * scale;
  return `<g>
    <rect x="${x - 18 * scale}" y="${ground - h * 0.62}" width="${36 * scale}" height="${h * 0.42}" rx="${10 * scale}" fill="${shirt}"/>
    <rect x="${x - 14 * scale}" y="${ground - h * 0.22}" width="${12 * scale}" height="${h * 0.22}" fill="#2b2b35"/>
    <rect x="${x + 2 * scale}" y="${ground - h * 0.22}" width="${12 * scale}" height="${h * 0.22}" fill="#2b2b35"/>
    <circle cx="${x}" cy="${ground - h * 0.72}" r="${head}" fill="${skin}"/>
    <path d="M${x - head} ${ground - h * 0.74} q${head} ${-head * 1.5} ${head * 2} 0" fill="#1b1410"/>
  </g>`;
}

function tree(rand: () => number, x: number, ground: number, size: number): string {
  const green = pick(rand, ['#2f6b2f', '#3b7d3b', '#24572a', '#4a8a3a']);
  return `<rect x="${x - size * 0.06}" y="${ground - size * 0.9}" width="${size * 0.12}" height="${size * 0.9}" fill="#5a3a22"/>
    <circle cx="${x}" cy="${ground - size}" r="${size * 0.45}" fill="${green}"/>
    <circle cx="${x - size * 0.3}" cy="${ground - size * 0.8}" r="${size * 0.32}" fill="${green}"/>
    <circle cx="${x + size * 0.3}" cy="${ground - size * 0.82}" r="${size * 0.34}" fill="${green}"/>`;
}

function sky(w: number, h: number, rand: () => number): string {
  const top = pick(rand, ['#5b9bd5', '#6fa8dc', '#4a86c5', '#87b5e0']);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="#dcebf7"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    ${Array.from({ length: 4 }, () => {
      const cx = rand() * w;
      const cy = rand() * h * 0.3;
      return `<ellipse cx="${cx}" cy="${cy}" rx="${w * 0.08}" ry="${h * 0.03}" fill="#fff" opacity="0.8"/>`;
    }).join('')}`;
}

function building(w: number, h: number, rand: () => number, ground: number): string {
  const bw = w * (0.45 + rand() * 0.2);
  const bx = (w - bw) / 2 + (rand() - 0.5) * w * 0.1;
  const bh = h * 0.38;
  const wall = pick(rand, ['#e9d8b8', '#f0e2c4', '#e2cfa5', '#f3e6d0']);
  const windows: string[] = [];
  const cols = 8;
  for (let floor = 0; floor < 3; floor += 1) {
    for (let col = 0; col < cols; col += 1) {
      windows.push(
        `<rect x="${bx + bw * 0.06 + (col * bw * 0.88) / cols}" y="${ground - bh + bh * 0.12 + floor * bh * 0.28}" width="${bw * 0.06}" height="${bh * 0.16}" fill="#3b5f86" opacity="0.85"/>`,
      );
    }
  }
  return `<rect x="${bx}" y="${ground - bh}" width="${bw}" height="${bh}" fill="${wall}"/>
    <rect x="${bx - bw * 0.02}" y="${ground - bh - h * 0.025}" width="${bw * 1.04}" height="${h * 0.03}" fill="#9c4a2f"/>
    ${windows.join('')}
    <rect x="${bx + bw * 0.45}" y="${ground - bh * 0.3}" width="${bw * 0.1}" height="${bh * 0.3}" fill="#6b3f22"/>`;
}

function scene(options: PhotoOptions, rand: () => number): string {
  const { width: w, height: h } = options;
  const ground = h * 0.78;
  switch (options.scene) {
    case 'campus':
    case 'nature': {
      const trees = Array.from({ length: 6 }, (_, i) => tree(rand, (i + 0.5) * (w / 6) + (rand() - 0.5) * 60, ground + h * 0.02, h * (0.18 + rand() * 0.1)));
      const people = options.scene === 'campus' ? Array.from({ length: 5 }, () => person(rand, rand() * w, h * 0.95, h / 900 + rand() * 0.2, true)) : [];
      return `${sky(w, h, rand)}
        <path d="M0 ${ground - h * 0.12} Q ${w * 0.3} ${ground - h * 0.3} ${w * 0.6} ${ground - h * 0.14} T ${w} ${ground - h * 0.16} V ${h} H 0 Z" fill="#7da36a"/>
        ${options.scene === 'campus' ? building(w, h, rand, ground) : ''}
        <rect y="${ground}" width="${w}" height="${h - ground}" fill="#a7b886"/>
        <rect y="${ground + h * 0.06}" width="${w}" height="${h * 0.05}" fill="#c9b58f"/>
        ${trees.join('')}${people.join('')}`;
    }
    case 'sports': {
      const players = Array.from({ length: 7 }, () => person(rand, rand() * w, h * (0.7 + rand() * 0.25), h / 800, true));
      return `${sky(w, h, rand)}
        <rect y="${h * 0.45}" width="${w}" height="${h * 0.55}" fill="#4f8f3a"/>
        ${Array.from({ length: 6 }, (_, i) => `<rect y="${h * 0.45 + i * h * 0.09}" width="${w}" height="${h * 0.045}" fill="#5a9b44" opacity="0.6"/>`).join('')}
        <path d="M0 ${h * 0.62} H ${w}" stroke="#fff" stroke-width="${h * 0.006}"/>
        <rect x="${w * 0.82}" y="${h * 0.32}" width="${w * 0.012}" height="${h * 0.2}" fill="#fff"/>
        <rect x="${w * 0.82}" y="${h * 0.32}" width="${w * 0.12}" height="${h * 0.012}" fill="#fff"/>
        ${tree(rand, w * 0.1, h * 0.46, h * 0.2)}${players.join('')}
        <circle cx="${w * (0.3 + rand() * 0.4)}" cy="${h * 0.85}" r="${h * 0.02}" fill="#fff"/>`;
    }
    case 'event': {
      const flags = Array.from({ length: 18 }, (_, i) => {
        const x = (i * w) / 18;
        return `<path d="M${x} ${h * 0.08} l${w / 36} ${h * 0.07} l${w / 36} ${-h * 0.07} Z" fill="${pick(rand, ['#e4572e', '#f3a712', '#29335c', '#669bbc', '#2e933c'])}"/>`;
      });
      const crowd = Array.from({ length: 14 }, (_, i) => person(rand, (i + 0.5) * (w / 14), h * 1.05, h / 650));
      return `<rect width="${w}" height="${h}" fill="#3b2f4a"/>
        <rect x="${w * 0.1}" y="${h * 0.15}" width="${w * 0.8}" height="${h * 0.45}" fill="#7b1e3a"/>
        <rect x="${w * 0.1}" y="${h * 0.6}" width="${w * 0.8}" height="${h * 0.06}" fill="#c49a5a"/>
        <ellipse cx="${w * 0.5}" cy="${h * 0.35}" rx="${w * 0.25}" ry="${h * 0.2}" fill="#f6d26b" opacity="0.25"/>
        ${person(rand, w * 0.42, h * 0.6, h / 700, true)}${person(rand, w * 0.58, h * 0.6, h / 700, true)}
        <path d="M0 ${h * 0.08} Q ${w / 2} ${h * 0.14} ${w} ${h * 0.08}" stroke="#ddd" fill="none"/>
        ${flags.join('')}${crowd.join('')}`;
    }
    case 'classroom':
    case 'lab':
    case 'library': {
      const wall = options.scene === 'lab' ? '#dfe8ec' : options.scene === 'library' ? '#efe3cf' : '#f1ead8';
      const back =
        options.scene === 'library'
          ? Array.from({ length: 5 }, (_, row) =>
              Array.from(
                { length: 24 },
                (_, i) =>
                  `<rect x="${w * 0.05 + (i * w * 0.9) / 24}" y="${h * 0.08 + row * h * 0.12}" width="${(w * 0.9) / 26}" height="${h * 0.1}" fill="${pick(rand, CLOTHES)}"/>`,
              ).join(''),
            ).join('')
          : `<rect x="${w * 0.2}" y="${h * 0.1}" width="${w * 0.6}" height="${h * 0.32}" fill="${options.scene === 'lab' ? '#f8f8f8' : '#2f4f3a'}" stroke="#7a5a3a" stroke-width="${h * 0.015}"/>
             <path d="M${w * 0.25} ${h * 0.2} h${w * 0.3} M${w * 0.25} ${h * 0.27} h${w * 0.4} M${w * 0.25} ${h * 0.34} h${w * 0.2}" stroke="${options.scene === 'lab' ? '#2a5d8f' : '#e8efe8'}" stroke-width="${h * 0.008}"/>`;
      const desks = Array.from({ length: 3 }, (_, row) =>
        Array.from({ length: 4 }, (_, col) => {
          const x = w * 0.12 + col * w * 0.21;
          const y = h * 0.62 + row * h * 0.12;
          return `${person(rand, x + w * 0.06, y + h * 0.02, h / 1100, true)}<rect x="${x}" y="${y}" width="${w * 0.13}" height="${h * 0.05}" fill="#8a5a32"/>`;
        }).join(''),
      ).join('');
      return `<rect width="${w}" height="${h}" fill="${wall}"/><rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="#c8b8a0"/>${back}${desks}`;
    }
    case 'portrait': {
      const bg = pick(rand, ['#d8e2ec', '#e6dccd', '#dfe9df', '#e9e0ea', '#d9d9d9']);
      const skin = pick(rand, SKIN);
      const hair = pick(rand, ['#1b1410', '#2a1d14', '#3b2a1e']);
      const cloth = pick(rand, CLOTHES);
      const long = rand() > 0.5;
      return `<rect width="${w}" height="${h}" fill="${bg}"/>
        <ellipse cx="${w * 0.5}" cy="${h * 1.02}" rx="${w * 0.42}" ry="${h * 0.32}" fill="${cloth}"/>
        <rect x="${w * 0.43}" y="${h * 0.55}" width="${w * 0.14}" height="${h * 0.15}" fill="${skin}"/>
        ${long ? `<ellipse cx="${w * 0.5}" cy="${h * 0.5}" rx="${w * 0.22}" ry="${h * 0.26}" fill="${hair}"/>` : ''}
        <ellipse cx="${w * 0.5}" cy="${h * 0.42}" rx="${w * 0.17}" ry="${h * 0.21}" fill="${skin}"/>
        <path d="M${w * 0.33} ${h * 0.38} Q ${w * 0.5} ${h * 0.12} ${w * 0.67} ${h * 0.38} Q ${w * 0.6} ${h * 0.26} ${w * 0.33} ${h * 0.38}" fill="${hair}"/>
        <circle cx="${w * 0.44}" cy="${h * 0.43}" r="${w * 0.015}" fill="#1b1410"/><circle cx="${w * 0.56}" cy="${h * 0.43}" r="${w * 0.015}" fill="#1b1410"/>
        <path d="M${w * 0.45} ${h * 0.53} Q ${w * 0.5} ${h * 0.56} ${w * 0.55} ${h * 0.53}" stroke="#6b2f2f" stroke-width="${w * 0.008}" fill="none"/>`;
    }
    case 'painting': {
      const shapes = Array.from({ length: 26 }, () => {
        const color = pick(rand, ['#e63946', '#f1a208', '#2a9d8f', '#264653', '#e76f51', '#8ab17d', '#6a4c93', '#ffb4a2', '#1d3557']);
        const x = rand() * w;
        const y = rand() * h;
        const r = (0.03 + rand() * 0.12) * w;
        return rand() > 0.5
          ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${0.5 + rand() * 0.5}"/>`
          : `<path d="M${x} ${y} q ${r} ${-r} ${r * 2} 0 t ${r * 2} 0" stroke="${color}" stroke-width="${r * 0.3}" fill="none" stroke-linecap="round"/>`;
      });
      return `<rect width="${w}" height="${h}" fill="#fbf6ea"/>${shapes.join('')}<rect x="${w * 0.02}" y="${h * 0.02}" width="${w * 0.96}" height="${h * 0.96}" fill="none" stroke="#6b4f2f" stroke-width="${w * 0.02}"/>`;
    }
    case 'calendar':
      return `<rect width="${w}" height="${h}" fill="#fff"/>`;
  }
}

/** Renders one sample photo as a JPEG buffer. */
export async function makePhoto(options: PhotoOptions): Promise<Buffer> {
  const rand = random(options.seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 ${options.width} ${options.height}">${scene(options, rand)}</svg>`;
  const base = sharp(Buffer.from(svg)).blur(1.2);
  const grain = options.grain ?? 14;
  const noise = await sharp({
    create: { width: options.width, height: options.height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: grain } },
  })
    .png()
    .toBuffer();
  return base
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: options.quality ?? 72, mozjpeg: true })
    .toBuffer();
}

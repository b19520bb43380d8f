/**
 * Procedural pattern images (decision 0009): every generator maps a point, in units of the 480 px
 * thumbnail, to a layer colour and a coverage. The opaque variant lays the layer over the base
 * colour; the transparent variant is the layer alone (the base becomes transparent), for the
 * card's background toggle. A bigger image draws the same design in more pixels.
 */

export type DrawParams = Record<string, string | number>;

/** Coverage of the pattern layer at a point: which foreground colour (0..2) and how much (0..1). */
type Sample = (x: number, y: number) => [layer: number, alpha: number];

const THUMB_UNITS = 480;

function hash2(ix: number, iy: number, seed: number): number {
  let h = (ix * 374761393 + iy * 668265263 + seed * 982451653) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

const smooth = (t: number) => t * t * (3 - 2 * t);

function valueNoise(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = smooth(x - ix);
  const fy = smooth(y - iy);
  const a = hash2(ix, iy, seed);
  const b = hash2(ix + 1, iy, seed);
  const c = hash2(ix, iy + 1, seed);
  const d = hash2(ix + 1, iy + 1, seed);
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

function fbm(x: number, y: number, seed: number, octaves = 4): number {
  let sum = 0;
  let amp = 0.5;
  let f = 1;
  for (let i = 0; i < octaves; i++) {
    sum += amp * valueNoise(x * f, y * f, seed + i * 17);
    f *= 2;
    amp *= 0.5;
  }
  return sum / (1 - 0.5 ** octaves);
}

const clamp01 = (v: number) => Math.max(0, Math.min(v, 1));
const smoothstep = (e0: number, e1: number, v: number) => smooth(clamp01((v - e0) / (e1 - e0)));
const mod = (a: number, n: number) => ((a % n) + n) % n;
/** Anti-aliased inside test for a signed distance (negative inside), one unit wide edge. */
const fill = (distance: number, px: number) => clamp01(0.5 - distance / px);

type Generator = (p: { num(key: string, fallback: number): number }) => Sample;

const GENERATORS: Record<string, Generator> = {
  wood: (p) => {
    const seed = p.num("seed", 1);
    const scale = p.num("scale", 1);
    const board = 96;
    return (x, y) => {
      const col = Math.floor(x / board);
      const shift = hash2(col, 0, seed) * 400;
      const yy = y + shift;
      const warp = fbm(x * 0.02, yy * 0.004, seed) * 40;
      const ring = Math.abs(Math.sin((x + warp + col * 13) * 0.32 * scale));
      const grain = smoothstep(0.7, 1, ring) * 0.6 + fbm(x * 0.5, yy * 0.02, seed + 5, 2) * 0.25;
      const seam = Math.min(mod(x, board), board - mod(x, board));
      const joint = mod(yy, 420) < 1.5 ? 0.8 : 0;
      return [0, Math.max(clamp01(grain), seam < 1.2 ? 0.9 : 0, joint)];
    };
  },
  marble: (p) => {
    const seed = p.num("seed", 1);
    const scale = p.num("scale", 1);
    return (x, y) => {
      const t = fbm(x * 0.006 * scale, y * 0.006 * scale, seed, 5);
      const v = Math.abs(Math.sin((x * 0.7 + y) * 0.012 * scale + t * 9));
      const fine = Math.abs(Math.sin((x - y) * 0.02 + fbm(x * 0.01, y * 0.01, seed + 3) * 12));
      return [0, clamp01((1 - v) ** 8 * 0.95 + (1 - fine) ** 20 * 0.5 + (t - 0.5) * 0.15)];
    };
  },
  granite: (p) => {
    const seed = p.num("seed", 1);
    return (x, y) => {
      const n = valueNoise(x * 0.55, y * 0.55, seed);
      const m = fbm(x * 0.03, y * 0.03, seed + 9, 3);
      if (n > 0.78) return [0, 0.95];
      if (n < 0.2) return [1, 0.85];
      return [1, clamp01((m - 0.45) * 0.6)];
    };
  },
  terrazzo: (p) => {
    const seed = p.num("seed", 1);
    const cell = 34;
    return (x, y) => {
      const cx = Math.floor(x / cell);
      const cy = Math.floor(y / cell);
      let best: [number, number] = [0, 0];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const gx = cx + dx;
          const gy = cy + dy;
          if (hash2(gx, gy, seed + 1) < 0.35) continue;
          const ox = (gx + 0.2 + hash2(gx, gy, seed + 2) * 0.6) * cell;
          const oy = (gy + 0.2 + hash2(gx, gy, seed + 3) * 0.6) * cell;
          const r = 4 + hash2(gx, gy, seed + 4) * 10;
          const ang = Math.atan2(y - oy, x - ox);
          const rr = r * (0.75 + 0.25 * Math.sin(ang * 3 + hash2(gx, gy, seed + 5) * 6));
          const a = fill(Math.hypot(x - ox, y - oy) - rr, 1);
          if (a > best[1]) best = [Math.floor(hash2(gx, gy, seed + 6) * 3), a];
        }
      return best;
    };
  },
  brick: (p) => {
    const h = p.num("size", 60) / 2;
    const w = h * 2.6;
    const seed = p.num("seed", 1);
    return (x, y) => {
      const row = Math.floor(y / h);
      const bx = mod(x + (row % 2) * (w / 2), w);
      const by = mod(y, h);
      const edge = Math.min(bx, w - bx, by, h - by);
      const mortar = fill(edge - 2.5, 1);
      const tone = (valueNoise(Math.floor((x + (row % 2) * (w / 2)) / w), row, seed) - 0.5) * 0.25;
      return mortar > 0.01 ? [0, mortar] : [1, clamp01(tone + fbm(x * 0.2, y * 0.2, seed, 2) * 0.15)];
    };
  },
  stripes: (p) => {
    const size = p.num("size", 40);
    const angle = (p.num("angle", 0) * Math.PI) / 180;
    const c = Math.cos(angle);
    const s = Math.sin(angle);
    return (x, y) => [0, fill(Math.abs(mod(x * c + y * s, size) - size * 0.25) - size * 0.2, 1)];
  },
  chevron: (p) => {
    const size = p.num("size", 60);
    return (x, y) => {
      const yy = y + Math.abs(mod(x, size) - size / 2);
      const d = mod(yy, size / 1.5);
      return [0, fill(Math.abs(d - size / 6) - size / 7, 1.2)];
    };
  },
  hexagon: (p) => {
    const size = p.num("size", 40);
    const k = Math.sqrt(3);
    return (x, y) => {
      const px = x / size;
      const py = y / size;
      const ax = mod(px, 1) - 0.5;
      const ay = mod(py, k) - k / 2;
      const bx = mod(px - 0.5, 1) - 0.5;
      const by = mod(py - k / 2, k) - k / 2;
      const [gx, gy] = ax * ax + ay * ay < bx * bx + by * by ? [ax, ay] : [bx, by];
      const dist = Math.max(Math.abs(gx) * 0.5 + Math.abs(gy) * (k / 2), Math.abs(gx));
      return [0, fill(Math.abs(dist - 0.5) * size - 1.6, 1)];
    };
  },
  checker: (p) => {
    const size = p.num("size", 40);
    return (x, y) => {
      const a = mod(x, size) < size / 2 ? 1 : 0;
      const b = mod(y, size) < size / 2 ? 1 : 0;
      return [0, a && b ? 1 : a || b ? 0.5 : 0];
    };
  },
  dots: (p) => {
    const size = p.num("size", 40);
    return (x, y) => {
      const row = Math.floor(y / size);
      const dx = mod(x + (row % 2) * (size / 2), size) - size / 2;
      const dy = mod(y, size) - size / 2;
      return [0, fill(Math.hypot(dx, dy) - size * 0.26, 1)];
    };
  },
  herringbone: (p) => {
    const size = p.num("size", 36);
    return (x, y) => {
      const col = Math.floor(x / size);
      const dir = col % 2 === 0 ? 1 : -1;
      const d = mod(y + dir * mod(x, size), size / 2);
      const line = fill(Math.min(d, size / 2 - d) - 1.2, 1);
      const tile = Math.floor((y + dir * mod(x, size)) / (size / 2));
      return [0, Math.max(line, mod(tile + col, 2) === 0 ? 0.35 : 0.12)];
    };
  },
  floral: (p) => {
    const size = p.num("size", 100);
    const petals = p.num("petals", 6);
    const seed = p.num("seed", 1);
    return (x, y) => {
      const cx = Math.floor(x / size);
      const cy = Math.floor(y / size);
      const ox = (cx + 0.5 + (hash2(cx, cy, seed) - 0.5) * 0.2) * size;
      const oy = (cy + 0.5 + (hash2(cx, cy, seed + 1) - 0.5) * 0.2) * size;
      const r = Math.hypot(x - ox, y - oy);
      const scale = 0.75 + hash2(cx, cy, seed + 2) * 0.25;
      const turn = hash2(cx, cy, seed + 3) * Math.PI;
      const theta = Math.atan2(y - oy, x - ox) + turn;
      const edge = size * 0.36 * scale * (0.45 + 0.55 * Math.abs(Math.cos((petals / 2) * theta)));
      const centre = fill(r - size * 0.07 * scale, 1);
      if (centre > 0.5) return [1, centre];
      const petal = fill(r - edge, 1.2);
      const vein = petal * (0.85 + 0.15 * Math.cos(petals * theta));
      return [0, Math.max(vein, centre)];
    };
  },
  leaves: (p) => {
    const size = p.num("size", 100);
    const seed = p.num("seed", 1);
    return (x, y) => {
      const cx = Math.floor(x / size);
      const cy = Math.floor(y / size);
      let best = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const gx = cx + dx;
          const gy = cy + dy;
          const ox = (gx + hash2(gx, gy, seed)) * size;
          const oy = (gy + hash2(gx, gy, seed + 1)) * size;
          const ang = hash2(gx, gy, seed + 2) * Math.PI * 2;
          const len = size * (0.45 + hash2(gx, gy, seed + 3) * 0.25);
          const u = ((x - ox) * Math.cos(ang) + (y - oy) * Math.sin(ang)) / len;
          const w = (-(x - ox) * Math.sin(ang) + (y - oy) * Math.cos(ang)) / len;
          if (Math.abs(u) >= 1) continue;
          const half = 0.38 * (1 - Math.abs(u) ** 1.6);
          const inside = fill((Math.abs(w) - half) * len, 1);
          const rib = Math.abs(w) * len < 0.9 ? 0.55 : 1;
          best = Math.max(best, inside * rib * (0.8 + 0.2 * hash2(gx, gy, seed + 4)));
        }
      return [0, best];
    };
  },
  linen: (p) => {
    const seed = p.num("seed", 1);
    return (x, y) => {
      const h = valueNoise(x * 0.04, y * 0.9, seed);
      const v = valueNoise(x * 0.9, y * 0.04, seed + 7);
      const slub = fbm(x * 0.01, y * 0.3, seed + 3, 2);
      return [0, clamp01(0.45 * h + 0.45 * v + 0.3 * (slub - 0.5) - 0.15)];
    };
  },
  plaid: (p) => {
    const size = p.num("size", 96);
    const band = (t: number) => {
      const f = mod(t, size) / size;
      return f < 0.3 ? 1 : f > 0.6 && f < 0.63 ? 2 : 0;
    };
    return (x, y) => {
      const bx = band(x);
      const by = band(y);
      if (bx === 2 || by === 2) return [1, 0.9];
      return [0, ((bx === 1 ? 1 : 0) + (by === 1 ? 1 : 0)) * 0.45];
    };
  },
  waves: (p) => {
    const size = p.num("size", 50);
    return (x, y) => {
      const d = mod(y + Math.sin((x / (size * 3)) * Math.PI * 2) * size * 0.35, size);
      return [0, fill(Math.abs(d - size / 2) - size * 0.08, 1)];
    };
  },
  clouds: (p) => {
    const seed = p.num("seed", 1);
    return (x, y) => [0, smoothstep(0.35, 0.85, fbm(x * 0.008, y * 0.008, seed, 5)) * 0.85];
  },
};

function rgb(hex: unknown, fallback: [number, number, number]): [number, number, number] {
  if (typeof hex !== "string" || !/^#[0-9a-fA-F]{6}$/.test(hex)) return fallback;
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * Draws a design into RGBA pixels (size x size): opaque (base under the layer) or transparent (the
 * layer alone). Unknown generators draw the base colour only.
 */
export function drawPattern(generator: string, params: DrawParams, size: number, opaque: boolean): Buffer {
  const num = (key: string, fallback: number) => {
    const v = params[key];
    return typeof v === "number" && Number.isFinite(v) ? v : fallback;
  };
  const base = rgb(params.base, [240, 240, 240]);
  const fg = rgb(params.fg, [60, 60, 60]);
  const layers = [fg, rgb(params.fg2, fg), rgb(params.fg3, fg)];
  const sample = GENERATORS[generator]?.({ num }) ?? (() => [0, 0] as [number, number]);
  const unit = THUMB_UNITS / size;
  const out = Buffer.alloc(size * size * 4);
  let o = 0;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const [layer, a] = sample((i + 0.5) * unit, (j + 0.5) * unit);
      const c = layers[layer] ?? fg;
      const alpha = clamp01(a);
      if (opaque) {
        out[o] = Math.round(base[0] + (c[0] - base[0]) * alpha);
        out[o + 1] = Math.round(base[1] + (c[1] - base[1]) * alpha);
        out[o + 2] = Math.round(base[2] + (c[2] - base[2]) * alpha);
        out[o + 3] = 255;
      } else {
        out[o] = c[0];
        out[o + 1] = c[1];
        out[o + 2] = c[2];
        out[o + 3] = Math.round(alpha * 255);
      }
      o += 4;
    }
  }
  return out;
}

// Bakes the Spanish Main board background: assets/map/mm/caribbean.png
//
//   cd tools/map && npm ci && node bake.mjs
//
// Coastlines: Natural Earth (public domain), via the world-atlas npm package
// (ISC), decoded from TopoJSON with topojson-client. We use land-10m.json:
// the 50m set lacks some small islands the game needs (e.g. Providencia,
// San Andres, several cays); 10m is also the right detail for ~60 px/degree.
//
// Projection (the game relies on it, keep it exact):
//   equirectangular, lon [-87, -58], lat [8, 27.5]
//   x_px = (lon + 87) * 60 * cos(17.75 deg)
//   y_px = (27.5 - lat) * 60
//   image 1657 x 1170 px
//
// The image carries no text: the game draws names itself.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { createCanvas } from '@napi-rs/canvas';
import UPNG from 'upng-js';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(here, '../../assets/map/mm/caribbean.png');

// ---- projection -----------------------------------------------------------
const LON0 = -87.0, LON1 = -58.0, LAT0 = 8.0, LAT1 = 27.5;
const PX_PER_DEG = 60;
const KX = PX_PER_DEG * Math.cos((17.75 * Math.PI) / 180);
const W = 1657, H = 1170;
if (W !== Math.round((LON1 - LON0) * KX) || H !== Math.round((LAT1 - LAT0) * PX_PER_DEG)) {
  throw new Error('image size does not match projection');
}
const px = (lon) => (lon - LON0) * KX;
const py = (lat) => (LAT1 - lat) * PX_PER_DEG;

// ---- palette --------------------------------------------------------------
const SEA_DEEP = '#265a6e';
const SHALLOWS = [
  // [half-width px of the band around land, blur px, colour], outermost first
  [46, 22, '#2a6378'],
  [30, 14, '#2f6f86'],
  [18, 8, '#377a8f'],
  [9, 4, '#438897'],
  [4, 2, '#52959f'],
];
const RIPPLE = 'rgba(214, 232, 226, 0.20)';
const GRATICULE = 'rgba(236, 226, 190, 0.16)';
const LAND = '#d9c48f';
const LAND_EDGE_TINT = 'rgba(176, 142, 82, 0.55)';
const COAST = '#6b5532';
const COAST_W = 1.7;

// ---- deterministic PRNG (mulberry32) ---------------------------------------
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- geometry -------------------------------------------------------------
const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'));
const land = feature(topo, topo.objects.land);
const geoms = land.type === 'FeatureCollection' ? land.features.map((f) => f.geometry) : [land.geometry];
const MARGIN = 3; // degrees: keep land just off-image so shallows bleed in correctly
const polygons = []; // arrays of projected rings
for (const g of geoms) {
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
  for (const poly of polys) {
    let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
    for (const [lon, lat] of poly[0]) {
      minX = Math.min(minX, lon); maxX = Math.max(maxX, lon);
      minY = Math.min(minY, lat); maxY = Math.max(maxY, lat);
    }
    if (maxX < LON0 - MARGIN || minX > LON1 + MARGIN || maxY < LAT0 - MARGIN || minY > LAT1 + MARGIN) continue;
    const rings = poly.map((ring) => ring.map(([lon, lat]) => [px(lon), py(lat)]));
    const size = Math.max(px(maxX) - px(minX), py(minY) - py(maxY));
    polygons.push({ rings, size, cx: (px(minX) + px(maxX)) / 2, cy: (py(minY) + py(maxY)) / 2 });
  }
}
const TINY = 3.0; // px: polygons smaller than this get a guaranteed dot
const tiny = polygons.filter((p) => p.size < TINY);

function landPath(ctx) {
  ctx.beginPath();
  for (const { rings } of polygons) {
    for (const ring of rings) {
      ctx.moveTo(ring[0][0], ring[0][1]);
      for (let i = 1; i < ring.length; i++) ctx.lineTo(ring[i][0], ring[i][1]);
      ctx.closePath();
    }
  }
  // tiny islands: a small disc so they always show up
  for (const p of tiny) {
    ctx.moveTo(p.cx + 2.2, p.cy);
    ctx.arc(p.cx, p.cy, 2.2, 0, Math.PI * 2);
    ctx.closePath();
  }
}

function layer() {
  const c = createCanvas(W, H);
  const x = c.getContext('2d');
  x.lineJoin = 'round';
  x.lineCap = 'round';
  return [c, x];
}

// ---- render ---------------------------------------------------------------
const [canvas, ctx] = layer();

// 1. deep sea, with faint low-frequency mottling
ctx.fillStyle = SEA_DEEP;
ctx.fillRect(0, 0, W, H);
{
  const r = rng(1715);
  ctx.save();
  ctx.filter = 'blur(40px)';
  for (let i = 0; i < 70; i++) {
    const light = r() < 0.5;
    ctx.fillStyle = light ? 'rgba(70, 130, 150, 0.10)' : 'rgba(20, 55, 70, 0.12)';
    ctx.beginPath();
    ctx.arc(r() * W, r() * H, 60 + r() * 160, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

// 2. shallows: blurred, widened land outlines in lighter sea tones
for (const [half, blur, colour] of SHALLOWS) {
  ctx.save();
  ctx.filter = `blur(${blur}px)`;
  landPath(ctx);
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineWidth = half * 2;
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.fill('evenodd');
  ctx.restore();
}

// 3. graticule every 5 degrees (under the land)
ctx.save();
ctx.strokeStyle = GRATICULE;
ctx.lineWidth = 1;
ctx.beginPath();
for (let lon = -85; lon <= LON1; lon += 5) {
  const x = Math.round(px(lon)) + 0.5;
  ctx.moveTo(x, 0); ctx.lineTo(x, H);
}
for (let lat = 10; lat <= LAT1; lat += 5) {
  const y = Math.round(py(lat)) + 0.5;
  ctx.moveTo(0, y); ctx.lineTo(W, y);
}
ctx.stroke();
ctx.restore();

// 4. old-chart "water lines": thin rings following the coast
for (const [dist, alpha] of [[7, 1.0], [14, 0.6]]) {
  const [rc, rx] = layer();
  landPath(rx);
  rx.strokeStyle = RIPPLE;
  rx.lineWidth = dist * 2 + 1.1;
  rx.stroke();
  rx.globalCompositeOperation = 'destination-out';
  rx.strokeStyle = '#000';
  rx.lineWidth = dist * 2 - 1.1;
  rx.stroke();
  rx.fill('evenodd');
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.drawImage(rc, 0, 0);
  ctx.restore();
}

// 5. land: parchment fill, a warmer tint along the coast, faint mottling
{
  const [lc, lx] = layer();
  landPath(lx);
  lx.fillStyle = LAND;
  lx.fill('evenodd');
  lx.globalCompositeOperation = 'source-atop';
  // mottling
  const r = rng(1492);
  lx.save();
  lx.filter = 'blur(18px)';
  for (let i = 0; i < 160; i++) {
    lx.fillStyle = r() < 0.5 ? 'rgba(246, 232, 190, 0.22)' : 'rgba(170, 140, 90, 0.14)';
    lx.beginPath();
    lx.arc(r() * W, r() * H, 20 + r() * 70, 0, Math.PI * 2);
    lx.fill();
  }
  lx.restore();
  // coastal tint (inside only, thanks to source-atop)
  lx.save();
  lx.filter = 'blur(5px)';
  landPath(lx);
  lx.strokeStyle = LAND_EDGE_TINT;
  lx.lineWidth = 9;
  lx.stroke();
  lx.restore();
  ctx.drawImage(lc, 0, 0);
}

// 6. coastline stroke (also gives small islands a visible size)
ctx.save();
landPath(ctx);
ctx.strokeStyle = COAST;
ctx.lineWidth = COAST_W;
ctx.lineJoin = 'round';
ctx.stroke();
ctx.restore();

// 7. subtle vignette
{
  const g = ctx.createRadialGradient(W / 2, H / 2, Math.min(W, H) * 0.45, W / 2, H / 2, Math.hypot(W, H) / 2);
  g.addColorStop(0, 'rgba(30, 24, 12, 0)');
  g.addColorStop(1, 'rgba(30, 24, 12, 0.38)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
}

// ---- encode ---------------------------------------------------------------
// Quantise to a 256-colour palette to keep the file small.
const rgba = ctx.getImageData(0, 0, W, H).data;
for (let i = 3; i < rgba.length; i += 4) rgba[i] = 255; // fully opaque
const png = Buffer.from(UPNG.encode([rgba.buffer.slice(rgba.byteOffset, rgba.byteOffset + rgba.byteLength)], W, H, 256));
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, png);
console.log(`wrote ${OUT}: ${W}x${H} px, ${png.length} bytes, ${polygons.length} land polygons (${tiny.length} tiny)`);

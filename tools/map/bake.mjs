// Bakes the board backgrounds from Natural Earth coastlines:
//   assets/map/mm/caribbean.png  Merchants & Marauders' Caribbean
//   assets/map/bb/board.png      Blackbeard's three Regions, one panel each, side by side
//
//   cd tools/map && npm ci && node bake.mjs
//
// Coastlines: Natural Earth (public domain), via the world-atlas npm package
// (ISC), decoded from TopoJSON with topojson-client. We use land-10m.json:
// the 50m set lacks some small islands the game needs (e.g. Providencia,
// San Andres, several cays); 10m is also the right detail for ~60 px/degree.
//
// Every chart is equirectangular over its extent:
//   x_px = (lon - lon0) * (H / (lat1 - lat0)) * cos(latRef)
//   y_px = (lat1 - lat) * (H / (lat1 - lat0))
// M&M's (the game relies on it, keep it exact): lon [-87, -58], lat [8, 27.5],
// latRef 17.75, 60 px/degree, 1657 x 1170 px.
// Blackbeard's panels (src/games/bb/board/chart.rs names their pixel ranges):
// see BB_PANELS below; each is 700 px tall, 1920 px wide in all (within the
// 2048 px every WebGL2 renderer takes).
//
// The images carry no text: the game draws names itself. Output is the same
// bytes on every run (seeded mottling, fixed palette quantisation).

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { createCanvas } from '@napi-rs/canvas';
import UPNG from 'upng-js';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

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

const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'));
const land = feature(topo, topo.objects.land);
const geoms = land.type === 'FeatureCollection' ? land.features.map((f) => f.geometry) : [land.geometry];

/// One chart over an extent: `W` x `H` px, west edge `lon0`, latitudes `lat0`..`lat1`,
/// longitudes scaled by cos(`latRef`). Returns the canvas.
function chart({ W, H, lon0, lat0, lat1, latRef }) {
  // ---- projection ---------------------------------------------------------
  const PX_PER_DEG = H / (lat1 - lat0);
  const KX = PX_PER_DEG * Math.cos((latRef * Math.PI) / 180);
  const lon1 = lon0 + W / KX;
  const px = (lon) => (lon - lon0) * KX;
  const py = (lat) => (lat1 - lat) * PX_PER_DEG;

  // ---- geometry -----------------------------------------------------------
  const MARGIN = 3; // degrees: keep land just off-image so shallows bleed in correctly
  const polygons = []; // arrays of projected rings
  for (const g of geoms) {
    const polys = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    for (const raw of polys) {
      // A ring that crosses the antimeridian (Afro-Eurasia by Chukotka, Fiji) jumps 360
      // degrees there: carry on past 180 instead, so no edge crosses the whole chart.
      // The whole ring then moves by a turn if most of it lies outside -180..180 (Eurasia's
      // ring begins in Chukotka).
      const poly = raw.map((ring) => {
        let shift = 0;
        const out = ring.map(([lon, lat], i) => {
          if (i > 0) {
            const prev = ring[i - 1][0];
            if (lon - prev > 180) shift -= 360;
            else if (prev - lon > 180) shift += 360;
          }
          return [lon + shift, lat];
        });
        const inside = (turn) => out.filter(([lon]) => Math.abs(lon + turn) <= 180).length;
        const turn = [0, 360, -360].reduce((best, t) => (inside(t) > inside(best) ? t : best), 0);
        return out.map(([lon, lat]) => [lon + turn, lat]);
      });
      let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
      for (const [lon, lat] of poly[0]) {
        minX = Math.min(minX, lon); maxX = Math.max(maxX, lon);
        minY = Math.min(minY, lat); maxY = Math.max(maxY, lat);
      }
      if (maxX < lon0 - MARGIN || minX > lon1 + MARGIN || maxY < lat0 - MARGIN || minY > lat1 + MARGIN) continue;
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

  // ---- render -------------------------------------------------------------
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
  for (let lon = Math.ceil(lon0 / 5) * 5; lon <= lon1; lon += 5) {
    const x = Math.round(px(lon)) + 0.5;
    ctx.moveTo(x, 0); ctx.lineTo(x, H);
  }
  for (let lat = Math.ceil(lat0 / 5) * 5; lat <= lat1; lat += 5) {
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
  return { canvas, polygons: polygons.length, tiny: tiny.length };
}

// ---- encode ---------------------------------------------------------------
// Quantise to a 256-colour palette to keep the file small.
function write(rel, canvas, what) {
  const out = resolve(here, rel);
  const { width: W, height: H } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, W, H).data;
  for (let i = 3; i < rgba.length; i += 4) rgba[i] = 255; // fully opaque
  const png = Buffer.from(UPNG.encode([rgba.buffer.slice(rgba.byteOffset, rgba.byteOffset + rgba.byteLength)], W, H, 256));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, png);
  console.log(`wrote ${out}: ${W}x${H} px, ${png.length} bytes, ${what}`);
}

// ---- Merchants & Marauders: the Caribbean -----------------------------------
{
  const MM = { W: 1657, H: 1170, lon0: -87.0, lat0: 8.0, lat1: 27.5, latRef: 17.75 };
  const kx = 60 * Math.cos((17.75 * Math.PI) / 180);
  if (MM.W !== Math.round((-58.0 - MM.lon0) * kx) || MM.H !== Math.round((MM.lat1 - MM.lat0) * 60)) {
    throw new Error('image size does not match projection');
  }
  const { canvas, polygons, tiny } = chart(MM);
  write('../../assets/map/mm/caribbean.png', canvas, `${polygons} land polygons (${tiny} tiny)`);
}

// ---- Blackbeard: three Regions as panels of one board ------------------------
// In the Regions' order of assets/data/bb/map.ron: the Americas (Boston to the Main),
// West Africa (the Gulf of Guinea), East Africa and India (the Arabian Sea).
const BB_PANELS = [
  { W: 700, H: 700, lon0: -99.0, lat0: 4.0, lat1: 46.0, latRef: 25.0 },
  { W: 520, H: 700, lon0: -13.0, lat0: -14.0, lat1: 24.0, latRef: 5.0 },
  { W: 700, H: 700, lon0: 30.0, lat0: -26.0, lat1: 26.0, latRef: 0.0 },
];
{
  const W = BB_PANELS.reduce((s, p) => s + p.W, 0);
  const board = createCanvas(W, 700);
  const ctx = board.getContext('2d');
  let x = 0;
  const parts = [];
  for (const panel of BB_PANELS) {
    const { canvas, polygons } = chart(panel);
    ctx.drawImage(canvas, x, 0);
    parts.push(`${x}..${x + panel.W}: ${polygons} polygons`);
    x += panel.W;
  }
  write('../../assets/map/bb/board.png', board, parts.join('; '));
}

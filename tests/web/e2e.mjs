// The browser test: serve the web build on 127.0.0.1, open it in Debian's headless Chromium
// (software WebGL), and check by what the page logs that the game reached its menu, that
// settings are kept, that a new game with AI seats (one Hard) starts and plays a few rounds
// (reporting how long the Hard captain's searches took with frames flowing), and that it
// saves to local storage and, after a reload of the page, continues from its autosave and
// loads the save, with no panic and no console error. Usage: node tests/web/e2e.mjs dist/web
import { createServer } from "node:http";
import { readFile, mkdtemp, mkdir } from "node:fs/promises";
import { join, extname, resolve } from "node:path";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";

const require = createRequire(new URL("../../tools/web/package.json", import.meta.url));
const { chromium } = require("playwright-core");

const root = resolve(process.argv[2] ?? "dist/web");
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm",
  ".png": "image/png", ".ron": "text/plain" };

const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
  const file = join(root, path.endsWith("/") ? path + "index.html" : path);
  if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
  try {
    const body = await readFile(file);
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "content-length": body.length });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
const url = `http://127.0.0.1:${server.address().port}/`;

// A fresh profile each run, as the issue asks; Playwright takes it as the persistent context.
const profile = await mkdtemp(join(tmpdir(), "spanish-main-chromium-"));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  viewport: { width: 1280, height: 800 },
  args: ["--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--no-sandbox",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--no-first-run", "--disable-quic"],
});
const page = browser.pages()[0] ?? await browser.newPage();

const lines = [];
const errors = [];
const waiters = [];
page.on("console", (msg) => {
  const text = msg.text();
  lines.push(text);
  if (msg.type() === "error" || text.includes("panicked")) errors.push(text);
  // The layout's watch: two panels drawn over each other for more than a second.
  if (/layout: .* overlaps /.test(text)) errors.push(text);
  for (const w of waiters) if (!w.done && w.test(text)) { w.done = true; w.resolve(text); }
});
page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));

/** Wait until the console shows a line matching `pattern` (at or after line `from`), failing
 * fast on any error. */
function seen(pattern, seconds, from = 0) {
  const already = lines.slice(from).find((l) => pattern.test(l));
  if (already) return Promise.resolve(already);
  return new Promise((resolve, reject) => {
    const w = { test: (t) => pattern.test(t), resolve, done: false };
    waiters.push(w);
    const timer = setTimeout(() => !w.done && reject(new Error(`no "${pattern}" within ${seconds}s`)), seconds * 1000);
    const check = setInterval(() => {
      if (errors.length) { clearInterval(check); clearTimeout(timer); reject(new Error(errors.join("\n"))); }
      if (w.done) { clearInterval(check); clearTimeout(timer); }
    }, 100);
  });
}

async function click(x, y) {
  await page.mouse.move(x - 5, y - 3);
  await page.waitForTimeout(250);
  await page.mouse.move(x, y);
  await page.waitForTimeout(250);
  await page.mouse.click(x, y);
  await page.waitForTimeout(400);
}

/** Press the widget the game logged as `name` ("widget: NAME at X,Y", see src/ui/named.rs): its
 * latest position logged at or after line `from`, so new buttons elsewhere never break this. */
async function press(name, from = 0, seconds = 30) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(`widget: ${escaped} at (\\d+),(\\d+)`);
  await seen(re, seconds, from);
  // A window may still move in its first frames (it logs each new position): wait until the
  // widget has held still for 600 ms, or a button beside it takes the click.
  const moves = () => lines.slice(from).filter((l) => re.test(l)).length;
  for (let held = moves(), since = Date.now(), end = since + 5000; Date.now() < end; ) {
    await page.waitForTimeout(100);
    if (moves() !== held) [held, since] = [moves(), Date.now()];
    else if (Date.now() - since >= 600) break;
  }
  const [, x, y] = lines.slice(from).filter((l) => re.test(l)).pop().match(re);
  await click(Number(x), Number(y));
}

/** Press `name` (its position logged at or after line `at`) until the console shows `pattern`
 * at or after line `from` (a slow frame may swallow a click). */
async function pressUntil(name, pattern, from, at = from, tries = 3) {
  for (let i = 1; ; i++) {
    await press(name, at);
    try {
      return await seen(pattern, 10, from);
    } catch (e) {
      if (i >= tries || errors.length) throw e;
    }
  }
}

const report = { ok: false };
const shots = resolve("dist/e2e");
await mkdir(shots, { recursive: true });
try {
  const start = Date.now();
  await page.goto(url + "?e2e"); // ?e2e: the game logs where its named buttons are
  await seen(/screen: Menu/, 180);
  report.first_frame_ms = Date.now() - start;
  // Buttons are pressed by name. Settings: animations and AI captains "Brisk", then Done.
  let from = lines.length;
  await press("Settings");
  await press("Animations Brisk", from);
  await press("AI captains Brisk", from);
  await seen(/settings: stored .*animation: Brisk, ai: Brisk/, 30);
  await page.screenshot({ path: join(shots, "settings.png") });
  // Done: the menu shows again, so its buttons log anew from here.
  from = lines.length;
  await press("Settings done");
  // New game, seat 1 to "Random AI", "Set sail".
  await pressUntil("New game", /screen: NewGame/, from);
  await page.screenshot({ path: join(shots, "new-game.png") });
  await press("Seat 1 Hard", from);
  // With every Seas of Glory switch built (issue: Seas of Glory, part one): the game plays on
  // to round 3, and is saved, continued and loaded below.
  await press("Seas of Glory", from);
  await press("Seas all", from);
  report.modules = "all";
  await pressUntil("Set sail", /screen: Playing/, from);
  await seen(/screen: Playing/, 30);
  await seen(/log: .* is .*sailing a/, 60);
  await seen(/log: — Round 3 —/, 240);
  report.rounds_ms = Date.now() - start;
  // The Hard captain in seat 1 searched in slices between frames: how long each search took
  // from its first slice to its pick, and over how many frames (a measure, not a pass mark).
  const searches = lines
    .map((l) => l.match(/search: (\d+) iterations in (\d+) ms over (\d+) frames, longest slice (\d+) ms/))
    .filter(Boolean)
    .map(([, it, ms, frames, slice]) => ({ it: +it, ms: +ms, frames: +frames, slice: +slice }));
  if (!searches.length) throw new Error("the Hard captain never searched");
  const q = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))]; };
  const ms = searches.map((s) => s.ms);
  report.hard_searches = { count: searches.length, ms_p50: q(ms, 0.5), ms_p95: q(ms, 0.95),
    ms_max: Math.max(...ms), frames_p50: q(searches.map((s) => s.frames), 0.5),
    iterations_p50: q(searches.map((s) => s.it), 0.5),
    frame_ms_p50: Math.round(q(searches.map((s) => s.ms / s.frames), 0.5)),
    slice_ms_max: Math.max(...searches.map((s) => s.slice)),
    // The slowest search whole: many frames means slow frames; a long slice means a playout
    // ran past its slice.
    slowest: searches.reduce((a, b) => (b.ms > a.ms ? b : a)) };
  await page.screenshot({ path: join(shots, "browser.png") });
  // "☰ Menu" in the orders, then Save game, into slot 1.
  from = lines.length;
  await pressUntil("Menu", /screen: Menu/, from, 0); // drawn all game long: its latest position
  await pressUntil("Save game", /widget: Save in Slot 1 at/, from);
  const saved = await pressUntil("Save in Slot 1", /save: saved round \d+/, from);
  // A new page load: the settings and the save must come back from local storage.
  from = lines.length;
  await page.reload();
  await seen(/screen: Menu/, 180, from);
  await seen(/settings: loaded .*animation: Brisk, ai: Brisk/, 30, from);
  // The latest autosave (written at the start of every turn): "Continue" on the fresh page
  // resumes it, at the round it was written in.
  const autosaved = lines.slice(0, from).filter((l) => /save: autosaved round \d+/.test(l)).pop();
  if (!autosaved) throw new Error("no autosave was written");
  const resumed = await pressUntil("Continue", /save: loaded round \d+ from autosave/, from);
  if (autosaved.match(/round \d+/)[0] !== resumed.match(/round \d+/)[0]) {
    throw new Error(`autosaved "${autosaved}" but continued "${resumed}"`);
  }
  await seen(/screen: Playing/, 30, from);
  report.continued = resumed.match(/round \d+/)[0];
  // Back to the menu, and the manual save loads too.
  from = lines.length;
  await pressUntil("Menu", /screen: Menu/, from, 0);
  await pressUntil("Load game", /widget: Load Slot 1 at/, from);
  const loaded = await pressUntil("Load Slot 1", /save: loaded round \d+/, from);
  // A load shows the present, where the captains play on; a replay looks back from the start.
  if (/to replay/.test(loaded)) throw new Error(`"Load Slot 1" replayed: "${loaded}"`);
  if (saved.match(/round \d+/)[0] !== loaded.match(/round \d+/)[0]) {
    throw new Error(`saved "${saved}" but loaded "${loaded}"`);
  }
  await seen(/screen: Playing/, 30, from);
  // The loaded table plays on: its next event in the log (a loaded game's history is told
  // again without echoing it, so any line is new). A whole turn may outlast a minute when a
  // battle runs long; a single choice never does.
  const played = lines.length;
  await seen(/log: /, 60, played);
  report.reload_ms = Date.now() - start;
  // Undo of one move: a new game of seed 5 (Red, a human, starts in Bridgetown), a Normal
  // captain in seat 2. On Red's first turn key 1 sails out of port (no roll, no card), and
  // the Undo button takes it back.
  from = lines.length;
  await pressUntil("Menu", /screen: Menu/, from, 0);
  await pressUntil("New game", /screen: NewGame/, from);
  await press("Seat 1 Human", from);
  await press("Seat 2 Normal", from);
  await press("Seed", from);
  await page.keyboard.type("5");
  await pressUntil("Set sail", /screen: Playing/, from);
  await pressUntil("Order: Take the Flute", /log: Red \(seat 1\)'s turn\./, from);
  await page.waitForTimeout(1000);
  await page.keyboard.press("1");
  await seen(/log: Red \(seat 1\) sails to the Bridgetown sea zone/, 30, from);
  const undone = await pressUntil("Undo", /undo: back to choice \d+/, lines.length, from);
  report.undo = undone.match(/choice \d+/)[0];
  report.ok = errors.length === 0;
} catch (e) {
  report.error = String(e.message ?? e);
  // What the game said last, to read a failure by.
  report.last_lines = lines.slice(-25);
} finally {
  await page.screenshot({ path: join(shots, report.ok ? "reloaded.png" : "failed.png") })
    .catch(() => {});
  await browser.close();
  server.close();
}
report.console_errors = errors;
report.console_lines = lines.length;
console.log(JSON.stringify(report));
process.exit(report.ok ? 0 : 1);

// What the browser tests share: a static server for the web build, Chromium's options, and a
// watch on one page's console (its lines, its errors, waiting for a line, pressing a named
// button where the game logged it).
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { join, extname } from "node:path";
import { createRequire } from "node:module";

const require = createRequire(new URL("../../tools/web/package.json", import.meta.url));
export const { chromium } = require("playwright-core");

/** Debian's Chromium, software WebGL, nothing in the background. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: ["--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--no-sandbox",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--no-first-run", "--disable-quic", "--disable-renderer-backgrounding",
    "--disable-background-timer-throttling", "--disable-backgrounding-occluded-windows"],
};

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm",
  ".png": "image/png", ".ron": "text/plain" };

/** Serve the folder `root` on 127.0.0.1 (any free port); resolves to [server, url]. */
export async function serveFolder(root) {
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
  return [server, `http://127.0.0.1:${server.address().port}/`];
}

/** Watch `page`'s console: every line, the errors (a panic, a console error, two panels
 * drawn over each other for more than a second), and helpers that wait on them. */
export function watch(page) {
  const lines = [];
  const errors = [];
  const waiters = [];
  page.on("console", (msg) => {
    const text = msg.text();
    lines.push(text);
    if (msg.type() === "error" || text.includes("panicked")) errors.push(text);
    if (/layout: .* overlaps /.test(text)) errors.push(text);
    for (const w of waiters) if (!w.done && w.test(text)) { w.done = true; w.resolve(text); }
  });
  page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));

  /** Wait until the console shows a line matching `pattern` (at or after line `from`),
   * failing fast on any error. */
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

  /** Press the widget the game logged as `name` ("widget: NAME at X,Y", see src/ui/named.rs;
   * a RegExp: the first logged name it matches):
   * its latest position logged at or after line `from`, so new buttons elsewhere never break
   * this. */
  async function press(name, from = 0, seconds = 30) {
    // A RegExp names a widget by pattern ("Order: Convert hold 1" and whatever follows).
    const escaped = name instanceof RegExp ? name.source : name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
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
    // The pointer's arrival wakes a sleeping page for a frame: if the widget moved in it, aim
    // again before pressing (a click where it was may land on its neighbour).
    const latest = () => lines.slice(from).filter((l) => re.test(l)).pop().match(re).slice(1).map(Number);
    for (let aims = 1; ; aims++) {
      const [x, y] = latest();
      await page.mouse.move(x - 5, y - 3);
      await page.waitForTimeout(250);
      await page.mouse.move(x, y);
      await page.waitForTimeout(250);
      const [nx, ny] = latest();
      if ((nx === x && ny === y) || aims >= 4) {
        await page.mouse.click(nx, ny);
        await page.waitForTimeout(400);
        return;
      }
    }
  }

  /** Press `name` (its position logged at or after line `at`) until the console shows
   * `pattern` at or after line `from` (a slow frame may swallow a click). */
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

  return { lines, errors, seen, click, press, pressUntil };
}

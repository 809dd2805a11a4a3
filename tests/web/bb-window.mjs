// Blackbeard in the browser: a person answers an Anti-Pirate window (issue 67). The desktop
// binary's `play` plays a seeded game for one person against two Random pirates; in a first
// run the person opens its hand at each window in another's Player-Turn until its secret
// options hold an act (a card to play, a KC to deploy), noting how many choices led there; a
// second run makes the same choices and saves the table at that window. The save goes into
// the page's local storage as its autosave; "Continue" opens it, the person presses "Act…",
// then the act: the log must tell it, with no console error. The window's screenshot is kept.
// Usage: SPANISH_MAIN_BIN=target/debug/spanish-main node tests/web/bb-window.mjs dist/web
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { CHROMIUM, chromium, serveFolder, watch } from "./page.mjs";

const root = resolve(process.argv[2] ?? "dist/web");
const bin = process.env.SPANISH_MAIN_BIN ?? "target/debug/spanish-main";
const OPEN = "Act… (your own options, in secret)";
const ACT = /^(Play .* against |Deploy a King's Commissioner)/;

/** Plays `play --game bb`: with `replay`, makes those choices and saves; without, explores to
 * a window where the person has an act. Returns the choices made before that window, the
 * act's text, and the save (when replaying). */
async function play(seed, replay) {
  const dir = await mkdtemp(join(tmpdir(), "bb-window-"));
  const path = join(dir, "window.save");
  const child = spawn(bin, ["play", "--game", "bb", "--seats", "human,random,random", "--seed", String(seed), "--ai-seed", "1", "--save", path], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let rng = seed;
  const below = (n) => {
    rng = (rng * 1103515245 + 12345) % 2147483648;
    return rng % n;
  };
  const picks = [];
  let found = null;
  let atWindow = null;
  for await (const line of createInterface({ input: child.stdout })) {
    const m = JSON.parse(line);
    if (m.type !== "decision") continue;
    if (replay && picks.length === replay.length) break;
    const texts = m.options.map((o) => o.text);
    let pick;
    if (replay) {
      pick = replay[picks.length];
    } else if (m.kind === "Window" && texts.includes(OPEN)) {
      atWindow = picks.length;
      pick = texts.indexOf(OPEN);
    } else if (m.kind === "ApHand" && atWindow !== null) {
      const act = texts.find((t) => ACT.test(t));
      if (act) {
        found = { before: atWindow, act };
        break;
      }
      pick = texts.findIndex((t) => t === "Nothing after all");
      if (pick < 0) pick = 0;
      atWindow = null;
    } else {
      pick = below(texts.length);
    }
    picks.push(pick);
    child.stdin.write(`${pick}\n`);
    if (picks.length > 6000) break;
  }
  child.stdin.end();
  await new Promise((ok) => child.on("exit", ok));
  if (replay) return await readFile(path, "utf8");
  if (!found) throw new Error(`no window with an act in ${picks.length} choices`);
  return { ...found, picks: picks.slice(0, found.before) };
}

const [server, url] = await serveFolder(root);
const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const { lines, errors, seen, press, pressUntil } = watch(page);
const report = { ok: false };
const shots = resolve("dist/e2e");
await mkdir(shots, { recursive: true });
try {
  const seed = 7;
  const found = await play(seed, null);
  const save = await play(seed, found.picks);
  report.act = found.act;
  report.choices_before = found.before;
  await page.goto(new URL("bb/?e2e", url).href);
  await seen(/screen: Menu/, 180);
  await page.evaluate((text) => {
    localStorage.setItem("spanish-main.bb.autosave-0", text);
    localStorage.setItem("spanish-main.bb.autosave-latest", "0");
  }, save);
  let from = lines.length;
  await page.reload();
  await seen(/screen: Menu/, 180, from);
  await pressUntil("Continue", /save: loaded .* from autosave/, from);
  await seen(/screen: Playing/, 30, from);
  // The table's first frame may log its orders before the line above is read: its widgets
  // are looked up from the Continue on.
  await page.mouse.move(640, 400);
  const escaped = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await pressUntil(`Order: ${OPEN}`, new RegExp(`widget: Order: ${escaped(found.act)}`), from);
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(shots, "bb-window.png") });
  const at = lines.length;
  // The act's button was logged as the hand opened (before `at`): its place is looked up from
  // `from`, the log line after `at`.
  const done = await pressUntil(`Order: ${found.act}`, /log: .*( plays .* against | rolls \d+.*Notoriety)/, at, from);
  report.logged = done.replace(/^.*log: /, "");
  report.ok = errors.length === 0;
} catch (e) {
  report.error = String(e.message ?? e);
  report.last_lines = lines.slice(-25);
  report.seen = [...new Set(lines.filter((l) => /widget: Order|save:|screen:/.test(l)).map((l) => l.replace(/.*INFO \S+ /, "").replace(/ at \d+,\d+$/, "")))].slice(-30);
} finally {
  await page.screenshot({ path: join(shots, report.ok ? "bb-window-done.png" : "bb-window-failed.png") }).catch(() => {});
  await browser.close();
  server.close();
}
report.console_errors = errors;
console.log(JSON.stringify(report));
process.exit(report.ok ? 0 : 1);

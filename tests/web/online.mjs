// The browser test of play online (issue 28): `spanish-main serve` hosts the web build and a
// table of two human seats; two headless Chromium pages (each in its own browser context, as
// two friends at two machines) open their seats' invite links, play with the number keys to
// round 2 (Blackbeard: until the third Player-Turn begins), and neither page's text ever shows
// the other seat's secrets (M&M: its glory cards in hand; Blackbeard: its Event cards and
// Pirate cards in hand; each page names its own in its console under ?e2e for this check only).
// Usage: SPANISH_MAIN_BIN=path/to/spanish-main [GAME=mm|bb] node tests/web/online.mjs dist/web
import { spawn } from "node:child_process";
import { mkdtemp, mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { CHROMIUM, chromium, watch } from "./page.mjs";

const root = resolve(process.argv[2] ?? "dist/web");
const bin = process.env.SPANISH_MAIN_BIN;
const game = process.env.GAME ?? "mm";
// Far enough into the game: M&M's round 2, Blackbeard's third Player-Turn.
const far = { mm: /log: — Round 2 —/, bb: /log: Player-Turn 3: / }[game];
if (!far) throw new Error(`GAME must be mm or bb, not ${game}`);
if (!bin) throw new Error("SPANISH_MAIN_BIN must name the spanish-main binary");

const dir = await mkdtemp(join(tmpdir(), "spanish-main-online-"));
const serve = spawn(bin, ["serve", "--addr", "127.0.0.1:0", "--db", `sqlite://${dir}/tables.db`,
  "--web", root], { stdio: ["ignore", "pipe", "inherit"] });
const base = await new Promise((ok, fail) => {
  let out = "";
  serve.stdout.on("data", (d) => {
    out += d;
    const m = out.match(/serving on (http:\/\/\S+)/);
    if (m) ok(m[1]);
  });
  serve.on("exit", (code) => fail(new Error(`serve exited (${code}) before serving`)));
  setTimeout(() => fail(new Error("serve did not start within 30 s")), 30000);
});

const report = { ok: false, game };
const shots = resolve("dist/e2e");
await mkdir(shots, { recursive: true });
const browser = await chromium.launch(CHROMIUM);
const seats = [];
try {
  const start = Date.now();
  const answer = await fetch(`${base}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game, seats: ["human", "human"], seed: 5, ai_seed: 6 }),
  });
  if (!answer.ok) throw new Error(`the table API said ${answer.status}: ${await answer.text()}`);
  const table = await answer.json();
  for (const invite of table.seats) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const watched = watch(page);
    // An invite link opens its game's own page (each game is a browser build of its own).
    if (!new URL(invite.link).pathname.startsWith(`/${game}/`)) throw new Error(`the invite link ${invite.link} does not open ${game}'s page`);
    // ?e2e before the fragment: the game logs its named buttons and this seat's secrets.
    const link = invite.link.replace("/#", "/?e2e#");
    await page.goto(link);
    seats.push({ seat: invite.seat, page, ...watched });
  }
  for (const s of seats) {
    await s.seen(new RegExp(`online: seated as seat ${s.seat + 1}`), 180);
    await s.seen(/screen: Playing/, 60);
  }
  report.seated_ms = Date.now() - start;
  // Keys go to the focused canvas (winit gives it a tabindex).
  for (const s of seats) await s.page.focus("#bevy");
  // Each page answers its own decisions with key 1 (the first option), as a player would,
  // until both logs reach round 2. A page whose turn it is not ignores the key.
  const round2 = (s) => s.lines.some((l) => far.test(l));
  const end = Date.now() + 300_000;
  let keys = 0;
  while (!seats.every(round2)) {
    if (Date.now() > end) throw new Error(`the table did not reach ${far} within 300 s`);
    for (const s of seats) {
      if (s.errors.length) throw new Error(s.errors.join("\n"));
      await s.page.keyboard.press("1");
      keys += 1;
    }
    await seats[0].page.waitForTimeout(700);
  }
  report.round2_ms = Date.now() - start;
  report.keys = keys;
  for (const s of seats) await s.page.screenshot({ path: join(shots, `online-${game}-seat${s.seat + 1}.png`) });
  // Secrets: a card a seat held (each quoted name in its secrets line), never named in a
  // public log line, must appear nowhere on the other page.
  const held = (s) => new Set(s.lines.flatMap((l) => {
    const m = l.match(/online: my secrets at step \d+: (.*)/);
    return m ? [...m[1].matchAll(/"([^"]+)"/g)].map((x) => x[1]) : [];
  }));
  // What the log told is public (both pages tell the same events; one may be a frame behind
  // the other, so both pages' logs count, once they have caught up).
  await seats[0].page.waitForTimeout(2000);
  const public_log = seats.flatMap((s) => s.lines.filter((l) => /log: /.test(l))).join("\n");
  const told = () => public_log;
  report.secrets = [];
  for (const s of seats) {
    const other = seats.find((o) => o !== s);
    const mine = [...held(s)].filter((n) => !told(s).includes(n) && !held(other).has(n));
    report.secrets.push({ seat: s.seat + 1, cards: mine.length });
    if (!held(s).size) throw new Error(`seat ${s.seat + 1} never named its secrets`);
    for (const name of mine) {
      const leak = other.lines.find((l) => l.includes(name));
      if (leak) throw new Error(`seat ${other.seat + 1}'s page shows seat ${s.seat + 1}'s card: ${leak}`);
    }
  }
  report.ok = seats.every((s) => s.errors.length === 0);
} catch (e) {
  report.error = String(e.message ?? e);
  report.last_lines = seats.map((s) => s.lines.slice(-15));
  for (const s of seats) {
    await s.page.screenshot({ path: join(shots, `online-failed-seat${s.seat + 1}.png`) }).catch(() => {});
  }
} finally {
  await browser.close();
  serve.kill();
}
report.console_errors = seats.flatMap((s) => s.errors);
console.log(JSON.stringify(report));
process.exit(report.ok ? 0 : 1);

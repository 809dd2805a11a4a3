// Solitaire Blackbeard in the browser (issue 68): the new-game form's *Players: Solitaire* with
// Blackbeard played by a Hard pirate; the table plays itself on until the System Player's
// pirates have had their turns after Blackbeard's and a later Player-Turn has begun, with no
// panic and no console error. The Hard pirate's searches run in Blackbeard's search worker, off
// the page's main thread (a search between frames, or the worker failing, fails the test);
// their times from asking to the answer's reaching the page are reported (a measure against
// the 200 ms we hold a browser search to, not a pass mark). Usage: node tests/web/bb-solo.mjs dist/web
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { CHROMIUM, chromium, serveFolder, watch } from "./page.mjs";

const root = resolve(process.argv[2] ?? "dist/web");
const [server, url] = await serveFolder(root);
const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const { lines, errors, seen, press, pressUntil } = watch(page);
const report = { ok: false };
const shots = resolve("dist/e2e");
await mkdir(shots, { recursive: true });
try {
  const start = Date.now();
  await page.goto(new URL("bb/?e2e", url).href);
  await seen(/screen: Menu/, 180);
  let from = lines.length;
  await pressUntil("New game", /screen: NewGame/, from);
  const mark = lines.length;
  await press("Players 1", from);
  await page.waitForTimeout(300);
  // The Solitaire grid lays itself out anew: its widgets are looked up from `mark` on.
  await press("Seat 1 Hard", mark);
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(shots, "bb-solo-new-game.png") });
  from = lines.length;
  await pressUntil("Set sail", /screen: Playing/, from, mark);
  const turns = (ls) => ls.filter((l) => /log: Player-Turn \d+: .* is the Pirate Player\./.test(l));
  // Blackbeard's turn, three turns of the System Player's pirates, then the next one begun.
  for (let i = 0; i < 900 && turns(lines.slice(from)).length < 5 && !errors.length; i++) {
    await page.waitForTimeout(200);
  }
  const begun = turns(lines.slice(from));
  report.player_turns = begun.length;
  report.sp_turns = begun.filter((l) => !/Player-Turn 1:/.test(l)).length;
  if (begun.length < 5) throw new Error(`only ${begun.length} Player-Turns began`);
  report.sp_drew = lines.slice(from).some((l) => /log: The System Player (draws|discards)|log: .*System Player puts/.test(l));
  if (!report.sp_drew) throw new Error("the System Player was never seen to act in the log");
  report.turns_ms = Date.now() - start;
  const searches = lines
    .map((l) => l.match(/search: (\d+) iterations in the worker, answered in (\d+) ms, (\d+) ms searching, (\d+) of (\d+) options weighed, (-?\d+) ms waiting for the page/))
    .filter(Boolean)
    .map(([, it, ms, busy, , , wait]) => ({ it: +it, ms: +ms, busy: +busy, wait: +wait }));
  const sliced = lines.filter((l) => /search: \d+ iterations in \d+ ms over \d+ frames/.test(l));
  const gone = lines.find((l) => /search worker: (not started|stopped)/.test(l));
  if (gone) throw new Error(`the search worker failed: "${gone}"`);
  if (!searches.length) throw new Error(`the Hard pirate never searched in the worker (${sliced.length} searches between frames)`);
  if (sliced.length) throw new Error(`${sliced.length} searches ran between frames beside the worker's ${searches.length}`);
  const q = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
  const ms = searches.map((s) => s.ms);
  report.hard_searches = { count: searches.length, iterations_p50: q(searches.map((s) => s.it), 0.5),
    ms_p50: q(ms, 0.5), ms_p95: q(ms, 0.95), ms_max: Math.max(...ms),
    worker_ms_p50: q(searches.map((s) => s.busy), 0.5), page_wait_ms_p95: q(searches.map((s) => s.wait), 0.95) };
  await page.screenshot({ path: join(shots, "bb-solo.png") });
  report.ok = errors.length === 0;
} catch (e) {
  report.error = String(e.message ?? e);
  report.last_lines = lines.slice(-25);
} finally {
  await page.screenshot({ path: join(shots, report.ok ? "bb-solo-done.png" : "bb-solo-failed.png") }).catch(() => {});
  await browser.close();
  server.close();
}
report.console_errors = errors;
console.log(JSON.stringify(report));
process.exit(report.ok ? 0 : 1);

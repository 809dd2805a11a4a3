// Blackbeard's browser test (issue 65): the games page opens Blackbeard's own wasm; a new game
// of one person and two Random pirates is set up from the new-game form, the person's setup
// choices are pressed on the Orders panel by name, and the table plays on until three
// Player-Turns are over, with no panic and no console error. Usage: node tests/web/bb.mjs dist/web
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { CHROMIUM, chromium, serveFolder, watch } from "./page.mjs";

const root = resolve(process.argv[2] ?? "dist/web");
const [server, url] = await serveFolder(root);
const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const { lines, errors, seen, pressUntil } = watch(page);
const report = { ok: false };
const shots = resolve("dist/e2e");
await mkdir(shots, { recursive: true });
try {
  const start = Date.now();
  await page.goto(url + "?e2e");
  const listed = await page.$$eval("#games a", (as) => as.map((a) => [a.textContent, a.getAttribute("href")]));
  report.games = listed.map(([title]) => title);
  if (!listed.some(([title, href]) => title === "Blackbeard" && new URL(href, url).pathname === "/bb/")) {
    throw new Error(`the games page does not list Blackbeard: ${JSON.stringify(listed)}`);
  }
  await page.click("#games a[href*='/bb/']");
  await seen(/screen: Menu/, 180);
  if (!new URL(page.url()).pathname.endsWith("/bb/")) throw new Error(`the game opened at ${page.url()}`);
  report.first_frame_ms = Date.now() - start;
  let from = lines.length;
  await pressUntil("New game", /screen: NewGame/, from);
  await page.screenshot({ path: join(shots, "bb-new-game.png") });
  await pressUntil("Set sail", /screen: Playing/, from);
  // The person's decisions: the first order (key 1) each time one is asked (setup's
  // deployments and ship, then cards and actions), until the third Player-Turn is over (the
  // fourth begins). A key pressed while a Random pirate decides changes nothing.
  const turns = (ls) => ls.filter((l) => /log: Player-Turn \d+: .* is the Pirate Player\./.test(l)).length;
  await page.mouse.move(640, 400);
  for (let i = 0; i < 1500 && turns(lines.slice(from)) < 4 && !errors.length; i++) {
    await page.keyboard.press("1");
    await page.waitForTimeout(200);
  }
  report.player_turns = turns(lines.slice(from));
  if (report.player_turns < 4) throw new Error(`only ${report.player_turns} Player-Turns began`);
  report.three_turns_ms = Date.now() - start;
  await page.screenshot({ path: join(shots, "bb-browser.png") });
  report.ok = errors.length === 0;
} catch (e) {
  report.error = String(e.message ?? e);
  report.last_lines = lines.slice(-25);
} finally {
  if (process.env.E2E_DUMP) (await import("node:fs")).writeFileSync(process.env.E2E_DUMP, lines.join("\n"));
  await page.screenshot({ path: join(shots, report.ok ? "bb-done.png" : "bb-failed.png") }).catch(() => {});
  await browser.close();
  server.close();
}
report.console_errors = errors;
report.console_lines = lines.length;
console.log(JSON.stringify(report));
process.exit(report.ok ? 0 : 1);

// Blackbeard in the browser converts booty in a port (issue 66). The desktop binary's `play`
// plays a seeded game for one person against two Random pirates, steering the person's pirate
// to a merchant and then into a port, and saves the table when the person may take an In-Port
// Activities Action with booty aboard. That save goes into the page's local storage as its
// autosave; "Continue" opens it, the person takes the In-Port Activities order, passes any
// step before the conversion, and converts the first hold: the log must say so, with no
// console error. Usage: SPANISH_MAIN_BIN=target/debug/spanish-main node tests/web/bb-port.mjs dist/web
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { CHROMIUM, chromium, serveFolder, watch } from "./page.mjs";

const root = resolve(process.argv[2] ?? "dist/web");
const bin = process.env.SPANISH_MAIN_BIN ?? "target/debug/spanish-main";
const SEAS = ["Atlantic", "Caribbean", "Gulf", "Coast", "Sea", "Ocean", "Transit", "America", "Africa", "Guinea", "Main", "Passage"];

/** Plays `play --game bb` to the person's In-Port Activities with booty aboard; the save text. */
async function saveInPort(seed) {
  const dir = await mkdtemp(join(tmpdir(), "bb-port-"));
  const path = join(dir, "in-port.save");
  const child = spawn(bin, ["play", "--game", "bb", "--seats", "human,random,random", "--seed", String(seed), "--ai-seed", "1", "--save", path], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let rng = seed;
  const below = (n) => {
    rng = (rng * 1103515245 + 12345) % 2147483648;
    return rng % n;
  };
  let found = null;
  let choices = 0;
  for await (const line of createInterface({ input: child.stdout })) {
    const m = JSON.parse(line);
    if (m.type !== "decision") continue;
    const texts = m.options.map((o) => o.text);
    const mine = m.observation.afloat.filter((a) => a.seat === 0);
    const inPort = (a) => typeof a.at === "object" && "Port" in a.at;
    // Its number key must reach it (the first nine orders): a long list scrolls.
    const offered = m.observation.decision?.options ?? [];
    const visit = offered.findIndex((c) => c.InPort && mine.some((a) => a.pirate === c.InPort.pirate && a.holds.length && inPort(a)));
    if (m.kind.Action && visit >= 0 && visit < 9) {
      found = [texts[visit], visit];
      break;
    }
    const booty = mine.some((a) => a.holds.length);
    let picks = [];
    if (booty) picks = texts.map((t, i) => [t, i]).filter(([t]) => t.startsWith("Sail") && !SEAS.some((w) => t.split(" to ").pop().includes(w)));
    for (const key of ["boards the merchant", "looks for the merchant", "Seize her", "Stow the cargo in an empty", "Hold the hostage", "Keep the crew"]) {
      if (picks.length) break;
      picks = texts.map((t, i) => [t, i]).filter(([t]) => t.includes(key));
    }
    const pick = picks.length ? picks[below(picks.length)][1] : below(texts.length);
    child.stdin.write(`${pick}\n`);
    if (++choices > 4000) break;
  }
  child.stdin.end();
  await new Promise((ok) => child.on("exit", ok));
  if (!found) throw new Error(`no In-Port Activities with booty in ${choices} choices`);
  return [found, await readFile(path, "utf8")];
}

const [server, url] = await serveFolder(root);
const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const { lines, errors, seen, press, pressUntil } = watch(page);
const report = { ok: false };
const shots = resolve("dist/e2e");
await mkdir(shots, { recursive: true });
try {
  const [[visit, index], save] = await saveInPort(5);
  report.order = visit;
  await page.goto(new URL("bb/?e2e", url).href);
  await seen(/screen: Menu/, 180);
  // The autosave of the latest turn (slot 0), and the marker naming it the latest.
  await page.evaluate((text) => {
    localStorage.setItem("spanish-main.bb.autosave-0", text);
    localStorage.setItem("spanish-main.bb.autosave-latest", "0");
  }, save);
  let from = lines.length;
  await page.reload();
  await seen(/screen: Menu/, 180, from);
  await pressUntil("Continue", /save: loaded .* from autosave/, from);
  // The order's widget may be logged in the frame that says "Playing": look from the reload on.
  await seen(/screen: Playing/, 30, from);
  await seen(new RegExp(`widget: Order: ${visit.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`), 20, from);
  await page.mouse.move(640, 400);
  for (let i = 0; i < 5 && !lines.slice(from).some((l) => /log: .* goes about his business in /.test(l)); i++) {
    await page.keyboard.press(String(index + 1));
    await page.waitForTimeout(1000);
  }
  await seen(/log: .* goes about his business in /, 10, from);
  // Any step before the conversion (a Letter of Marque in hand, a hostage to ransom) passed.
  for (let i = 0; i < 4; i++) {
    const next = await seen(/widget: Order: (Convert hold 1|Keep the Letter of Marque in hand|Ransom no more)/, 20, from);
    if (next.includes("Convert hold 1")) break;
    const at = lines.length;
    await press(next.includes("Letter") ? "Order: Keep the Letter of Marque in hand" : "Order: Ransom no more", from);
    from = at;
  }
  const converted = await pressUntil(/Order: Convert hold 1:.*?/, /log: .* turns \d+ doubloons of booty into \d+ Net Worth\./, from);
  report.converted = converted.replace(/^log: /, "");
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(shots, "bb-port.png") });
  report.ok = errors.length === 0;
} catch (e) {
  report.error = String(e.message ?? e);
  report.last_lines = lines.slice(-25);
  report.seen = [...new Set(lines.filter((l) => /widget: Order|save:|screen:/.test(l)).map((l) => l.replace(/.*INFO \S+ /, "").replace(/ at \d+,\d+$/, "")))].slice(-30);
} finally {
  await page.screenshot({ path: join(shots, report.ok ? "bb-port-done.png" : "bb-port-failed.png") }).catch(() => {});
  await browser.close();
  server.close();
}
report.console_errors = errors;
console.log(JSON.stringify(report));
process.exit(report.ok ? 0 : 1);

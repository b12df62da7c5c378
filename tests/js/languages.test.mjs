import assert from "node:assert/strict";
import { test } from "node:test";

import { LANGUAGES, chooseLanguage, fromBrowser } from "../../static/js/i18n.js";
import * as english from "../../static/js/locales/en.js";

const OTHERS = Object.keys(LANGUAGES).filter((code) => code !== "en");
const TABLES = ["S", "HELP", "LESSON"];
const FUNCTIONS = Object.keys(english).filter((name) => typeof english[name] === "function");

// Words that read the same in every language: names, marks and codes.
const SAME_EVERYWHERE = new Set([
  "Montana", "Montana Solitaire", "Express", "Blue Moon", "BOT", "SHA-256", "UTC", "J", "Q", "K", "A", "Bot", "Bots",
  "Gold", "Go!", "Ghost", "Start", "Tutorial", "Code", "Mode", "Moderation", "Score", "Replay", "Bronze", "Seed", "Passkey", "Passkeys",
  "Sets", "Express Winner", "Blue Moon Winner", "Pony Express", "Grand Marshal", "Helena", "Judith Gap", "Bitterroot Crossing",
  "Gallatin Ford", "Big Hole Pass", "Madison Springs", "Jefferson Bend", "Beartooth Ridge", "Yellowstone Bluffs",
  "Musselshell Flats", "Sweet Grass Hills", "Glacier Summit", "Rang", "Total", "Minimum", "Maximum", "Median", "Classic",
  "Revanche", "Volume", "Animation", "Date", "Tables", "Table", "Profil", "Message", "Session", "Pause", "Menu", "Moves", "Name", "Actions", "Normal",
]);

// Every key of `reference` is in `other`, of the same kind; arrays have the same length.
function differences(reference, other, path, out) {
  for (const [key, value] of Object.entries(reference)) {
    const where = `${path}.${key}`;
    if (!(key in other)) {
      out.push(`${where} is missing`);
      continue;
    }
    const theirs = other[key];
    const kind = Array.isArray(value) ? "array" : typeof value;
    const theirKind = Array.isArray(theirs) ? "array" : typeof theirs;
    if (kind !== theirKind) out.push(`${where} is a ${theirKind}, not a ${kind}`);
    else if (kind === "array" && value.length !== theirs.length) out.push(`${where} has ${theirs.length} items, not ${value.length}`);
    if (kind === "object" || kind === "array") differences(value, theirs, where, out);
  }
  for (const key of Object.keys(other)) if (!(key in reference)) out.push(`${path}.${key} is not an English key`);
  return out;
}

// Words that Intl gives in the page's language (here, under Node, English for every table).
const FROM_INTL = new Set(["S.calendar.weekdays", "S.calendar.weekdayNames"]);

// The English strings a translation left as they were.
function untranslated(reference, other, path, out) {
  if (FROM_INTL.has(path)) return out;
  for (const [key, value] of Object.entries(reference)) {
    const theirs = other?.[key];
    if (typeof value === "string" && value === theirs && /[a-z]{3}/.test(value) && !SAME_EVERYWHERE.has(value)) {
      out.push(`${path}.${key}: "${value}"`);
    } else if (value && typeof value === "object") untranslated(value, theirs, `${path}.${key}`, out);
  }
  return out;
}

for (const code of OTHERS) {
  test(`${LANGUAGES[code]} has every word English has, of the same kind`, async () => {
    const words = await import(`../../static/js/locales/${code}.js`);
    const out = [];
    for (const table of TABLES) differences(english[table], words[table], table, out);
    for (const name of FUNCTIONS) if (typeof words[name] !== "function") out.push(`the function ${name} is missing`);
    assert.deepEqual(out, []);
  });

  test(`${LANGUAGES[code]} leaves no English sentence untranslated`, async () => {
    const words = await import(`../../static/js/locales/${code}.js`);
    const out = [];
    for (const table of TABLES) untranslated(english[table], words[table], table, out);
    assert.deepEqual(out, []);
  });

  test(`${LANGUAGES[code]} says every problem of the API in a sentence of its own`, async () => {
    const words = await import(`../../static/js/locales/${code}.js`);
    const types = [...english.problemSentence.toString().matchAll(/case "([a-z-]+)"/g)].map((match) => match[1]);
    assert.ok(types.length > 40);
    const fallback = words.problemSentence({ problem: { type: "/problems/no-such-problem" } });
    for (const type of types) {
      const sentence = words.problemSentence({ problem: { type: `/problems/${type}` }, retryAfter: 3 });
      assert.ok(sentence && sentence !== english.problemSentence({ problem: { type: `/problems/${type}` }, retryAfter: 3 }), type);
      assert.notEqual(sentence, fallback, `${type} falls back to the general sentence`);
    }
    assert.notEqual(words.problemSentence({ network: true }), english.problemSentence({ network: true }));
  });

  test(`${LANGUAGES[code]} names cards, places and counts in its own words`, async () => {
    const words = await import(`../../static/js/locales/${code}.js`);
    assert.notEqual(words.cardWords("QH"), english.cardWords("QH"));
    assert.notEqual(words.position(0, 2), english.position(0, 2));
    assert.match(words.position(0, 2), /1/);
    assert.match(words.position(0, 2), /3/);
    assert.notEqual(words.ordinal(2), english.ordinal(2));
    assert.notEqual(words.S.play.hintReason({ kind: "move", verdict: "winnable", wins: true, line: [1, 2, 3], reason: "x" }), "X.");
  });
}

test("the language comes from the setting, else the first of the browser's languages Montana speaks", () => {
  assert.equal(fromBrowser(["pt-BR", "de-AT", "fr"]), "de");
  assert.equal(fromBrowser(["ja"]), "en");
  assert.equal(fromBrowser([]), "en");
  assert.equal(chooseLanguage("es", ["de-DE"]), "es");
  assert.equal(chooseLanguage(null, ["fr-CA"]), "fr");
  assert.equal(chooseLanguage("xx", ["fr-CA"]), "fr");
});

// Every word a player reads comes from here: the chosen language's table (locales/<language>.js),
// loaded before anything is drawn, and the helpers of i18n.js that read it. English is part of the
// first load; another language is one more module, fetched at once (and kept offline with the rest).
import { language, S } from "./i18n.js";
import * as english from "./locales/en.js";

async function wordsOf(code) {
  if (code === "en") return english;
  try {
    return await import(`./locales/${code}.js`);
  } catch {
    return english; // a language file that cannot be fetched (offline before it was ever kept): English
  }
}

const words = await wordsOf(language);
Object.assign(S, words.S);
if (typeof document !== "undefined") document.documentElement.lang = words === english ? "en" : language;

export { S };
export const { HELP, LESSON, cardWords, outcome, ordinal, position, problemSentence, unratedText } = words;

// A race's problems in the race's own words; the rest as everywhere else.
export function raceProblem(error, context = "") {
  const type = String(error?.problem?.type || "").replace("/problems/", "");
  return words.raceProblem(type, context) ?? words.problemSentence(error, context);
}

export {
  LANGUAGES, badgeName, cardName, difficultyText, formatClock, formatDate, formatMoment, formatTime, fromBrowser, language, listOr,
  modeLabel, modeName, monthTitle, num, periodName, playerName, racerName, readable, rememberLanguage, scoreLineText, shortDate, shortMonth,
} from "./i18n.js";

// Every word a player reads comes from here: the chosen language's table (locales/<language>.js),
// loaded before anything is drawn, and the helpers of i18n.js that read it. Only that one language
// is fetched (the others would weigh on every first load); the service worker keeps them all offline.
import { language, S } from "./i18n.js";

async function wordsOf(code) {
  try {
    return [code, await import(`./locales/${code}.js`)];
  } catch {
    return ["en", await import("./locales/en.js")]; // a language that cannot be fetched: English
  }
}

const [spoken, words] = await wordsOf(language);
Object.assign(S, words.S);
if (typeof document !== "undefined") document.documentElement.lang = spoken;

export { S };
export const { HELP, LESSON, cardWords, outcome, ordinal, position, problemSentence } = words;

// A race's problems in the race's own words; the rest as everywhere else.
export function raceProblem(error, context = "") {
  const type = String(error?.problem?.type || "").replace("/problems/", "");
  return words.raceProblem(type, context) ?? words.problemSentence(error, context);
}

export {
  LANGUAGES, backDeed, backName, badgeName, cardName, difficultyText, formatClock, formatDate, formatMoment, formatTime, fromBrowser, language, listOr,
  modeLabel, modeName, monthTitle, num, periodName, playerName, racerName, readable, rememberLanguage, scoreLineText, shortDate, shortMonth, unratedText,
} from "./i18n.js";

// The player's settings: what is in force on this page, saved to the server (they follow the player to
// every device), and changed live when another device saves them.
import { followSettingsChanges } from "../live.js";
import { ANIMATION_MS } from "../state.js";
import { S, problemSentence, rememberLanguage } from "../strings.js";
import { showSettings } from "../views.js";

const $ = (selector) => document.querySelector(selector);
const VOLUME = "montana.volume";
export const DEFAULT_SETTINGS = {
  theme: "classic-felt", card_back: "red-lattice", four_colour_suits: false, sound: true, music: false,
  animation_speed: "normal", highlight_moves: false, left_handed: false, language: null,
};

export class Preferences {
  // `applied(settings)`: the settings in force changed (the table draws itself again). `profileShown()`:
  // whether the profile (and its settings form) is on screen; `redrawProfile()` draws it again.
  constructor({ api, sound, say, applied, profileShown, redrawProfile }) {
    Object.assign(this, { api, sound, say, applied, profileShown, redrawProfile });
    this.settings = { ...DEFAULT_SETTINGS };
    this.version = 1;
    this.stream = null;
  }

  bindControls() {
    $("#mute").addEventListener("click", () => this.toggleSound());
    const volume = $("#volume");
    volume.value = localStorage.getItem(VOLUME) ?? volume.value;
    volume.addEventListener("input", () => {
      localStorage.setItem(VOLUME, volume.value);
      this.sound.configure(this.soundSettings());
    });
  }

  async load() {
    const current = await this.api.settings();
    this.apply(current.settings, current.version, { speak: true });
  }

  // `speak`: a language other than the page's is put in force by loading the page again (its words are
  // read once, at load); otherwise it is kept for the next load, so a game on another device never jumps.
  apply(settings, version, { speak = false } = {}) {
    this.settings = { ...DEFAULT_SETTINGS, ...settings };
    if (rememberLanguage(this.settings.language) && speak) {
      location.reload();
      return;
    }
    this.version = version;
    const root = document.documentElement;
    root.dataset.theme = this.settings.theme;
    root.style.setProperty("--move-ms", `${this.animationMs()}ms`);
    document.body.classList.toggle("left-handed", this.settings.left_handed);
    document.body.classList.toggle("four-colour", this.settings.four_colour_suits);
    this.sound.configure(this.soundSettings());
    const mute = $("#mute");
    mute.setAttribute("aria-pressed", String(this.settings.sound));
    mute.querySelector("use").setAttribute("href", this.settings.sound ? "#i-sound" : "#i-mute");
    this.applied(this.settings);
  }

  animationMs() {
    const reduced = matchMedia("(prefers-reduced-motion: reduce)").matches;
    return reduced ? 0 : ANIMATION_MS[this.settings.animation_speed] ?? ANIMATION_MS.normal;
  }

  soundSettings() {
    return { sound: this.settings.sound, music: this.settings.music, volume: Number($("#volume").value) };
  }

  async toggleSound() {
    await this.save({ ...this.settings, sound: !this.settings.sound }, this.settings.sound ? S.controls.soundOff : S.controls.soundOn);
  }

  async save(next, confirmation = S.profile.saved) {
    try {
      const saved = await this.api.saveSettings(next, this.version);
      if (saved.settings.language !== this.settings.language) this.say(S.profile.languageReload);
      this.apply(saved.settings, saved.version, { speak: true });
      this.say(confirmation, { fade: true });
    } catch (error) {
      if (error.status === 412 && error.problem.settings) {
        this.apply(error.problem.settings, error.problem.version);
        this.say(S.settingsConflict);
        if (this.profileShown()) await this.redrawProfile();
      } else {
        this.say(problemSentence(error, "settings"));
      }
    }
  }

  // Settings saved on another device are put in force here as they arrive.
  follow() {
    this.stream?.stop();
    this.stream = followSettingsChanges({
      token: () => this.api.token,
      shownVersion: () => this.version,
      onSettings: (change) => this.changedElsewhere(change),
    });
  }

  changedElsewhere({ settings, version }) {
    if (version <= this.version) return;
    const before = this.settings;
    this.apply(settings, version);
    const form = $("#settings-form");
    // The form shows what is in force; edits not yet saved there are replaced, and the player is told.
    if (this.profileShown() && form && showSettings(form, this.settings, before)) this.say(S.settingsConflict);
  }
}

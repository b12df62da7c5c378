// Sound made with the Web Audio API: no audio files. Created on the first user gesture.

export class Sound {
  constructor() {
    this.context = null;
    this.enabled = true;
    this.musicOn = false;
    this.volume = 0.6;
    this.loopTimer = 0;
  }

  configure({ sound, music, volume }) {
    this.enabled = sound;
    if (volume !== undefined) this.volume = volume;
    if (this.master) this.master.gain.value = this.enabled ? this.volume : 0;
    if (music !== this.musicOn) {
      this.musicOn = music;
      if (music) this.startLoop();
      else this.stopLoop();
    }
  }

  ensure() {
    if (this.context || typeof AudioContext === "undefined") return Boolean(this.context);
    this.context = new AudioContext();
    this.master = this.context.createGain();
    this.master.gain.value = this.enabled ? this.volume : 0;
    this.master.connect(this.context.destination);
    return true;
  }

  noise(duration) {
    const length = Math.floor(this.context.sampleRate * duration);
    const buffer = this.context.createBuffer(1, length, this.context.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < length; i += 1) data[i] = (Math.random() * 2 - 1) * (1 - i / length);
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    return source;
  }

  envelope(peak, attack, decay, at = this.context.currentTime) {
    const gain = this.context.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + attack);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + attack + decay);
    gain.connect(this.master);
    return gain;
  }

  // A card sliding over felt: filtered noise.
  slide() {
    if (!this.enabled || !this.ensure()) return;
    const source = this.noise(0.18);
    const filter = this.context.createBiquadFilter();
    filter.type = "bandpass";
    filter.frequency.value = 1800;
    source.connect(filter).connect(this.envelope(0.35, 0.01, 0.16));
    source.start();
  }

  // A wooden tap as the card lands.
  tap() {
    if (!this.enabled || !this.ensure()) return;
    const osc = this.context.createOscillator();
    osc.type = "triangle";
    osc.frequency.setValueAtTime(420, this.context.currentTime);
    osc.frequency.exponentialRampToValueAtTime(180, this.context.currentTime + 0.08);
    osc.connect(this.envelope(0.5, 0.003, 0.09));
    osc.start();
    osc.stop(this.context.currentTime + 0.12);
  }

  // A clock's tick, softer than a card's tap: the last seconds of a timed game.
  tick() {
    if (!this.enabled || !this.ensure()) return;
    const osc = this.context.createOscillator();
    osc.type = "square";
    osc.frequency.setValueAtTime(1900, this.context.currentTime);
    osc.connect(this.envelope(0.08, 0.001, 0.03));
    osc.start();
    osc.stop(this.context.currentTime + 0.05);
  }

  // A brass bell struck twice: another racer has finished.
  bell() {
    if (!this.enabled || !this.ensure()) return;
    [0, 0.18].forEach((delay) => {
      const at = this.context.currentTime + delay;
      for (const [frequency, peak] of [[880, 0.3], [2200, 0.08], [3300, 0.04]]) {
        const osc = this.context.createOscillator();
        osc.type = "sine";
        osc.frequency.value = frequency;
        osc.connect(this.envelope(peak, 0.004, 0.9, at));
        osc.start(at);
        osc.stop(at + 1);
      }
    });
  }

  // A brass fanfare: sawtooth chords through a swelling low-pass filter.
  fanfare() {
    if (!this.enabled || !this.ensure()) return;
    const notes = [[392, 494, 587], [440, 554, 659], [523, 659, 784]];
    notes.forEach((chord, index) => {
      const at = this.context.currentTime + index * 0.28;
      const filter = this.context.createBiquadFilter();
      filter.type = "lowpass";
      filter.frequency.setValueAtTime(600, at);
      filter.frequency.exponentialRampToValueAtTime(3200, at + 0.15);
      filter.connect(this.envelope(0.25, 0.04, index === 2 ? 0.9 : 0.25, at));
      for (const frequency of chord) {
        const osc = this.context.createOscillator();
        osc.type = "sawtooth";
        osc.frequency.value = frequency;
        osc.connect(filter);
        osc.start(at);
        osc.stop(at + 1.2);
      }
    });
  }

  // A gentle guitar-like loop: plucked notes with a quick decay.
  pluck(frequency, at) {
    const osc = this.context.createOscillator();
    osc.type = "triangle";
    osc.frequency.value = frequency;
    osc.connect(this.envelope(0.12, 0.005, 0.9, at));
    osc.start(at);
    osc.stop(at + 1);
  }

  startLoop() {
    if (!this.ensure()) return;
    const pattern = [196, 247, 294, 392, 294, 247, 220, 262, 330, 440, 330, 262];
    let step = 0;
    const tick = () => {
      if (this.enabled) this.pluck(pattern[step % pattern.length], this.context.currentTime + 0.02);
      step += 1;
    };
    this.stopLoop();
    this.loopTimer = setInterval(tick, 420);
  }

  stopLoop() {
    clearInterval(this.loopTimer);
    this.loopTimer = 0;
  }
}

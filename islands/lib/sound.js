// A roulette's ticking, synthesised when no sound file is given: ticks that slow down over
// the spin, at the given volume (spec 2 §4: half volume). Silent where Web Audio is missing.
export function playTicks({ volume = 0.5, durationMs = 3500 } = {}) {
  const AudioContext = window.AudioContext || window.webkitAudioContext;
  if (!AudioContext) return;
  const ctx = new AudioContext();
  const gain = ctx.createGain();
  gain.gain.value = volume;
  gain.connect(ctx.destination);
  const seconds = durationMs / 1000;
  let t = 0;
  let gap = 0.05;
  while (t < seconds) {
    const osc = ctx.createOscillator();
    const env = ctx.createGain();
    osc.type = "square";
    osc.frequency.value = 880;
    env.gain.setValueAtTime(1, ctx.currentTime + t);
    env.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + t + 0.03);
    osc.connect(env).connect(gain);
    osc.start(ctx.currentTime + t);
    osc.stop(ctx.currentTime + t + 0.035);
    t += gap;
    gap *= 1.12; // the wheel slows down
  }
  setTimeout(() => ctx.close?.(), durationMs + 200);
}

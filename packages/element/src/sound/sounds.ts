// The board's sounds, made in WebAudio (no audio files): a stone set down, a soft short knock
// rather than a sharp click, and stones taken off the board, a few quieter knocks. Loaded the
// first time a board with `sound` plays one.

let context: AudioContext | undefined;

/** Schedules a stone's knock at `when` on `audio`: a short burst of noise through a band-pass
 * filter (the stone on wood) over a low, fast-fading tone (the board), at `volume` (0 to 1). */
function knock(audio: BaseAudioContext, when: number, volume: number, pitch = 1): void {
  const length = Math.round(audio.sampleRate * 0.08);
  const noise = audio.createBuffer(1, length, audio.sampleRate);
  const samples = noise.getChannelData(0);
  // A fixed sequence, not Math.random: every stone sounds the same.
  let seed = 7;
  for (let index = 0; index < length; index++)
    samples[index] = (((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1) * (1 - index / length) ** 3;
  const source = audio.createBufferSource();
  source.buffer = noise;
  const band = audio.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = 1800 * pitch;
  band.Q.value = 1.4;
  // Softer than a bare click: the highs rolled off.
  const soft = audio.createBiquadFilter();
  soft.type = 'lowpass';
  soft.frequency.value = 3200;
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.9 * volume, when);
  gain.gain.exponentialRampToValueAtTime(0.0001, when + 0.08);
  source.connect(band).connect(soft).connect(gain).connect(audio.destination);
  source.start(when);
  const tone = audio.createOscillator();
  tone.frequency.setValueAtTime(190 * pitch, when);
  tone.frequency.exponentialRampToValueAtTime(120 * pitch, when + 0.07);
  const body = audio.createGain();
  body.gain.setValueAtTime(0.25 * volume, when);
  body.gain.exponentialRampToValueAtTime(0.0001, when + 0.07);
  tone.connect(body).connect(audio.destination);
  tone.start(when);
  tone.stop(when + 0.08);
}

/** Schedules the sound of a move on `audio` from `when`: the stone, then, for a capture, the
 * stones taken (up to four knocks, quieter and a little higher). */
export function moveSound(audio: BaseAudioContext, when: number, volume: number, captures: number): void {
  knock(audio, when, volume);
  for (let stone = 0; stone < Math.min(captures, 4); stone++)
    knock(audio, when + 0.16 + stone * 0.07, volume * 0.45, 1.3);
}

/** Plays the sound of a move now, on the page's one audio context. */
export function playMove(volume: number, captures: number): void {
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  moveSound(context, context.currentTime + 0.01, volume, captures);
}

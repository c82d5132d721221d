import { expect } from '@esm-bundle/chai';
import { sendMouse } from '@web/test-runner-commands';
import { mount, unmountAll, until } from '../test-support/fixture.js';
import { SHORT_GAME } from '../test-support/records.js';
import { moveSound } from './sounds.js';

/** The loudest sample and the share of the sound's energy after its first `after` seconds. */
async function measure(volume: number, captures: number, after = 0.12): Promise<{ peak: number; late: number }> {
  const audio = new OfflineAudioContext(1, 44100 * 0.6, 44100);
  moveSound(audio, 0, volume, captures);
  const samples = (await audio.startRendering()).getChannelData(0);
  let peak = 0;
  let total = 0;
  let late = 0;
  samples.forEach((sample, index) => {
    peak = Math.max(peak, Math.abs(sample));
    total += sample * sample;
    if (index > after * 44100) late += sample * sample;
  });
  return { peak, late: late / total };
}

describe('<go-board> sounds', () => {
  afterEach(unmountAll);

  it('should knock softly and briefly, as loud as sound-volume asks, and sound captures after the stone', async () => {
    const full = await measure(1, 0);
    const half = await measure(0.5, 0);
    expect(full.peak).to.be.within(0.1, 0.8);
    expect(half.peak / full.peak).to.be.within(0.45, 0.55);
    // A knock, not a ring: next to nothing after 120 ms.
    expect(full.late).to.be.below(0.01);
    expect((await measure(1, 2)).late).to.be.above(0.05);
  });

  it('should sound a move only after the reader has used the page, and only with sound on', async () => {
    const started: number[] = [];
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: Parameters<typeof start>) {
      started.push(this.context.currentTime);
      return start.apply(this, args);
    };
    try {
      const board = await mount({ sgf: SHORT_GAME, sound: '' });
      // Each test file has a page of its own, which nobody has used yet.
      expect(
        (navigator as Navigator & { userActivation: { hasBeenActive: boolean } }).userActivation.hasBeenActive,
      ).to.equal(false);
      board.next();
      await board.updateComplete;
      // Nothing sounds before the page was used.
      expect(started).to.have.length(0);
      const box = board.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.x + 5), Math.round(box.y + 5)] });
      board.next();
      await until(() => started.length > 0, 'the stone to sound');
      const knocks = started.length;
      board.sound = false;
      await board.updateComplete;
      board.next();
      await board.updateComplete;
      board.sound = true;
      board.previous();
      await board.updateComplete;
      // A step back is no move: silence. Off is off.
      expect(started.length).to.equal(knocks);
    } finally {
      AudioBufferSourceNode.prototype.start = start;
    }
  });
});

import { expect } from '@esm-bundle/chai';
import type { GoErrorEvent } from './events/go-error.js';
import type { GoBoard } from './go-board.js';
import { find, mount, unmountAll } from './test-support/fixture.js';
import { SHORT_GAME } from './test-support/records.js';

/** Mounts a board and collects the go-error events it fires while it loads. */
async function mountWatched(attributes: Record<string, string>): Promise<{ board: GoBoard; errors: GoErrorEvent[] }> {
  const errors: GoErrorEvent[] = [];
  const listener = (event: GoErrorEvent): void => void errors.push(event);
  document.addEventListener('go-error', listener);
  try {
    const board = await mount(attributes);
    return { board, errors };
  } finally {
    document.removeEventListener('go-error', listener);
  }
}

const viewBox = (board: GoBoard): string => find(board, 'svg.goban').getAttribute('viewBox')!;

describe('<go-board> attributes it cannot use', () => {
  afterEach(unmountAll);

  it('should say which size it was given and show 19x19, rather than "received NaN"', async () => {
    const { board, errors } = await mountWatched({ size: 'abc' });
    expect(errors).to.have.length(1);
    expect(errors[0]!.origin).to.equal('attribute');
    expect(errors[0]!.attribute).to.equal('size');
    expect(errors[0]!.reason).to.equal('Ignored size="abc": expected 1-25; using 19.');
    expect(errors[0]!.reason).not.to.contain('NaN');
    expect(errors[0]!.error).to.be.instanceOf(RangeError);
    expect(board.game!.width).to.equal(19);
    expect(board.shadowRoot!.querySelector('[part="error"]')).to.equal(null);
  });

  it('should say a view names no region of the board, and show the whole board', async () => {
    const { board, errors } = await mountWatched({ sgf: SHORT_GAME, view: 'zz:aa' });
    expect(errors.map((error) => error.attribute)).to.deep.equal(['view']);
    expect(errors[0]!.reason).to.contain('view="zz:aa"').and.contain('a1:j9').and.contain('using a1:j9');
    expect(viewBox(board)).to.equal('-0.62 -0.62 9.24 9.24');
    // A view that is no region at all falls back to the whole board as well.
    const { errors: nonsense } = await mountWatched({ sgf: SHORT_GAME, view: 'top-left' });
    expect(nonsense[0]!.reason).to.contain('view="top-left"');
    // A good view says nothing.
    const { errors: none } = await mountWatched({ sgf: SHORT_GAME, view: 'a1:e5' });
    expect(none).to.deep.equal([]);
  });

  it('should quote a move it cannot read, and show the start', async () => {
    const { board, errors } = await mountWatched({ sgf: SHORT_GAME, move: 'ten' });
    expect(errors.map((error) => error.reason)).to.deep.equal([
      'Ignored move="ten": expected last | 0, 1, 2 ...; using 0.',
    ]);
    expect(board.move).to.equal(0);
  });

  it('should fall back from every unknown keyword, naming the values it takes', async () => {
    const { board, errors } = await mountWatched({
      sgf: SHORT_GAME,
      theme: 'neon',
      controls: 'some',
      mode: 'edit-ish',
    });
    expect(errors.map((error) => error.reason)).to.have.members([
      'Ignored theme="neon": expected wood | book | dark; using wood.',
      'Ignored controls="some": expected full | minimal | none; using full.',
      'Ignored mode="edit-ish": expected view | play | problem | edit; using view.',
    ]);
    expect([board.theme, board.controls, board.mode]).to.deep.equal(['wood', 'full', 'view']);
    const playing = await mountWatched({ mode: 'play', size: '9', 'bot-level': '11', komi: 'lots', handicap: '1' });
    expect(playing.errors.map((error) => error.attribute)).to.have.members(['bot-level', 'komi', 'handicap']);
    expect(playing.errors.find((error) => error.attribute === 'komi')!.reason).to.equal(
      'Ignored komi="lots": expected a finite number, such as 6.5; using 6.5.',
    );
    expect([playing.board.botLevel, playing.board.komi, playing.board.handicap]).to.deep.equal([3, 6.5, 0]);
    const timed = await mountWatched({ mode: 'play', size: '9', 'bot-time': '-2' });
    expect(timed.errors.map((error) => error.reason)).to.deep.equal([
      'Ignored bot-time="-2": expected a number of seconds above 0, such as 2; using (none).',
    ]);
    expect(timed.board.botTime).to.equal(null);
  });

  it('should check a value set later, as a property, the same way', async () => {
    const { board } = await mountWatched({ sgf: SHORT_GAME });
    const errors: GoErrorEvent[] = [];
    board.addEventListener('go-error', (event) => errors.push(event));
    board.view = 'a1:z30';
    await board.updateComplete;
    expect(errors.map((error) => error.reason)).to.deep.equal([
      'Ignored view="a1:z30": expected two corners on this 9x9 board, such as a1:j9 or aa:ii; using a1:j9.',
    ]);
    board.autoplayDelay = -5;
    await board.updateComplete;
    expect(errors[1]!.reason).to.equal('Ignored autoplay-delay="-5": expected a number, 0 or more; using 1500.');
    expect(board.autoplayDelay).to.equal(1500);
  });
});

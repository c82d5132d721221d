import { GoBoard } from '@go-board/element/react';
import type { GoNavigateEvent, GoProblemResultEvent } from '@go-board/element';
import { useState } from 'react';

const RECORD = '(;GM[1]FF[4]SZ[9]PB[Ada]PW[Grace]KM[6.5];B[ee]C[Tengen.];W[cc];B[gc];W[cg];B[gg];W[ec])';

/** Black to kill: the middle of White's three points along the edge (C19) is the vital point. */
const PROBLEM =
  '(;FF[4]SZ[19]PL[B]AB[ac][bc][cc][dc][ec][fc][fb][fa]AW[aa][ab][bb][cb][db][eb][ea]C[Black to play: kill.]' +
  '(;B[ca];W[ba];B[da]C[Right.])(;B[ba];W[ca]C[Wrong: two eyes.])(;B[da];W[ca]C[Wrong: two eyes.]))';

/** A React app that drives <go-board> through its @lit/react wrapper: typed props in (React sets
 * `move`), typed events out (onGoNavigate receives a GoNavigateEvent). */
export function App() {
  const [move, setMove] = useState(0);
  const [comment, setComment] = useState('');
  const [verdict, setVerdict] = useState('not tried yet');

  const onNavigate = (event: GoNavigateEvent) => {
    setMove(event.moveNumber);
    setComment(event.node.props.C?.[0] ?? '');
  };

  const onProblemResult = (event: GoProblemResultEvent) =>
    setVerdict(event.solved ? `solved in ${event.detail.moves.length} moves` : 'wrong, try again');

  return (
    <main style={{ maxWidth: '28rem', margin: '1rem auto', fontFamily: 'system-ui' }}>
      <h1>go-board in React 19</h1>
      <GoBoard sgf={RECORD} move={move} coordinates controls="minimal" onGoNavigate={onNavigate} />
      <p>
        <button type="button" onClick={() => setMove(0)}>
          Start
        </button>{' '}
        <button type="button" onClick={() => setMove((m) => m + 1)}>
          Next move
        </button>
      </p>
      <p data-testid="state">
        React says: move {move}
        {comment ? `, "${comment}"` : ''}
      </p>
      <h2>A problem</h2>
      <GoBoard sgf={PROBLEM} mode="problem" replyDelay={0} controls="minimal" onGoProblemResult={onProblemResult} />
      <p data-testid="verdict">React says: {verdict}</p>
    </main>
  );
}

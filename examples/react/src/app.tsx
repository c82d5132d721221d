import { GoBoard } from '@go-board/element/react';
import type { GoNavigateEvent } from '@go-board/element';
import { useState } from 'react';

const RECORD = '(;GM[1]FF[4]SZ[9]PB[Ada]PW[Grace]KM[6.5];B[ee]C[Tengen.];W[cc];B[gc];W[cg];B[gg];W[ec])';

/** A React app that drives <go-board> through its @lit/react wrapper: typed props in (React sets
 * `move`), typed events out (onGoNavigate receives a GoNavigateEvent). */
export function App() {
  const [move, setMove] = useState(0);
  const [comment, setComment] = useState('');

  const onNavigate = (event: GoNavigateEvent) => {
    setMove(event.moveNumber);
    setComment(event.node.props.C?.[0] ?? '');
  };

  return (
    <main style={{ maxWidth: '28rem', margin: '1rem auto', fontFamily: 'system-ui' }}>
      <h1>go-board in React 19</h1>
      <GoBoard sgf={RECORD} move={move} coordinates controls="minimal" onGoNavigate={onNavigate} />
      <p>
        <button type="button" onClick={() => setMove(0)}>Start</button>{' '}
        <button type="button" onClick={() => setMove((m) => m + 1)}>Next move</button>
      </p>
      <p data-testid="state">React says: move {move}{comment ? `, "${comment}"` : ''}</p>
    </main>
  );
}

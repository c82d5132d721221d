// <go-board> in React 19's JSX: React 19 sets known properties of custom elements as properties
// and adds `on<event-name>` props as event listeners, so the element needs no wrapper. This
// declaration gives those props their types.
import type { GoBoard, GoNavigateEvent, GoErrorEvent } from '@go-board/element';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type GoBoardProps = DetailedHTMLProps<HTMLAttributes<GoBoard>, GoBoard> &
  Partial<Pick<GoBoard, 'sgf' | 'src' | 'size' | 'coordinates' | 'theme' | 'controls' | 'label' | 'view'>> & {
    move?: number | 'last';
    'move-numbers'?: string;
    'ongo-navigate'?: (event: GoNavigateEvent) => void;
    'ongo-error'?: (event: GoErrorEvent) => void;
  };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'go-board': GoBoardProps;
    }
  }
}

// Diagrams written for the tests, shared by the reader's and the writer's.

/** A whole 9x9 board with every stone, mark, label and space symbol, as toDiagram writes it. */
export const EVERY_SYMBOL = `$$ Every symbol
$$ +-------------------+
$$ | X O B W # @ Y Q Z |
$$ | P . C S T M a b _ |
$$ | . . , . . . , . . |
$$ | . . . . . . . . . |
$$ | . . . . , . . . . |
$$ | . . . . . . . . . |
$$ | . . , . . . , . . |
$$ | . . . . . . . . . |
$$ | . . . . . . . . . |
$$ +-------------------+`;

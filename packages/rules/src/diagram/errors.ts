/** Thrown by `parseDiagram` and `readDiagram` for text they cannot read as a diagram. The message
 * says what was expected and what was found; `line` is the 1-based line of the text it is about,
 * or 0 when it is about the diagram as a whole. */
export class DiagramError extends Error {
  override name = 'DiagramError';
  /** 1-based line of the problem, or 0 for the whole diagram. */
  readonly line: number;

  constructor(message: string, line: number) {
    super(line > 0 ? `${message} (line ${line})` : message);
    this.line = line;
  }
}

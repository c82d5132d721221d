/** Thrown by `parseDiagram` and `readDiagram` for text they cannot read as a diagram. The message
 * says what was expected and what was found, and on which line; `reason` says it without the
 * line, for tools that place the diagram in a larger file and count lines there. */
export class DiagramError extends Error {
  override name = 'DiagramError';
  /** 1-based line of the problem, or 0 when it is about the diagram as a whole. */
  readonly line: number;
  /** What was expected and what was found. */
  readonly reason: string;

  constructor(reason: string, line: number) {
    super(line > 0 ? `${reason} (line ${line})` : reason);
    this.reason = reason;
    this.line = line;
  }
}

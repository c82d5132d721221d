// The wire format of the Go Text Protocol, version 2 (https://www.lysator.liu.se/~gunnar/gtp/):
// one command per line, an optional numeric id echoed in the response, and responses that start
// with '=' (success) or '?' (failure) and end with an empty line.

/** A command as sent: its id (if any), its name and its arguments. */
export interface GtpCommand {
  id: string;
  name: string;
  args: string[];
}

/** A failure the controller is told about: the text after '?'. Never ends the engine. */
export class GtpError extends Error {
  override name = 'GtpError';
}

/**
 * Reads a command line after the spec's preprocessing: control characters other than tab and
 * newline are dropped, '#' starts a comment, tabs become spaces. Returns null for a line that is
 * then empty (no response is due for it).
 */
export function parseCommandLine(line: string): GtpCommand | null {
  const cleaned = line
    .replace(/[\x00-\x08\x0a-\x1f\x7f]/g, '')
    .replace(/#.*$/, '')
    .replace(/\t/g, ' ');
  const words = cleaned
    .trim()
    .split(/ +/)
    .filter((word) => word !== '');
  if (words.length === 0) return null;
  const id = /^\d+$/.test(words[0]!) ? words.shift()! : '';
  return { id, name: words[0] ?? '', args: words.slice(1) };
}

/** A success response: '=id text', ended by an empty line. The space after '=id' stays when
 * the text is empty, as GNU Go writes it. */
export function formatSuccess(id: string, text: string): string {
  return `=${id} ${text}\n\n`;
}

/** A failure response: '?id message', ended by an empty line. */
export function formatFailure(id: string, message: string): string {
  return `?${id} ${message}\n\n`;
}

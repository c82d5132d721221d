import { ErrorCode, PROTOCOL_VERSION, type ClientMessage, type ClientMessageType } from './messages.js';

/** The largest client message read, in bytes: the longest valid one (a name) is far smaller. */
export const MAX_MESSAGE_BYTES = 4096;

/** A message the server refuses, with the error code and words it answers. */
export class ProtocolError extends Error {
  override name = 'ProtocolError';
  readonly code: ErrorCode;
  /** The `ref` of the refused message, when it had a valid one, for the error to echo. */
  ref?: string | number;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** Each type's fields besides v, type and ref, and what each must hold. */
const FIELDS: Record<ClientMessageType, Record<string, (value: unknown) => string | null>> = {
  move: { x: coordinate, y: coordinate, color: optional(color) },
  pass: { color: optional(color) },
  resign: { color: optional(color) },
  'undo-request': {},
  'undo-answer': { accept: boolean },
  mark: { x: coordinate, y: coordinate, dead: boolean },
  accept: { version: count },
  name: { name: text(40) },
  ping: {},
};

/** Reads one WebSocket text message into a client message, or throws a ProtocolError saying
 * what was expected and what was received. */
export function parseClientMessage(data: string): ClientMessage {
  if (Buffer.byteLength(data) > MAX_MESSAGE_BYTES) {
    throw new ProtocolError(
      ErrorCode.TooLarge,
      `Expected a message of at most ${MAX_MESSAGE_BYTES} bytes, received ${Buffer.byteLength(data)} bytes.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (error) {
    throw new ProtocolError(
      ErrorCode.BadJson,
      `Expected a JSON object such as {"v":1,"type":"pass"}, received text that is not JSON (${(error as Error).message}).`,
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ProtocolError(ErrorCode.BadMessage, `Expected a JSON object, received ${describe(value)}.`);
  }
  const message = value as Record<string, unknown>;
  try {
    return checkMessage(message);
  } catch (error) {
    const ref = message.ref;
    if (error instanceof ProtocolError && isRef(ref)) error.ref = ref;
    throw error;
  }
}

function isRef(ref: unknown): ref is string | number {
  return (typeof ref === 'number' && Number.isFinite(ref)) || (typeof ref === 'string' && ref.length <= 64);
}

function checkMessage(message: Record<string, unknown>): ClientMessage {
  if (message.v !== PROTOCOL_VERSION) {
    throw new ProtocolError(
      ErrorCode.UnsupportedVersion,
      `Expected protocol version "v": ${PROTOCOL_VERSION}, received ${describe(message.v)}.`,
    );
  }
  const type = message.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) {
    throw new ProtocolError(
      ErrorCode.UnknownType,
      `Expected "type" to be one of ${Object.keys(FIELDS).join(', ')}, received ${describe(type)}.`,
    );
  }
  const ref = message.ref;
  if (ref !== undefined && !isRef(ref)) {
    throw new ProtocolError(
      ErrorCode.BadMessage,
      `Expected "ref" to be a number or a string of at most 64 characters, received ${describe(ref)}.`,
    );
  }
  const fields = FIELDS[type as ClientMessageType];
  for (const name of Object.keys(message)) {
    if (name === 'v' || name === 'type' || name === 'ref') continue;
    if (!Object.hasOwn(fields, name)) {
      throw new ProtocolError(
        ErrorCode.BadMessage,
        `Expected a "${type}" message with ${listFields(fields)}, received the unknown field "${name}".`,
      );
    }
  }
  for (const [name, check] of Object.entries(fields)) {
    const problem = check(message[name]);
    if (problem) {
      throw new ProtocolError(
        ErrorCode.BadMessage,
        `Expected "${name}" of a "${type}" message to be ${problem}, received ${describe(message[name])}.`,
      );
    }
  }
  return message as unknown as ClientMessage;
}

function listFields(fields: Record<string, unknown>): string {
  const names = Object.keys(fields);
  return names.length === 0 ? 'no fields besides v, type and ref' : `the fields ${names.join(', ')}`;
}

function coordinate(value: unknown): string | null {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) < 25
    ? null
    : 'an integer from 0 (the left column or top row)';
}

function boolean(value: unknown): string | null {
  return typeof value === 'boolean' ? null : 'true or false';
}

function count(value: unknown): string | null {
  return Number.isInteger(value) && (value as number) >= 0 ? null : 'an integer from 0';
}

function color(value: unknown): string | null {
  return value === 'black' || value === 'white' ? null : '"black" or "white"';
}

function text(maxLength: number) {
  return (value: unknown): string | null =>
    typeof value === 'string' && value.trim().length > 0 && value.length <= maxLength
      ? null
      : `a string of 1 to ${maxLength} characters`;
}

function optional(check: (value: unknown) => string | null) {
  return (value: unknown): string | null => {
    if (value === undefined) return null;
    const problem = check(value);
    return problem && `${problem}, or absent`;
  };
}

/** A short description of a received value for error messages. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

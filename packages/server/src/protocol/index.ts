export * from './messages.js';
export { MAX_MESSAGE_BYTES, ProtocolError, parseClientMessage } from './parse.js';

export { startServer, type GoBoardServer, type ServerOptions } from './server.js';
export { DEFAULT_DATABASE } from './storage/open.js';
export type { GameSettings } from './games/settings.js';
export * from './protocol/index.js';

export { GtpEngine, type GtpEngineOptions } from './engine.js';
export { serveGtp } from './serve.js';
export { GTP_USAGE, parseGtpArguments, type GtpArguments } from './arguments.js';
export { formatVertex, parseVertex, type GtpVertex } from './vertex.js';

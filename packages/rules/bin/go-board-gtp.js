#!/usr/bin/env node
// go-board-gtp: the go-board bot as a GTP engine on stdin and stdout, for any GTP controller
// (Sabaki, GoGui, gogui-twogtp). Run `go-board-gtp --help` for the options.

import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { GTP_USAGE, GtpEngine, parseGtpArguments, serveGtp } from '../dist/gtp/index.js';
import { init } from '../dist/index.js';

let parsed;
try {
  parsed = parseGtpArguments(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`go-board-gtp: ${error.message}\n\n${GTP_USAGE}\n`);
  process.exit(2);
}
if (parsed.help) {
  process.stdout.write(`${GTP_USAGE}\n`);
  process.exit(0);
}

// A controller that goes away closes our stdout: stop quietly rather than with a stack trace.
process.stdout.on('error', (error) => process.exit(error.code === 'EPIPE' ? 0 : 1));

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
await init();
const engine = new GtpEngine({ ...parsed.options, version, onLog: (line) => process.stderr.write(`${line}\n`) });
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
await serveGtp(engine, lines, (response) => process.stdout.write(response));
lines.close();

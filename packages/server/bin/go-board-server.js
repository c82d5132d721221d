#!/usr/bin/env node
// The command line of @go-board/server: `npx go-board-server --help`.
import { main } from '../dist/cli.js';

main(process.argv.slice(2));

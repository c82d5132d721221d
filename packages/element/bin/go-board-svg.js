#!/usr/bin/env node
// go-board-svg: draws a Go diagram from an SGF file as a standalone SVG, for static site
// generators and docs builds.
//   go-board-svg game.sgf --move 50 --view a1:j10 > diagram.svg
import { runCli } from '../dist/svg/cli.js';

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});

#!/usr/bin/env node
// go-board-svg: draws a Go diagram from an SGF file as a standalone SVG (or with --png a PNG), for
// static site generators and docs builds.
//   go-board-svg game.sgf --move 50 --view a1:j10 > diagram.svg
//   go-board-svg game.sgf --move last --rotate 90 --png --width 600 > diagram.png
import { runCli } from '../dist/svg/cli.js';

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  write: (bytes) => process.stdout.write(bytes),
});

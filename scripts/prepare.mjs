// The machine's preparation for the README's commands: every system program a suite needs, checked
// in one place. `pnpm test` (scripts/test.mjs) and `pnpm start` call it before they build anything;
// .ci/run calls it through the test command.
//
// - As root on a machine with apt-get, it installs whatever is missing in one
//   `apt-get install --no-install-recommends` call and says what it installed and how long it took.
// - Elsewhere (not root, no apt-get, macOS) it stops at once with one line per missing program and
//   the command that would install it, unless GO_BOARD_SKIP names every suite that needs them
//   (`GO_BOARD_SKIP=wordpress,webkit pnpm test`): those suites are then skipped, and the test
//   command's closing lines say so and why.
//
// `node scripts/prepare.mjs [test|start|bench]` runs it alone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The suites of the test command. A suite runs whole or is skipped whole, never silently. */
export const SUITES = {
  checks: 'the format, lint and import-cycle checks',
  node: 'the tests that run in Node (vitest)',
  server: "the game server's tests against a real PostgreSQL",
  chromium: 'the browser tests in Chromium',
  wordpress: 'the WordPress plugin in a real WordPress, PHP and MariaDB',
  hugo: 'the Hugo example site',
  jekyll: 'the Jekyll example site',
  firefox: 'the browser tests in Firefox ESR',
  webkit: 'the browser tests in WebKitGTK',
};

/** Whether `command` is on PATH (or, for Debian's games, in /usr/games). */
function onPath(command) {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/games'];
  return dirs.some((dir) => dir && existsSync(join(dir, command)));
}

/** The major version `command --version` prints (Firefox's "Mozilla Firefox 153.8.0esr"), or null. */
function majorVersion(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  const match = /(\d+)\.\d+/.exec(result.stdout ?? '');
  return match ? Number(match[1]) : null;
}

/** The Firefox the tests would start. */
function firefoxCommand() {
  if (process.env.FIREFOX_PATH) return process.env.FIREFOX_PATH;
  return onPath('firefox-esr') ? 'firefox-esr' : 'firefox';
}

/** The oldest Firefox whose WebDriver BiDi has every command puppeteer sends the test pages
 * (emulation.setScreenOrientationOverride, from Firefox 141: Firefox ESR 140 lacks it). */
const OLDEST_FIREFOX = 141;

/** Debian's PostgreSQL server binaries, whichever major version is installed. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin/postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

/**
 * Every system program a command needs: what it is, how to tell it is there, the Debian packages
 * that bring it, the Homebrew command elsewhere (null where there is none), and the suites (or,
 * for `start` and `bench`, the pages and benchmarks) that need it.
 */
export const PROGRAMS = [
  {
    name: 'Chromium',
    present: () => Boolean(process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) || onPath('chromium'),
    debian: ['chromium'],
    brew: 'brew install --cask chromium (and CHROME_PATH=/Applications/Chromium.app/Contents/MacOS/Chromium)',
    suites: ['chromium', 'wordpress'],
  },
  {
    name: 'Firefox ESR',
    present: () =>
      Boolean(process.env.FIREFOX_PATH && existsSync(process.env.FIREFOX_PATH)) ||
      onPath('firefox-esr') ||
      onPath('firefox'),
    debian: ['firefox-esr'],
    brew: 'brew install --cask firefox (and FIREFOX_PATH=/Applications/Firefox.app/Contents/MacOS/firefox)',
    suites: ['firefox'],
    tooOld: () => {
      const major = majorVersion(firefoxCommand());
      return major !== null && major < OLDEST_FIREFOX
        ? `expected Firefox ${OLDEST_FIREFOX} or newer, found Firefox ${major} (Debian 12 has Firefox ESR 153 in bookworm-security: add "deb http://deb.debian.org/debian-security bookworm-security main" to apt's sources)`
        : null;
    },
  },
  {
    name: "WebKitGTK's WebDriver (WebKitWebDriver)",
    present: () =>
      Boolean(process.env.WEBKIT_DRIVER_PATH && existsSync(process.env.WEBKIT_DRIVER_PATH)) ||
      onPath('WebKitWebDriver'),
    debian: ['webkit2gtk-driver'],
    brew: null,
    suites: ['webkit'],
  },
  {
    name: 'Xvfb (xvfb-run), the display WebKitGTK draws in',
    present: () => onPath('xvfb-run'),
    debian: ['xvfb'],
    brew: null,
    suites: ['webkit'],
  },
  { name: 'xauth', present: () => onPath('xauth'), debian: ['xauth'], brew: null, suites: ['webkit'] },
  {
    name: 'WordPress',
    present: () => existsSync('/usr/share/wordpress/wp-load.php'),
    debian: ['wordpress'],
    brew: null,
    suites: ['wordpress'],
  },
  {
    name: "WordPress's default theme (Twenty Twenty-Three)",
    present: () => existsSync('/usr/share/wordpress/wp-content/themes/twentytwentythree'),
    debian: ['wordpress-theme-twentytwentythree'],
    brew: null,
    suites: ['wordpress'],
  },
  { name: 'PHP', present: () => onPath('php'), debian: ['php-cli'], brew: 'brew install php', suites: ['wordpress'] },
  {
    name: 'MariaDB',
    present: () => onPath('mariadbd') || existsSync('/usr/sbin/mariadbd'),
    debian: ['mariadb-server'],
    brew: 'brew install mariadb',
    suites: ['wordpress'],
  },
  {
    name: 'PostgreSQL',
    present: () => postgresBin() !== null,
    debian: ['postgresql'],
    brew: null,
    suites: ['server'],
  },
  {
    name: 'Hugo',
    present: () => onPath('hugo'),
    debian: ['hugo'],
    brew: 'brew install hugo',
    suites: ['hugo'],
    start: 'the Hugo site under /sites/hugo/',
  },
  {
    name: 'Jekyll',
    present: () => onPath('jekyll'),
    debian: ['jekyll'],
    brew: 'brew install ruby && gem install jekyll',
    suites: ['jekyll'],
    start: 'the Jekyll site under /sites/jekyll/',
  },
  {
    name: 'a C compiler (cc), for the C playout yardstick',
    present: () => onPath('cc'),
    debian: ['gcc', 'libc6-dev'],
    brew: 'xcode-select --install',
    suites: [],
    bench: true,
  },
  {
    name: 'GNU Go 3.8, the count and match peer',
    present: () => onPath('gnugo'),
    debian: ['gnugo'],
    brew: 'brew install gnu-go',
    suites: [],
    bench: true,
  },
];

/** The suites GO_BOARD_SKIP names, checked against SUITES. */
export function skippedSuites(environment = process.env) {
  const names = (environment.GO_BOARD_SKIP ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in SUITES));
  if (unknown.length > 0) {
    throw new Error(
      `GO_BOARD_SKIP: expected suite names from ${Object.keys(SUITES).join(', ')}; received ${unknown.map((name) => `'${name}'`).join(', ')}.`,
    );
  }
  return new Set(names);
}

/** The programs `purpose` needs, and whether each is there. */
export function programsFor(purpose, skipped = new Set()) {
  const needed = PROGRAMS.filter((program) => {
    if (purpose === 'test') return program.suites.some((suite) => !skipped.has(suite));
    if (purpose === 'start') return Boolean(program.start);
    if (purpose === 'bench') return Boolean(program.bench);
    throw new Error(`prepare: expected test, start or bench; received '${purpose}'.`);
  });
  return needed.map((program) => {
    const missing = !program.present();
    return { ...program, missing, outdated: missing ? null : (program.tooOld?.() ?? null) };
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = () => onPath('apt-get');

/** The command that would install `program` on this machine. */
function installCommand(program) {
  if (process.platform === 'darwin') return program.brew ?? 'not available on macOS';
  if (hasAptGet())
    return `${isRoot() ? '' : 'sudo '}apt-get install --no-install-recommends ${program.debian.join(' ')}`;
  return `Debian package ${program.debian.join(', ')} (or your system's equivalent)`;
}

/** Installs Debian packages in one apt-get call, saying what and how long. Throws if apt fails. */
function aptInstall(packages) {
  console.log(`prepare: installing from Debian: ${packages.join(' ')}`);
  const started = Date.now();
  const environment = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-q'],
    ['install', '-y', '-q', '--no-install-recommends', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env: environment });
    if (result.status !== 0) {
      throw new Error(`prepare: apt-get ${args[0]} failed (exit ${result.status ?? result.signal}).`);
    }
  }
  console.log(`prepare: installed ${packages.length} packages in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Makes the machine ready for `purpose` (test, start or bench). Returns the suites to skip, each
 * with its reason. Exits the process (status 1) when a program is missing that it cannot install
 * and no GO_BOARD_SKIP covers; for `start` and `bench` a missing program only leaves out what
 * needs it, with a line that says so.
 */
export function prepare(purpose = 'test', environment = process.env) {
  const skipped = skippedSuites(environment);
  const needed = programsFor(purpose, skipped);
  let missing = needed.filter((program) => program.missing);
  let outdated = needed.filter((program) => program.outdated);
  if (missing.length + outdated.length > 0 && isRoot() && hasAptGet() && process.platform === 'linux') {
    // apt-get install also brings an installed package up to the newest version apt knows.
    aptInstall([...new Set([...missing, ...outdated].flatMap((program) => program.debian))]);
    missing = missing.filter((program) => !program.present());
    outdated = outdated
      .map((program) => ({ ...program, outdated: program.tooOld() }))
      .filter((program) => program.outdated);
  }
  if (outdated.length > 0 && purpose === 'test') {
    const suites = [...new Set(outdated.flatMap((program) => program.suites))];
    for (const program of outdated) console.error(`prepare: ${program.name}: ${program.outdated}.`);
    console.error(`Update it, or run the rest knowingly: GO_BOARD_SKIP=${suites.join(',')} npx pnpm@12.4.2 test`);
    process.exit(1);
  }
  if (missing.length > 0 && purpose === 'test') {
    const suites = [...new Set(missing.flatMap((program) => program.suites))].filter((suite) => !skipped.has(suite));
    console.error(
      `prepare: the tests need ${missing.length === 1 ? 'a program' : 'programs'} this machine lacks${isRoot() ? '' : ' (run as root on Debian to have them installed)'}:`,
    );
    for (const program of missing) console.error(`  ${program.name}: ${installCommand(program)}`);
    if (hasAptGet() && missing.length > 1) {
      const packages = [...new Set(missing.flatMap((program) => program.debian))].join(' ');
      console.error(`All at once: ${isRoot() ? '' : 'sudo '}apt-get install --no-install-recommends ${packages}`);
    }
    console.error(
      `Install ${missing.length === 1 ? 'it' : 'them'}, or run the rest knowingly: GO_BOARD_SKIP=${suites.join(',')} npx pnpm@12.4.2 test`,
    );
    process.exit(1);
  }
  for (const program of missing) {
    const what = purpose === 'start' ? program.start : 'the benchmarks that use it';
    console.warn(`prepare: ${program.name} is missing, so ${what} will not be there: ${installCommand(program)}`);
  }
  const reasons = new Map();
  for (const suite of skipped) reasons.set(suite, `GO_BOARD_SKIP names it`);
  return reasons;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const skipped = prepare(process.argv[2] ?? 'test');
    const ready = [...skipped.keys()].length ? ` (skipping ${[...skipped.keys()].join(', ')})` : '';
    console.log(`prepare: the machine has what ${process.argv[2] ?? 'test'} needs${ready}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

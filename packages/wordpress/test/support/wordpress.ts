// A real WordPress for the tests: Debian's wordpress package (copied, so the system's stays as it
// was), a MariaDB server of its own on a socket in a temporary folder, PHP's built-in server, and
// the plugin as `pnpm build` made it. Nothing here reaches the network: WordPress is told to
// block every outside request.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEBIAN_WORDPRESS = '/usr/share/wordpress';
const PLUGIN = fileURLToPath(new URL('../../dist/go-board', import.meta.url));

export interface WordPress {
  /** The site's address, http://127.0.0.1:<port>. */
  url: string;
  /** Runs PHP with WordPress loaded (and wp-admin's functions) and returns what it printed. */
  php(code: string): string;
  /** Stops the servers and removes the site, once they have exited. */
  stop(): Promise<void>;
}

/** Whether a command can be run. */
function has(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `ready` until it holds, for at most `seconds`: a server is up when it answers. */
async function until(ready: () => boolean | Promise<boolean>, seconds: number, what: string): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`Expected ${what} within ${seconds} s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts WordPress with the go-board plugin active and the default theme. */
export async function startWordPress(): Promise<WordPress> {
  const missing = [
    existsSync(join(DEBIAN_WORDPRESS, 'wp-load.php')) ? '' : 'wordpress',
    has('php') ? '' : 'php-cli',
    has('mariadbd') || existsSync('/usr/sbin/mariadbd') ? '' : 'mariadb-server',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `Expected Debian's ${missing.join(', ')} for the WordPress tests: apt-get install --no-install-recommends wordpress wordpress-theme-twentytwentythree php-cli mariadb-server (.ci/run installs them).`,
    );
  }
  if (!existsSync(join(PLUGIN, 'assets/go-board.standalone.js'))) {
    throw new Error(`Expected the plugin built in ${PLUGIN}: run pnpm build first.`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'go-board-wordpress-'));
  const root = join(folder, 'wordpress');
  const socket = join(folder, 'mysql.sock');
  const children: ChildProcess[] = [];
  const stop = async (): Promise<void> => {
    await Promise.all(
      children.map((child) =>
        child.exitCode !== null || child.signalCode !== null
          ? undefined
          : new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
      ),
    );
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    cpSync(DEBIAN_WORDPRESS, root, { recursive: true, dereference: true });
    cpSync(PLUGIN, join(root, 'wp-content/plugins/go-board'), { recursive: true });

    const mariadbd = existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : 'mariadbd';
    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${join(folder, 'db')}`,
        '--user=root',
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { stdio: 'ignore' },
    );
    const database = spawn(
      mariadbd,
      [
        '--no-defaults',
        `--datadir=${join(folder, 'db')}`,
        `--socket=${socket}`,
        '--skip-networking',
        '--user=root',
        `--pid-file=${join(folder, 'mysql.pid')}`,
        `--log-error=${join(folder, 'mysql.err')}`,
      ],
      { stdio: 'ignore' },
    );
    children.push(database);
    const sql = (statement: string): boolean => {
      try {
        execFileSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-u', 'root', '-e', statement], {
          stdio: 'ignore',
        });
        return true;
      } catch {
        return false;
      }
    };
    await until(() => sql('SELECT 1'), 60, 'MariaDB to accept connections');
    if (!sql('CREATE DATABASE wordpress')) throw new Error('Expected to create the database, which MariaDB refused.');

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const keys = [
      'AUTH_KEY',
      'SECURE_AUTH_KEY',
      'LOGGED_IN_KEY',
      'NONCE_KEY',
      'AUTH_SALT',
      'SECURE_AUTH_SALT',
      'LOGGED_IN_SALT',
      'NONCE_SALT',
    ];
    writeFileSync(
      join(root, 'wp-config.php'),
      `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keys.map((key) => `define( '${key}', '${randomBytes(24).toString('hex')}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '${join(folder, 'debug.log')}' );
// No update checks, no pings, no cron: the tests have no network, and must not need one.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`,
    );

    const php = (code: string, installing = false): string => {
      const script = join(folder, `run-${randomBytes(4).toString('hex')}.php`);
      writeFileSync(
        script,
        `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
$_SERVER['REQUEST_URI'] = '/';
${installing ? "define( 'WP_INSTALLING', true );" : ''}
require '${root}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
${code}
`,
      );
      try {
        return execFileSync('php', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      } catch (error) {
        // WordPress shows a page that says little; what went wrong is in its log.
        const log = join(folder, 'debug.log');
        const { stdout, stderr } = error as { stdout?: string; stderr?: string };
        const said = existsSync(log) ? readFileSync(log, 'utf8') : `${stdout ?? ''}${stderr ?? ''}`;
        throw new Error(`Expected PHP to run with WordPress loaded, which failed: ${said.trim().slice(-1500)}`);
      }
    };
    php("wp_install( 'go-board test', 'admin', 'admin@example.com', true, '', 'password' );", true);
    const activated = php(
      "$result = activate_plugin( 'go-board/go-board.php' ); echo is_wp_error( $result ) ? $result->get_error_message() : 'active';",
    );
    if (activated.trim() !== 'active') throw new Error(`Expected the plugin to activate, received: ${activated}`);

    const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', root], {
      stdio: 'ignore',
      // The block editor asks for many things at once: a few workers keep it from waiting in line.
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    children.push(server);
    await until(
      async () =>
        await fetch(`${url}/wp-login.php`).then(
          (response) => response.ok,
          () => false,
        ),
      30,
      "PHP's server to answer",
    );
    return { url, php: (code) => php(code), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

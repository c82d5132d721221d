// The load test of issue 32, on loopback only and bounded in time: GAMES games at once (two seat
// sockets and one spectator each) on the `go-board-server` command, each playing a move a second
// for BENCH_SECONDS (default 60). Prints the p50/p99 from a move sent to the opponent's socket
// receiving it, the server's memory, and checks that every move was stored and reached every
// viewer in order. BENCH_DATABASE=postgres (default: a throwaway Debian PostgreSQL cluster) or
// pglite; BENCH_GAMES (default 1000). BENCH_PG_OPTIONS adds PostgreSQL settings (such as
// "-c pg_stat_statements.track=all"), BENCH_NODE_ARGS options of the server's Node (such as
// --cpu-prof), BENCH_BIN another build's bin/go-board-server.js (to compare with the build before).
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';

const GAMES = Number(process.env.BENCH_GAMES ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const DATABASE = process.env.BENCH_DATABASE ?? 'postgres';
const BIN = process.env.BENCH_BIN ?? fileURLToPath(new URL('../bin/go-board-server.js', import.meta.url));
/** Black's moves fill the top two rows, White's the bottom two: no captures, always legal. */
const pointOf = (number) => {
  const k = Math.floor((number - 1) / 2);
  const x = k % 19;
  const row = Math.floor(k / 19);
  return number % 2 === 1 ? { x, y: row } : { x, y: 18 - row };
};

/** A TCP port free on loopback now. */
function freePort() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startPostgres() {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => b - a)[0];
  const bin = join(root, version, 'bin');
  const folder = mkdtempSync(join(tmpdir(), 'go-board-bench-pg-'));
  const asRoot = process.getuid() === 0;
  if (asRoot)
    chownSync(folder, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
  const run = (program, args) => {
    const result = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { encoding: 'utf8' })
      : spawnSync(join(bin, program), args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program}: ${result.stderr}`);
  };
  run('initdb', ['-D', join(folder, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  try {
    run('pg_ctl', [
      '-D',
      join(folder, 'data'),
      '-w',
      '-l',
      join(folder, 'log'),
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 ${process.env.BENCH_PG_OPTIONS ?? ''}`,
      'start',
    ]);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const postmaster = Number(readFileSync(join(folder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    postmaster,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    label: `PostgreSQL ${version} (Debian, default settings, fsync on)`,
    stop() {
      run('pg_ctl', ['-D', join(folder, 'data'), '-m', 'fast', 'stop']);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function startServer(database) {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
      BIN,
      '--port',
      '0',
      '--database',
      database,
      '--games-per-minute',
      '1000000',
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (\S+)/.exec(output);
      if (match) resolve({ url: match[1], child });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
}

/** The server's resident memory, from /proc. */
function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

function open(url) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws'));
    const client = { socket, moves: [], welcome: null, errors: [], resyncs: 0, closed: false };
    socket.on('close', () => (client.closed = true));
    socket.on('message', (data) => {
      const message = JSON.parse(data);
      if (message.type === 'welcome') {
        client.welcome = message;
        resolve(client);
      } else if (message.type === 'move') client.onMove?.(message);
      else if (message.type === 'error') client.errors.push(message);
      else if (message.type === 'game') {
        // The whole game again (the server saw this viewer miss a change): its moves count as received.
        client.resyncs++;
        for (const move of message.game.moves.slice(client.moves.length))
          client.onMove?.({ ...move, number: client.moves.length + 1 });
      }
    });
    socket.once('error', reject);
  });
}

/** The CPU seconds a process has used in user space and in the kernel, from /proc. */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

/** The CPU seconds of a process and all its children (PostgreSQL's backends): its own, those of
 * its children that ended (which it waited for), and those of its children now running. */
function treeCpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  let total = (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const child = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(child[1]) === pid) total += (Number(child[11]) + Number(child[12])) / 100;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

/** PostgreSQL's write transactions so far (the next transaction id) and WAL written (bytes). */
async function writesOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xid, pg_current_wal_lsn() - '0/0'::pg_lsn AS wal`,
    );
    return { transactions: Number(rows[0].xid), wal: Number(rows[0].wal) };
  } finally {
    await client.end();
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const db = DATABASE === 'postgres' ? await startPostgres() : null;
const pgliteFolder = DATABASE === 'pglite' ? mkdtempSync(join(tmpdir(), 'go-board-bench-pglite-')) : null;
const server = await startServer(db ? db.url : join(pgliteFolder, 'games'));
const rssStart = rssOf(server.child.pid);
console.log(`${GAMES} games, ${SECONDS} s, ${db ? db.label : 'PGlite (embedded)'}, server at ${server.url}`);

try {
  const games = [];
  let started = performance.now();
  for (let i = 0; i < GAMES; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, GAMES - i) }, async () => {
        const response = await fetch(`${server.url}/games`, { method: 'POST', body: JSON.stringify({ size: 19 }) });
        const game = await response.json();
        const [black, white, watcher] = await Promise.all([
          open(game.black.url),
          open(game.white.url),
          open(game.watch.url),
        ]);
        return { id: game.id, black, white, watcher, sent: new Map(), next: 1, confirmed: 0, waiting: false };
      }),
    );
    games.push(...batch);
  }
  console.log(
    `set up ${GAMES} games and ${GAMES * 3} sockets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const latencies = [];
  const total = SECONDS;
  for (const game of games) {
    for (const [role, client] of [
      ['black', game.black],
      ['white', game.white],
      ['watcher', game.watcher],
    ]) {
      client.onMove = (message) => {
        client.moves.push(message.number);
        // The opponent's socket receiving the move: the latency measured.
        const opponent = message.color === 'black' ? 'white' : 'black';
        if (role === opponent) {
          latencies.push(performance.now() - game.sent.get(message.number));
          game.confirmed = Math.max(game.confirmed, message.number);
          if (game.waiting) game.trySend();
        }
      };
    }
  }
  const writesStart = db ? await writesOf(db.url) : null;
  started = performance.now();
  const cpuStart = cpuOf(server.child.pid);
  const databaseCpuStart = db ? treeCpuOf(db.postmaster) : 0;
  const loaderCpuStart = process.cpuUsage();
  const rssSamples = [];
  const memory = setInterval(() => rssSamples.push(rssOf(server.child.pid)), 1000);
  // Each game plays a move a second, the games spread evenly over the second; as between people,
  // a player sends their move only once the opponent's last move has reached them.
  await Promise.all(
    games.map(
      (game, index) =>
        new Promise((resolve) => {
          const due = (number) => started + (number - 1) * 1000 + (index / GAMES) * 1000;
          game.trySend = () => {
            const number = game.next;
            const wait = due(number) - performance.now();
            if (wait > 0) return void setTimeout(game.trySend, wait);
            // Bounded in time: a server that cannot keep up stops the game at 5 times the length.
            if (performance.now() > started + SECONDS * 5000) return resolve();
            if (game.confirmed < number - 1) return void (game.waiting = true);
            game.waiting = false;
            game.next++;
            const player = number % 2 === 1 ? game.black : game.white;
            game.sent.set(number, performance.now());
            player.socket.send(JSON.stringify({ v: 1, type: 'move', ...pointOf(number), ref: number }));
            if (number === total) resolve();
            else game.trySend();
          };
          game.trySend();
        }),
    ),
  );
  // Every move sent reaches every viewer: wait for the last ones (bounded).
  const expected = total;
  const short = games.filter((game) => game.next <= total).length;
  if (short > 0) console.log(`${short} games stopped short of ${total} moves at the time bound`);
  const deadline = performance.now() + 60_000;
  while (
    games.some((game) => [game.black, game.white, game.watcher].some((c) => c.moves.length < expected)) &&
    performance.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  clearInterval(memory);
  const cpuEnd = cpuOf(server.child.pid);
  const cpuUsed = cpuEnd.user + cpuEnd.system - cpuStart.user - cpuStart.system;
  const kernelShare = (cpuEnd.system - cpuStart.system) / cpuUsed;
  const databaseCpu = db ? treeCpuOf(db.postmaster) - databaseCpuStart : 0;
  const writesEnd = db ? await writesOf(db.url) : null;
  const loaderCpu = process.cpuUsage(loaderCpuStart);
  const elapsed = (performance.now() - started) / 1000;

  let inOrder = 0;
  let errors = 0;
  let resyncs = 0;
  let closed = 0;
  // The load client offers permessage-deflate, as browsers do: the server is meant to decline it.
  let compressed = 0;
  const codes = new Map();
  for (const game of games) {
    for (const client of [game.black, game.white, game.watcher]) {
      errors += client.errors.length;
      resyncs += client.resyncs;
      if (client.closed) closed++;
      if (client.socket.extensions) compressed++;
      for (const error of client.errors) codes.set(error.code, (codes.get(error.code) ?? 0) + 1);
      if (client.moves.length === expected && client.moves.every((number, k) => number === k + 1)) inOrder++;
    }
  }
  let stored = 0;
  for (let i = 0; i < games.length; i += 100) {
    const states = await Promise.all(
      games.slice(i, i + 100).map(async (game) => (await fetch(`${server.url}/games/${game.id}`)).json()),
    );
    stored += states.filter((state) => state.moves.length === expected).length;
  }
  latencies.sort((a, b) => a - b);
  const rssPeak = Math.max(...rssSamples);
  const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  console.log(
    `moves sent: ${GAMES * total} in ${elapsed.toFixed(1)} s (${((GAMES * total) / elapsed).toFixed(0)} a second)`,
  );
  console.log(
    `move to opponent: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms (${latencies.length} moves)`,
  );
  console.log(
    `viewers with every move in order: ${inOrder} of ${GAMES * 3}; games with every move stored: ${stored} of ${GAMES}; errors: ${errors} ${JSON.stringify(Object.fromEntries(codes))}; whole-game resyncs: ${resyncs}; sockets closed: ${closed}; compressed: ${compressed}`,
  );
  console.log(
    `server CPU: ${((cpuUsed * 1000) / (GAMES * total)).toFixed(2)} ms a move (${cpuUsed.toFixed(1)} s for ${GAMES * total} moves, each to 3 viewers; ${(kernelShare * 100).toFixed(0)}% of it in the kernel)`,
  );
  if (db) {
    console.log(`PostgreSQL CPU: ${((databaseCpu * 1000) / (GAMES * total)).toFixed(2)} ms a move`);
    const transactions = writesEnd.transactions - writesStart.transactions;
    console.log(
      `PostgreSQL writes: ${transactions} transactions for ${GAMES * total} moves (${((GAMES * total) / transactions).toFixed(1)} moves a commit), ${((writesEnd.wal - writesStart.wal) / (GAMES * total)).toFixed(0)} bytes of WAL a move`,
    );
  }
  console.log(
    `load generator CPU: ${((loaderCpu.user + loaderCpu.system) / 1000 / (GAMES * total)).toFixed(2)} ms a move (${GAMES * 3} sockets in one process; ${((100 * loaderCpu.system) / (loaderCpu.user + loaderCpu.system)).toFixed(0)}% of it in the kernel)`,
  );
  console.log(`server memory: ${mb(rssStart)} at start, ${mb(rssPeak)} peak under load (RSS)`);
  console.log(
    `machine: ${cpus().length} x ${cpus()[0].model}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}`,
  );
  if (inOrder !== GAMES * 3 || stored !== GAMES || errors !== 0 || compressed !== 0) process.exitCode = 1;
  for (const game of games) for (const client of [game.black, game.white, game.watcher]) client.socket.terminate();
} finally {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  db?.stop();
  if (pgliteFolder) rmSync(pgliteFolder, { recursive: true, force: true });
}

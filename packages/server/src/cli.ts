import { parseArgs } from 'node:util';
import { startServer } from './server.js';
import { DEFAULT_DATABASE } from './storage/open.js';

const USAGE = `Usage: go-board-server [--port 8080] [--host 127.0.0.1] [--database <folder or postgres:// URL>]
                       [--origin https://my.site ...] [--games-per-minute 60]

Serves Go games for <go-board online="..."> boards: POST /games, GET /games/:id, GET /games/:id.sgf,
GET /health, and a WebSocket at /games/:id. Without --database the games are kept in an embedded
database in ${DEFAULT_DATABASE}; with a postgres:// URL, several processes serve the same games.`;

/** The command line: starts the server and prints `listening on http://HOST:PORT`. */
export async function main(args: string[]): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        port: { type: 'string', default: '8080' },
        host: { type: 'string', default: '127.0.0.1' },
        database: { type: 'string' },
        origin: { type: 'string', multiple: true },
        'games-per-minute': { type: 'string', default: '60' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  const gamesPerMinute = Number(values['games-per-minute']);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`Expected --port to be a port number 0..65535, received "${values.port}".`);
  if (!Number.isFinite(gamesPerMinute) || gamesPerMinute <= 0) {
    fail(`Expected --games-per-minute to be a number above 0, received "${values['games-per-minute']}".`);
  }
  for (const origin of values.origin ?? []) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      fail(`Expected --origin to be an origin such as https://my.site (no path), received "${origin}".`);
  }
  try {
    const server = await startServer({
      port,
      host: values.host,
      ...(values.database !== undefined ? { database: values.database } : {}),
      origins: values.origin ?? [],
      gamesPerMinute,
    });
    const stop = () => {
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    console.log(`listening on ${server.url}`);
  } catch (error) {
    fail(`go-board-server could not start: ${(error as Error).message}`);
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

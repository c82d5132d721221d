/**
 * The one SQL door of the server: PostgreSQL's dialect, whether the database is PGlite embedded
 * in the process or a PostgreSQL server. Every value goes in as a parameter ($1, $2, ...), never
 * into the SQL text.
 */
export interface Database {
  /** 'pglite' (embedded, one process) or 'postgres' (a server, any number of processes). */
  readonly kind: 'pglite' | 'postgres';
  /** Runs one statement with its parameters and returns its rows. A statement given a `name`
   * (the same name always for the same SQL) is parsed and planned once a connection, where the
   * database keeps prepared statements; PGlite runs it as any other. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], name?: string): Promise<Row[]>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (query: Database['query']) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel`, from any process on the same
   * database. When the listening connection was lost and made again (notices may have been
   * missed meanwhile), calls `onResume`.
   */
  listen(channel: string, onNotice: (payload: string) => void, onResume: () => void): Promise<void>;
  close(): Promise<void>;
}

/** The channel on which every change of a game is announced to every server process. */
export const GAME_CHANNEL = 'go_board_games';

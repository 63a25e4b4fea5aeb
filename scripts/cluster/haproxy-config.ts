/**
 * HAProxy's configuration for several API processes on one database (decision 055): round robin with no stickiness
 * (every process serves every customer, since sessions and limits live in PostgreSQL), a health check on `/readyz`
 * so that a draining process stops receiving requests within a second, and retries elsewhere of a request that
 * reached no process or that a process refused unread (a refused connection, a connection closed with no answer, or
 * a 503), so that a restart loses none.
 */
export interface HaproxyOptions {
  /** Where customers connect. */
  readonly listen: { readonly host: string; readonly port: number };
  readonly servers: readonly { readonly name: string; readonly host: string; readonly port: number }[];
  /** The admin socket, through which the servers' states are read. */
  readonly statsSocket: string;
}

/** How often the balancer asks each process whether it is ready, and how many answers change its mind. */
export const HEALTH_CHECK = { intervalMs: 500, fastIntervalMs: 250, fall: 2, rise: 2 } as const;

export function haproxyConfig(options: HaproxyOptions): string {
  const check = HEALTH_CHECK;
  return [
    'global',
    `  stats socket ${options.statsSocket} mode 600 level admin`,
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout queue 10s',
    '  timeout check 2s',
    // The client's address for the server's limits and logs; the server trusts it from this proxy alone.
    '  option forwardfor',
    // A request that reached no process, or that a process closed without a word or refused with 503 (draining,
    // stopping, overloaded), is sent again, to another process when there is one.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response 503',
    '',
    'frontend sinar',
    `  bind ${options.listen.host}:${options.listen.port}`,
    '  default_backend api',
    '',
    'backend api',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /readyz',
    '  http-check expect status 200',
    `  default-server inter ${check.intervalMs}ms fastinter ${check.fastIntervalMs}ms downinter ${check.intervalMs}ms fall ${check.fall} rise ${check.rise}`,
    ...options.servers.map((server) => `  server ${server.name} ${server.host}:${server.port} check`),
    '',
  ].join('\n');
}

/** The state of each server as HAProxy's `show stat` prints it: `UP`, `DOWN`, `UP 1/2` (going down), `MAINT`... */
export function serverStates(showStat: string, backend = 'api'): Map<string, string> {
  const [header, ...rows] = showStat.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const proxy = columns.indexOf('pxname');
  const service = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const states = new Map<string, string>();
  for (const row of rows) {
    const fields = row.split(',');
    const name = fields[service] ?? '';
    if (fields[proxy] !== backend || name === 'BACKEND' || name === 'FRONTEND') continue;
    states.set(name, fields[status] ?? '');
  }
  return states;
}

/** How often the balancer sent a request again (`wretr`) and to another process (`wredis`), from `show stat`. */
export function backendRetries(showStat: string, backend = 'api'): { retries: number; redispatches: number } {
  const [header, ...rows] = showStat.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const row = rows
    .map((line) => line.split(','))
    .find(
      (fields) =>
        fields[columns.indexOf('pxname')] === backend && fields[columns.indexOf('svname')] === 'BACKEND',
    );
  return {
    retries: Number(row?.[columns.indexOf('wretr')] ?? 0),
    redispatches: Number(row?.[columns.indexOf('wredis')] ?? 0),
  };
}

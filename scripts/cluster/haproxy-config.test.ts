import { describe, expect, it } from 'vitest';
import { backendRetries, haproxyConfig, serverStates } from './haproxy-config.ts';

describe("the cluster's balancer", () => {
  const config = haproxyConfig({
    listen: { host: '127.0.0.1', port: 4353 },
    servers: [
      { name: 'api-1', host: '127.0.0.1', port: 4354 },
      { name: 'api-2', host: '127.0.0.1', port: 4355 },
    ],
    statsSocket: '/tmp/cluster/haproxy.sock',
  });

  it('balances round robin with no stickiness, checking each process on /readyz', () => {
    const lines = config.split('\n').map((line) => line.trim());
    expect(lines).toContain('balance roundrobin');
    expect(lines).toContain('http-check send meth GET uri /readyz');
    expect(lines).toContain('http-check expect status 200');
    expect(lines).toContain('server api-1 127.0.0.1:4354 check');
    expect(lines).toContain('server api-2 127.0.0.1:4355 check');
    expect(lines).toContain('bind 127.0.0.1:4353');
    expect(config).not.toMatch(/\bcookie\b|\bstick\b|balance source/);
  });

  it('sends again elsewhere only what no process answered: no connection, no answer, or a 503', () => {
    const lines = config.split('\n').map((line) => line.trim());
    expect(lines).toContain('retry-on conn-failure empty-response 503');
    expect(lines).toContain('option redispatch 1');
    expect(lines).toContain('retries 3');
    // A timed-out answer may have done its work already; it is not sent twice.
    expect(config).not.toContain('response-timeout');
  });

  it("reads the servers' states and the backend's retries from HAProxy's statistics", () => {
    const stat = [
      '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,weight',
      'sinar,FRONTEND,,,0,1,4096,3,0,0,0,0,0,,,,,OPEN,',
      'api,api-1,0,0,0,1,,2,0,0,,0,,0,0,0,0,UP,1',
      'api,api-2,0,0,0,1,,1,0,0,,0,,0,0,0,0,DOWN 1/2,1',
      'api,BACKEND,0,0,0,1,410,3,0,0,0,0,,0,0,7,2,UP,2',
    ].join('\n');
    expect(serverStates(stat)).toEqual(
      new Map([
        ['api-1', 'UP'],
        ['api-2', 'DOWN 1/2'],
      ]),
    );
    expect(backendRetries(stat)).toEqual({ retries: 7, redispatches: 2 });
  });
});

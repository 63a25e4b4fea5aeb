import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from './s3-file-storage.ts';

/**
 * A tiny S3-compatible server: objects in a Map, path-style addresses, and every request refused with 403 unless
 * it carries an AWS Signature V4 Authorization header for our key, as a real service would.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: { method: string; path: string; authorization: string }[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    const authorization = request.headers.authorization ?? '';
    seen.push({ method: request.method ?? '', path: request.url ?? '', authorization });
    if (
      !/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(
        authorization,
      ) ||
      !request.headers['x-amz-date'] ||
      !request.headers['x-amz-content-sha256']
    ) {
      response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const key = decodeURIComponent(request.url ?? '');
    const object = objects.get(key);
    switch (request.method) {
      case 'PUT':
        objects.set(key, {
          body: await buffer(request),
          contentType: request.headers['content-type'] ?? '',
        });
        response.writeHead(200).end();
        return;
      case 'HEAD':
        if (!object) response.writeHead(404).end();
        else response.writeHead(200, { 'content-length': object.body.length }).end();
        return;
      case 'GET': {
        if (!object) {
          response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          return;
        }
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
        if (range) response.writeHead(206).end(object.body.subarray(Number(range[1]), Number(range[2]) + 1));
        else response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204).end();
        return;
      default:
        response.writeHead(405).end();
    }
  });
  return { server, objects, seen };
}

describe('S3FileStorage', () => {
  const s3 = fakeS3();
  let endpoint = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (s3.server as Server).close(() => resolve())));

  const storage = () =>
    new S3FileStorage({
      endpoint,
      bucket: 'sinar-uploads',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'test-secret',
    });

  it('puts, sizes, reads (whole and ranges) and deletes objects at path-style addresses, signing every request', async () => {
    const bucket = storage();
    await bucket.put('applications/a1/f1', Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    expect(s3.objects.get('/sinar-uploads/applications/a1/f1')?.contentType).toBe('application/pdf');
    expect(await bucket.size('applications/a1/f1')).toBe(14);
    expect(await bucket.size('applications/a1/missing')).toBeUndefined();
    expect(await text(bucket.read('applications/a1/f1'))).toBe('%PDF-1.7 hello');
    expect(await text(bucket.read('applications/a1/f1', { start: 9, end: 13 }))).toBe('hello');
    await bucket.delete('applications/a1/f1');
    expect(s3.objects.size).toBe(0);
    expect(s3.seen.map((request) => request.method)).toEqual(['PUT', 'HEAD', 'HEAD', 'GET', 'GET', 'DELETE']);
    expect(s3.seen.every((request) => request.authorization.startsWith('AWS4-HMAC-SHA256 '))).toBe(true);
  });

  it('reports a refused request without the object, and a missing object on read', async () => {
    const wrongKey = new S3FileStorage({
      endpoint,
      bucket: 'sinar-uploads',
      region: 'us-east-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'x',
    });
    await expect(wrongKey.put('k', Buffer.from('x'), 'text/plain')).rejects.toThrow(/403 AccessDenied/);
    await expect(text(storage().read('applications/none'))).rejects.toThrow(/404 NoSuchKey/);
  });

  it('refuses keys that would climb out of the bucket', async () => {
    await expect(storage().put('../other-bucket/x', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /escapes its root/,
    );
  });
});

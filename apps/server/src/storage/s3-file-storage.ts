import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage } from './file-storage.ts';

export interface S3Options {
  /** The service's address, e.g. https://s3.ap-southeast-1.amazonaws.com or a MinIO server. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, R2...) through its REST API, each request signed with AWS
 * Signature V4 by aws4fetch. Path-style addresses (endpoint/bucket/key) work with every such service, whereas
 * virtual-host style needs DNS for each bucket. docs/decisions/011 says why aws4fetch and not the AWS SDK.
 */
export class S3FileStorage implements FileStorage {
  readonly #client: AwsClient;
  readonly #base: string;

  constructor(options: S3Options) {
    this.#client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region,
      // Retries are the caller's decision (an upload is answered, a job retries itself).
      retries: 0,
    });
    this.#base = `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}`;
  }

  async size(key: string): Promise<number | undefined> {
    const response = await this.#client.fetch(this.#urlOf(key), { method: 'HEAD' });
    if (response.status === 404) return undefined;
    await expectOk(response, 'HEAD', key);
    const length = Number(response.headers.get('content-length'));
    return Number.isSafeInteger(length) ? length : undefined;
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    const url = this.#urlOf(key);
    const client = this.#client;
    // The interface answers a stream at once; the request starts when the stream is first read.
    return Readable.from(
      (async function* () {
        const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
        const response = await client.fetch(url, { method: 'GET', headers });
        await expectOk(response, 'GET', key);
        if (!response.body) return;
        for await (const chunk of response.body) yield Buffer.from(chunk);
      })(),
      { objectMode: false },
    );
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.#client.fetch(this.#urlOf(key), {
      method: 'PUT',
      headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
      body: bytes,
    });
    await expectOk(response, 'PUT', key);
  }

  async delete(key: string): Promise<void> {
    const response = await this.#client.fetch(this.#urlOf(key), { method: 'DELETE' });
    // S3 answers 204 whether or not the object existed; some compatible servers answer 404.
    if (response.status === 404) return;
    await expectOk(response, 'DELETE', key);
  }

  #urlOf(key: string): string {
    assertStorageKey(key);
    return `${this.#base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }
}

async function expectOk(response: Response, method: string, key: string): Promise<void> {
  if (response.ok) return;
  // The body is the service's XML error; its code is enough to diagnose and holds nothing of the object.
  const body = await response.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? 'no error code';
  throw new Error(`object storage ${method} ${key} failed: ${response.status} ${code}`);
}

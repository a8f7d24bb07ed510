import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has a working local default for every setting', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5500);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.tokenTtlSeconds).toBe(7 * 24 * 3600);
    expect(c.publicUrl).toBe('http://localhost:5500');
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.corsOrigins).toContain('http://localhost:5173');
    expect(c.trustProxy).toBe(false);
    expect(c.rateLimits).toEqual({ readsPerMinute: 6000, writesPerMinute: 60, liveConnectsPerMinute: 120 });
    expect(c.turn).toEqual({
      urls: ['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp'],
      stunUrls: ['stun:127.0.0.1:3478'],
      secret: undefined,
    });
  });

  it('defaults the public URL from PORT, so emailed links reach the server that sent them', () => {
    expect(loadConfig({ PORT: '6100' }).publicUrl).toBe('http://localhost:6100');
    expect(loadConfig({ PORT: '6100', PUBLIC_URL: 'https://q.app' }).publicUrl).toBe('https://q.app');
  });

  it('reads the rate limits and refuses ones that are not a positive whole number', () => {
    expect(loadConfig({ RATE_LIMIT_READS_PER_MINUTE: '100000', RATE_LIMIT_WRITES_PER_MINUTE: '5' }).rateLimits).toEqual({
      readsPerMinute: 100_000,
      writesPerMinute: 5,
      liveConnectsPerMinute: 120,
    });
    expect(() => loadConfig({ RATE_LIMIT_READS_PER_MINUTE: '0', RATE_LIMIT_WRITES_PER_MINUTE: 'many' })).toThrow(
      /RATE_LIMIT_READS_PER_MINUTE: RATE_LIMIT_READS_PER_MINUTE must be a whole number of requests a minute \(at least 1\)[\s\S]*RATE_LIMIT_WRITES_PER_MINUTE: RATE_LIMIT_WRITES_PER_MINUTE must be/,
    );
    expect(() => loadConfig({ RATE_LIMIT_READS_PER_MINUTE: '1.5' })).toThrow(/RATE_LIMIT_READS_PER_MINUTE/);
  });

  it('reads overrides and treats empty values as unset', () => {
    const c = loadConfig({ PORT: '6000', DATABASE_URL: 'postgres://u@h/db', PUBLIC_URL: 'https://q.app/', SMTP_URL: '', CORS_ORIGINS: 'https://a.app, https://b.app' });
    expect(c.port).toBe(6000);
    expect(c.databaseUrl).toBe('postgres://u@h/db');
    expect(c.publicUrl).toBe('https://q.app');
    expect(c.smtpUrl).toBeUndefined();
    expect(c.corsOrigins).toEqual(expect.arrayContaining(['https://a.app', 'https://b.app']));
  });

  it('reads the call servers as lists and refuses a short TURN secret', () => {
    const c = loadConfig({ TURN_URLS: 'turn:turn.example:3478?transport=udp, turns:turn.example:5349', STUN_URLS: '', TURN_SECRET: 's'.repeat(16) });
    expect(c.turn).toEqual({ urls: ['turn:turn.example:3478?transport=udp', 'turns:turn.example:5349'], stunUrls: ['stun:127.0.0.1:3478'], secret: 's'.repeat(16) });
    expect(() => loadConfig({ TURN_SECRET: 'short' })).toThrow(/TURN_SECRET: TURN_SECRET must be at least 16 characters/);
  });

  it("reads TRUST_PROXY as everyone, no one, or the balancer's addresses and networks", () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const bad of ['yes', 'localhost', '10.0.0.0/33', '127.0.0.1/8/1', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must be true, false, or the balancer's addresses/);
    }
  });

  it('refuses bad settings with one message naming each of them', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: DATABASE_URL must start with postgres:\/\/[\s\S]*JWT_SECRET: JWT_SECRET must be at least 32 characters/,
    );
  });

  it('keeps uploads on the disk unless a bucket is set, and reads the bucket settings', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...keys, S3_BUCKET: 'qurious-files', S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'qurious-files',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...keys, S3_BUCKET: 'qurious-files', S3_REGION: 'eu-west-1' }).s3).toMatchObject({ endpoint: undefined, region: 'eu-west-1', forcePathStyle: false });
    expect(() => loadConfig({ S3_BUCKET: 'qurious-files' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed with S3_BUCKET');
    expect(() => loadConfig({ ...keys, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET: S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ ...keys, S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT must be a URL/);
  });

  it("copies backups to a bucket only when one is set, with the uploads' server and keys unless its own are given", () => {
    expect(loadConfig({}).backups.bucket).toBeNull();
    const uploads = { S3_BUCKET: 'qurious-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ ...uploads, BACKUP_S3_BUCKET: 'qurious-backups' }).backups.bucket).toEqual({
      prefix: 'backups/',
      s3: { endpoint: 'http://127.0.0.1:9000', bucket: 'qurious-backups', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true },
    });
    const own = { BACKUP_S3_BUCKET: 'offsite', BACKUP_S3_PREFIX: 'qurious/nightly/', BACKUP_S3_REGION: 'eu-west-1', BACKUP_S3_ACCESS_KEY_ID: 'b-id', BACKUP_S3_SECRET_ACCESS_KEY: 'b-secret' };
    expect(loadConfig({ ...uploads, ...own }).backups.bucket).toMatchObject({ prefix: 'qurious/nightly/', s3: { bucket: 'offsite', region: 'eu-west-1', accessKeyId: 'b-id', secretAccessKey: 'b-secret' } });
    expect(() => loadConfig({ BACKUP_S3_BUCKET: 'offsite' })).toThrow(/BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY \(or S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ ...own, BACKUP_S3_PREFIX: 'no-slash' })).toThrow(/BACKUP_S3_PREFIX must be a folder path/);
  });
});

import { FLAG_DEFAULTS } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseFlags } from '../src/config.ts';

describe('config', () => {
  it('has the ARCHITECTURE §4 defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.adminPhone).toBe('9999999999');
    expect(c.adminPassword).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.flags).toEqual(FLAG_DEFAULTS);
    expect(c.logLevel).toBe('info');
    expect(c.webDist).toMatch(/apps\/web\/dist$/);
    expect(c.smtp).toBeUndefined();
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/nibble',
      DATABASE_URL: 'postgres://u@db:5432/nibble',
      ADMIN_PHONE: '9876543210',
      ADMIN_PASSWORD: 'a-long-secret',
      PUBLIC_URL: 'https://nibble.example/',
      FLAGS: 'registration=1, forgot_password=1,reset_password=0',
      LOG_LEVEL: 'warn',
      SMTP_URL: 'smtp://mail:25',
      SMTP_FROM: 'Nibble <n@example.com>',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/nibble',
      databaseUrl: 'postgres://u@db:5432/nibble',
      adminPhone: '9876543210',
      adminPassword: 'a-long-secret',
      // Off by default on PostgreSQL.
      seedDemo: false,
      publicUrl: 'https://nibble.example',
      logLevel: 'warn',
      smtp: { url: 'smtp://mail:25', from: 'Nibble <n@example.com>' },
    });
    expect(c.flags).toEqual({
      ...FLAG_DEFAULTS,
      registration: 1,
      forgot_password: 1,
      reset_password: 0,
    });
  });

  it('lets SEED_DEMO override the database default both ways', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1', DATABASE_URL: 'postgres://x/y' }).seedDemo).toBe(true);
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('reads TIME_ZONE, Asia/Kolkata by default', () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ TIME_ZONE: 'Europe/London' }).timeZone).toBe('Europe/London');
  });

  it('refuses unknown flags and values other than 0 or 1', () => {
    expect(() => parseFlags('registraton=1')).toThrow(/unknown flag "registraton"/);
    expect(() => parseFlags('registration=2')).toThrow(/must be 0 or 1/);
    expect(() => parseFlags('registration=1=1')).toThrow(/must be 0 or 1/);
    expect(parseFlags('remember_me')).toMatchObject({ remember_me: 1 });
    expect(parseFlags('')).toEqual(FLAG_DEFAULTS);
  });
});

describe('config errors: one line naming the variable and what is wrong', () => {
  const problem = (env: NodeJS.ProcessEnv): string => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`accepted ${JSON.stringify(env)}`);
  };

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ PORT: '-1' }, 'PORT must be a whole number from 0 to 65535 (got "-1")'],
    [{ HOST: 'not a host!' }, 'HOST must be an IP address or a host name'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a URL like postgres://'],
    [
      { ADMIN_PHONE: '123' },
      'ADMIN_PHONE must be a phone number: Phone number should be 10 digit number (got "123")',
    ],
    [{ ADMIN_PHONE: '90000000012' }, 'ADMIN_PHONE must be a phone number'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    [
      { SEED_DEMO: 'maybe' },
      'SEED_DEMO must be 1 or 0 (or true/false, yes/no, on/off) (got "maybe")',
    ],
    [
      { PUBLIC_URL: 'nibble.example' },
      'PUBLIC_URL must be an http:// or https:// URL (got "nibble.example")',
    ],
    [{ PUBLIC_URL: 'ftp://nibble.example' }, 'PUBLIC_URL must be an http:// or https:// URL'],
    [{ FLAGS: 'nope=1' }, 'FLAGS: unknown flag "nope"'],
    [{ FLAGS: 'registration=yes' }, 'FLAGS: flag "registration" must be 0 or 1, got "yes"'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [
      { TIME_ZONE: 'Asia/Kochi' },
      'TIME_ZONE must be an IANA time zone name, e.g. Asia/Kolkata or Europe/London (got "Asia/Kochi")',
    ],
    [{ TIME_ZONE: '+05:30' }, 'TIME_ZONE must be an IANA time zone name'],
    [{ TRUST_PROXY: '2' }, 'TRUST_PROXY must be 1 or 0'],
    [{ SMTP_URL: 'mail.example:25' }, 'SMTP_URL must be a URL like smtp://'],
    [
      { SMTP_FROM: 'nobody' },
      'SMTP_FROM must be an address like Nibble <no-reply@example.com> (got "nobody")',
    ],
  ] as const)('%o', (env, expected) => {
    const message = problem(env);
    expect(message.startsWith(`Invalid configuration: ${expected}`)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('never repeats a secret back', () => {
    expect(problem({ ADMIN_PASSWORD: 'short' })).not.toContain('short');
    expect(problem({ DATABASE_URL: 'mysql://root:s3cret@db/x' })).not.toContain('s3cret');
    expect(problem({ SMTP_URL: 'smtps//u:s3cret@mail' })).not.toContain('s3cret');
  });

  it('names every wrong variable on the one line', () => {
    expect(problem({ PORT: 'x', TIME_ZONE: 'Mars/Base' })).toMatch(
      /^Invalid configuration: PORT must be .*; TIME_ZONE must be .*\(got "Mars\/Base"\)$/,
    );
  });

  it('takes empty values as unset', () => {
    expect(loadConfig({ PORT: '', TIME_ZONE: ' ', SEED_DEMO: '' })).toMatchObject({
      port: 3000,
      timeZone: 'Asia/Kolkata',
      seedDemo: true,
    });
  });
});

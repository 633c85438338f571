import { FLAG_DEFAULTS } from '@nibble/core';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseFlags } from '../src/config.ts';

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

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_PHONE: '123' })).toThrow(
      /ADMIN_PHONE must be exactly 10 digits/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('refuses unknown flags and values other than 0 or 1', () => {
    expect(() => parseFlags('registraton=1')).toThrow(/unknown flag "registraton"/);
    expect(() => parseFlags('registration=2')).toThrow(/must be 0 or 1/);
    expect(parseFlags('remember_me')).toMatchObject({ remember_me: 1 });
    expect(parseFlags('')).toEqual(FLAG_DEFAULTS);
  });
});

describe('config errors', () => {
  it('reports a bad FLAGS value as a configuration error', () => {
    expect(() => loadConfig({ FLAGS: 'nope=1' })).toThrow(
      /^Invalid configuration:\n {2}FLAGS: unknown flag "nope"/,
    );
  });
});

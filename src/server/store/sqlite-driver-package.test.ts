import { describe, expect, it } from 'vitest';
import { sqliteDriverPackage } from './sqlite-driver-package';

describe('the SQLite driver for each Node line', () => {
  it('is better-sqlite3 12 on Node 20 and the Node-API release from Node 22', () => {
    expect(sqliteDriverPackage('20.19.0')).toBe('better-sqlite3');
    expect(sqliteDriverPackage('21.7.3')).toBe('better-sqlite3');
    expect(sqliteDriverPackage('22.12.0')).toBe('better-sqlite3-napi');
    expect(sqliteDriverPackage('24.21.0')).toBe('better-sqlite3-napi');
  });
});

import { describe, expect, it } from 'vitest';
import { freeSpaceThreshold, lowDiskSpace } from './disk-space';

const MIB = 1024 * 1024;
const LIMITS = { minFreeMb: 64, minFreePercent: 1 };

describe('the free space the embedded store keeps in hand', () => {
  it('is 64 MiB, or 1 % of the file system when that is less', () => {
    expect(freeSpaceThreshold(100 * 1024 * MIB, LIMITS)).toBe(64 * MIB);
    expect(freeSpaceThreshold(1024 * MIB, LIMITS)).toBeCloseTo(10.24 * MIB, 0);
    expect(freeSpaceThreshold(1024 * MIB, { minFreeMb: 0, minFreePercent: 1 })).toBe(0);
    expect(freeSpaceThreshold(1024 * MIB, { minFreeMb: 64, minFreePercent: 0 })).toBe(0);
  });

  it('says how much is left once below it, and nothing while above', () => {
    expect(lowDiskSpace({ free: 64 * MIB, total: 100 * 1024 * MIB }, LIMITS)).toBeUndefined();
    expect(lowDiskSpace({ free: 63 * MIB, total: 100 * 1024 * MIB }, LIMITS)).toBe(
      'Only 63 MiB free where the database is (below 64 MiB): free some space before leads can no longer be stored',
    );
    expect(lowDiskSpace({ free: 0.5 * MIB, total: 100 * MIB }, LIMITS)).toBe(
      'Only 0.5 MiB free where the database is (below 1.0 MiB): free some space before leads can no longer be stored',
    );
    expect(lowDiskSpace({ free: 0, total: 100 * MIB }, { minFreeMb: 0, minFreePercent: 0 })).toBeUndefined();
  });
});

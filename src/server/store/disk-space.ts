import type { DiskSpace } from './open-store';

const MIB = 1024 * 1024;

/** How much free space the embedded store keeps in hand (DISK_MIN_FREE_MB, DISK_MIN_FREE_PERCENT). */
export interface FreeSpaceLimits {
  /** MiB; 0 turns the check off. */
  minFreeMb: number;
  /** Per cent of the file system; 0 turns the check off. */
  minFreePercent: number;
}

/**
 * The free bytes below which the store counts as running out of space: `minFreeMb`, or
 * `minFreePercent` of the file system when that is less (a small disk would otherwise never
 * count as having enough). Health answers 503 from there, before a write fails for want of space.
 */
export function freeSpaceThreshold(total: number, limits: FreeSpaceLimits): number {
  return Math.min(limits.minFreeMb * MIB, (limits.minFreePercent / 100) * total);
}

/** Undefined when there is room enough, else what the health check says about it. */
export function lowDiskSpace(space: DiskSpace, limits: FreeSpaceLimits): string | undefined {
  const threshold = freeSpaceThreshold(space.total, limits);
  if (space.free >= threshold) return undefined;
  const mib = (bytes: number) => (bytes / MIB).toFixed(bytes < 10 * MIB ? 1 : 0);
  return `Only ${mib(space.free)} MiB free where the database is (below ${mib(threshold)} MiB): free some space before leads can no longer be stored`;
}

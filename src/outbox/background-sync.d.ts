/** Background Sync is not in TypeScript's DOM and WebWorker libraries yet. */
interface SyncManager {
  register(tag: string): Promise<void>;
  getTags(): Promise<string[]>;
}

interface ServiceWorkerRegistration {
  /** Absent where the browser has no Background Sync (Safari, Firefox). */
  readonly sync?: SyncManager;
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

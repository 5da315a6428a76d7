import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitLeadResult } from '@/leads/submit-lead';
import { closeOutboxDatabase } from './outbox-db';

/** A fresh copy of the module: requestPersistentStorage asks once per page, kept in module state. */
async function freshSendLead() {
  vi.resetModules();
  return import('./send-lead');
}

function serviceWorkerWith(registration: unknown) {
  return { getRegistration: vi.fn(async () => registration) };
}

function syncRegistration(register = vi.fn(async () => undefined)) {
  return { registration: { active: {}, sync: { register } }, register };
}

beforeEach(async () => {
  await closeOutboxDatabase();
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scheduleBackgroundSync', () => {
  it("registers the outbox's sync tag with an active worker that has Background Sync", async () => {
    const { registration, register } = syncRegistration();
    vi.stubGlobal('navigator', { serviceWorker: serviceWorkerWith(registration) });
    const { scheduleBackgroundSync } = await freshSendLead();
    expect(await scheduleBackgroundSync()).toBe(true);
    expect(register).toHaveBeenCalledExactlyOnceWith('lead-outbox');
  });

  it('resolves false, registering nothing, without a navigator, a worker, an active one or Background Sync', async () => {
    const { scheduleBackgroundSync } = await freshSendLead();
    const register = vi.fn(async () => undefined);

    vi.stubGlobal('navigator', undefined);
    expect(await scheduleBackgroundSync()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(await scheduleBackgroundSync()).toBe(false);
    vi.stubGlobal('navigator', { serviceWorker: serviceWorkerWith(undefined) });
    expect(await scheduleBackgroundSync()).toBe(false);
    vi.stubGlobal('navigator', { serviceWorker: serviceWorkerWith({ sync: { register } }) });
    expect(await scheduleBackgroundSync()).toBe(false);
    vi.stubGlobal('navigator', { serviceWorker: serviceWorkerWith({ active: {} }) });
    expect(await scheduleBackgroundSync()).toBe(false);
    expect(register).not.toHaveBeenCalled();
  });

  it('resolves false when the browser refuses the registration', async () => {
    const { registration } = syncRegistration(vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))));
    vi.stubGlobal('navigator', { serviceWorker: serviceWorkerWith(registration) });
    const { scheduleBackgroundSync } = await freshSendLead();
    expect(await scheduleBackgroundSync()).toBe(false);
  });
});

describe('requestPersistentStorage', () => {
  it('asks for persistence once per page, and not when storage is already persisted', async () => {
    const persist = vi.fn(async () => true);
    const persisted = vi.fn(async () => false);
    vi.stubGlobal('navigator', { storage: { persist, persisted } });
    const { requestPersistentStorage } = await freshSendLead();
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await requestPersistentStorage()).toBe(false);
    expect(persisted).toHaveBeenCalledTimes(1);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('answers true without asking when storage is already persistent, and what the browser grants otherwise', async () => {
    const persist = vi.fn(async () => false);
    vi.stubGlobal('navigator', { storage: { persist, persisted: async () => true } });
    expect(await (await freshSendLead()).requestPersistentStorage()).toBe(true);
    expect(persist).not.toHaveBeenCalled();

    vi.stubGlobal('navigator', { storage: { persist, persisted: async () => false } });
    expect(await (await freshSendLead()).requestPersistentStorage()).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('resolves false where the browser has no storage manager or it fails, and a page without one may still ask later', async () => {
    const { requestPersistentStorage } = await freshSendLead();
    vi.stubGlobal('navigator', undefined);
    expect(await requestPersistentStorage()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(await requestPersistentStorage()).toBe(false);
    vi.stubGlobal('navigator', { storage: {} });
    expect(await requestPersistentStorage()).toBe(false);
    vi.stubGlobal('navigator', {
      storage: { persist: vi.fn(), persisted: vi.fn(async () => Promise.reject(new Error('blocked'))) },
    });
    expect(await requestPersistentStorage()).toBe(false);
  });
});

describe('sendLead', () => {
  const body = { email: 'ana@firm.example' };
  const unreachable: SubmitLeadResult = { status: 'unreachable', message: 'offline', idempotencyKey: 'key-1' };

  it('asks for a background sync and persistent storage when it queues a lead', async () => {
    const { registration, register } = syncRegistration();
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { serviceWorker: serviceWorkerWith(registration), storage: { persist, persisted: async () => false } });
    const { sendLead } = await freshSendLead();
    const result = await sendLead(
      'newsletter',
      body,
      vi.fn(async () => unreachable),
    );
    expect(result.status).toBe('queued');
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('lead-outbox'));
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
  });

  it('asks for neither when the lead was sent', async () => {
    // Both would call these before their first await.
    const serviceWorker = serviceWorkerWith(syncRegistration().registration);
    const persisted = vi.fn(async () => false);
    vi.stubGlobal('navigator', { serviceWorker, storage: { persist: vi.fn(async () => true), persisted } });
    const { sendLead } = await freshSendLead();
    const sent: SubmitLeadResult = { status: 'sent', message: 'Thanks', idempotencyKey: 'key-1' };
    expect(
      await sendLead(
        'newsletter',
        body,
        vi.fn(async () => sent),
      ),
    ).toBe(sent);
    expect(serviceWorker.getRegistration).not.toHaveBeenCalled();
    expect(persisted).not.toHaveBeenCalled();
  });

  it('gives back the unreachable answer, and says why, when the device cannot keep the lead', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { sendLead } = await freshSendLead();
    vi.stubGlobal('indexedDB', {
      databases: async () => [{ name: 'kestrel-lead-outbox' }],
      open: () => {
        throw new DOMException('IndexedDB is disabled', 'InvalidStateError');
      },
    });
    expect(
      await sendLead(
        'newsletter',
        body,
        vi.fn(async () => unreachable),
      ),
    ).toBe(unreachable);
    expect(error).toHaveBeenCalledWith('The lead could not be kept on this device', expect.any(DOMException));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSecondPageOrInstall, savesData, seenAddresses } from './save-data';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'navigation');
});

describe('Save-Data on the page', () => {
  it('is what navigator.connection says, and false where the engine has no such API', () => {
    expect(savesData({ connection: { saveData: true } } as unknown as Navigator)).toBe(true);
    expect(savesData({ connection: { saveData: false } } as unknown as Navigator)).toBe(false);
    expect(savesData({} as Navigator)).toBe(false);
  });

  it("asks for the whole offline set at once on the visitor's second page (a worker already served it)", () => {
    const fill = vi.fn();
    onSecondPageOrInstall(true, fill);
    expect(fill).toHaveBeenCalledTimes(1);
  });

  it('asks for it once the site is installed, and only once', () => {
    const fill = vi.fn();
    onSecondPageOrInstall(false, fill);
    expect(fill).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('appinstalled'));
    window.dispatchEvent(new Event('appinstalled'));
    expect(fill).toHaveBeenCalledTimes(1);
  });

  it("asks for it when the visitor opens another page in this one (the router's navigations)", () => {
    const navigation = new EventTarget();
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    const fill = vi.fn();
    onSecondPageOrInstall(false, fill);
    navigation.dispatchEvent(new Event('navigatesuccess'));
    window.dispatchEvent(new Event('appinstalled'));
    expect(fill).toHaveBeenCalledTimes(1);
  });

  it('hands the worker only addresses of this site', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${location.origin}/assets/boot-Ab12Cd34.js` },
      { name: 'https://insights.example.net/script.js' },
    ] as PerformanceEntryList);
    expect(seenAddresses()).toEqual([location.href, `${location.origin}/assets/boot-Ab12Cd34.js`]);
  });
});

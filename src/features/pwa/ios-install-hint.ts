/** iOS Safari has no install prompt: the site shows a short hint instead, once per visit. */
const IOS_HINT_DISMISSED_KEY = 'iosInstallHintDismissed';

function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  return /iP(hone|ad|od)/.test(agent) && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent);
}

/** Whether this visitor should see the hint (dismissal is kept in sessionStorage: localStorage holds only the spec's keys). */
export function shouldHintIos(): boolean {
  try {
    return isIosSafari() && !isStandalone() && window.sessionStorage.getItem(IOS_HINT_DISMISSED_KEY) !== 'true';
  } catch {
    return false;
  }
}

export function dismissIosHint(): void {
  try {
    window.sessionStorage.setItem(IOS_HINT_DISMISSED_KEY, 'true');
  } catch {
    // The hint goes for this page only.
  }
}

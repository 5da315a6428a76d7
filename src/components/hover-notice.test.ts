import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOVER_NOTICE_ATTRIBUTE, startHoverNotices } from './hover-notice';

beforeAll(() => startHoverNotices());

beforeEach(() => {
  document.body.innerHTML = `
    <span ${HOVER_NOTICE_ATTRIBUTE}><button id="badge">3 Sold</button><span role="tooltip">Sold in Spain.</span></span>
    <a id="elsewhere" href="/terms">Terms</a>`;
});

const notice = () => document.querySelector(`[${HOVER_NOTICE_ATTRIBUTE}]`)!;
const press = (key: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

describe('hover and focus notices', () => {
  it('Escape hides the notice of the focused control, until the focus leaves it', () => {
    document.getElementById('badge')!.focus();
    press('Enter');
    expect(notice().hasAttribute('data-dismissed')).toBe(false);
    press('Escape');
    expect(notice().hasAttribute('data-dismissed')).toBe(true);
    document.getElementById('elsewhere')!.focus();
    expect(notice().hasAttribute('data-dismissed')).toBe(false);
  });

  it('Escape leaves alone the notices that are not showing', () => {
    document.getElementById('elsewhere')!.focus();
    press('Escape');
    expect(notice().hasAttribute('data-dismissed')).toBe(false);
  });
});

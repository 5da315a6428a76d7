import { describe, expect, it } from 'vitest';
import { toggleSingle } from './use-single-open';

describe('toggleSingle', () => {
  it('opens one item at a time and closes the open one when toggled again', () => {
    let open: string | null = null;
    open = toggleSingle(open, 'a');
    expect(open).toBe('a');
    open = toggleSingle(open, 'b');
    expect(open).toBe('b');
    open = toggleSingle(open, 'b');
    expect(open).toBeNull();
  });
});

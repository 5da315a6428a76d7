import { beforeEach, describe, expect, it } from 'vitest';
import { prepareFormRestore } from './form-restore';

let field: HTMLInputElement;
let inputs: string[];

beforeEach(() => {
  document.body.innerHTML = '<kestrel-island><form><input id="name" value=""><input id="email" value="preset@example.com"></form></kestrel-island>';
  field = document.getElementById('name') as HTMLInputElement;
  inputs = [];
  document.addEventListener('input', (event) => inputs.push((event.target as HTMLInputElement).value));
});

const island = () => document.querySelector('kestrel-island')!;

describe('what a visitor typed before an island was live', () => {
  it('is handed to React even when hydration put the rendered value back', () => {
    field.value = 'Ada';
    const form = prepareFormRestore(island());
    field.value = ''; // hydration renders the value it has
    form.restore();
    expect(field.value).toBe('Ada');
    expect(inputs).toEqual(['Ada']);
  });

  it('includes what was typed while it hydrated, the latest value winning', () => {
    field.value = 'Ad';
    const form = prepareFormRestore(island());
    field.value = 'Ada';
    form.record(field);
    field.value = '';
    form.restore();
    expect(field.value).toBe('Ada');
  });

  it('leaves alone the controls the visitor did not change', () => {
    prepareFormRestore(island()).restore();
    expect(inputs).toEqual([]);
    expect((document.getElementById('email') as HTMLInputElement).value).toBe('preset@example.com');
  });
});

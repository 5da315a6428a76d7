/**
 * What a visitor typed, chose or ticked before an island was live must still be there after: the
 * browser keeps it in the static form, but React starts from the values it rendered. Once the
 * island is live, each control the visitor changed is handed to React as if typed again, so the
 * island's state holds it too.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Snapshot {
  control: Control;
  value: string;
  checked: boolean;
}

const CHECKABLE = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'file', 'image']);

function controlsOf(root: Element): Control[] {
  return [...root.querySelectorAll<Control>('input, textarea, select')].filter(
    (control) => !(control instanceof HTMLInputElement && NOT_TYPED.has(control.type)),
  );
}

function isCheckable(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && CHECKABLE.has(control.type);
}

/** The value the markup gave the control (what React rendered). */
function defaultOf(control: Control): string {
  if (control instanceof HTMLSelectElement) {
    const selected = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return selected?.value ?? '';
  }
  return control.defaultValue;
}

function changedByVisitor(snapshot: Snapshot): boolean {
  const { control } = snapshot;
  if (isCheckable(control)) return snapshot.checked !== control.defaultChecked;
  return snapshot.value !== defaultOf(control);
}

/** Sets a value so that React notices: its value tracker must see a change before the event. */
function setTrackedValue(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(control) as HTMLInputElement | HTMLTextAreaElement;
  const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  control.value = `${value}\u0000`;
  if (nativeSetter) nativeSetter.call(control, value);
  else control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

function replayInto(snapshot: Snapshot): void {
  const { control } = snapshot;
  if (!control.isConnected) return;
  if (isCheckable(control)) {
    // Set the opposite through the tracked property, then click: the click sets the wanted state and React sees it change.
    control.checked = !snapshot.checked;
    control.click();
    return;
  }
  if (control instanceof HTMLSelectElement) {
    control.value = snapshot.value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  setTrackedValue(control, snapshot.value);
}

export interface FormRestore {
  /** A control of the island the visitor changed while it hydrated (React does not see it then). */
  record(target: EventTarget | null): void;
  /** Once the island is live: hands what the visitor typed, chose or ticked to React. */
  restore(): void;
}

function snapshotOf(control: Control): Snapshot {
  return { control, value: control.value, checked: isCheckable(control) && control.checked };
}

/**
 * Call just before hydrating `root`. Hydration may put back the values it rendered, so what counts is
 * what the visitor left: the controls as they are now, and any they change while it hydrates.
 */
export function prepareFormRestore(root: Element): FormRestore {
  const latest = new Map(controlsOf(root).map((control) => [control, snapshotOf(control)]));
  return {
    record(target) {
      if (target instanceof Element && latest.has(target as Control)) latest.set(target as Control, snapshotOf(target as Control));
    },
    restore() {
      for (const snapshot of latest.values()) {
        const now = snapshotOf(snapshot.control);
        // What the visitor left wins; what the control shows stands in if it changed otherwise.
        const wanted = changedByVisitor(snapshot) ? snapshot : changedByVisitor(now) ? now : null;
        // Replayed even when the control shows it already: React's state has to learn it.
        if (wanted) replayInto(wanted);
      }
    },
  };
}

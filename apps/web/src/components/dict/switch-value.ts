/** Spec §4: on is the first option, off the second; default Y/N. */
export const DEFAULT_SWITCH_OPTIONS: readonly [string, string] = ['Y', 'N'];

export function isSwitchOn(value: string | null | undefined, options = DEFAULT_SWITCH_OPTIONS): boolean {
  return value === options[0];
}

/** The stored value for a checked state; empty values count as off. */
export function switchValue(checked: boolean, options = DEFAULT_SWITCH_OPTIONS): string {
  return checked ? options[0] : options[1];
}

/** Tags cell rule (spec §4): the text is joined with ';' after every 2 characters. */
export function tagsText(value: string): string {
  const plain = value.replaceAll(';', '');
  const parts: string[] = [];
  for (let i = 0; i < plain.length; i += 2) parts.push(plain.slice(i, i + 2));
  return parts.join(';');
}

const NUMBER_TYPING = /^-?\d*(\.\d*)?$/;

/** Number cells accept optional minus, digits and decimals while typing; another keystroke is reverted. */
export function acceptNumberKeystroke(previous: string, next: string): string {
  return NUMBER_TYPING.test(next) ? next : previous;
}

/** On blur a number cell holds a number, or nothing when the text is not one. */
export function numberOnBlur(text: string): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** Switch/checkbox cells: on is the first value, off the second; empty reads as off. */
export function isOn(value: unknown, customValue: readonly [string, string] = ['Y', 'N']): boolean {
  return value === customValue[0];
}

export function switchValue(on: boolean, customValue: readonly [string, string] = ['Y', 'N']): string {
  return on ? customValue[0] : customValue[1];
}

/** Multi-value cells keep a comma separated string (spec §9 separator). */
export const splitMulti = (value: unknown): string[] =>
  typeof value === 'string' && value !== '' ? value.split(',') : [];
export const joinMulti = (values: readonly string[]): string => values.join(',');

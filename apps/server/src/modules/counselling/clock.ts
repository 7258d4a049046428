const DAY_MS = 86_400_000;

/** The days from `from` to `to` (inclusive), each with its weekday, 1 = Monday … 7 = Sunday. */
export function daysBetween(from: string, to: string): { day: string; weekday: number }[] {
  const out: { day: string; weekday: number }[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += DAY_MS) {
    const date = new Date(t);
    out.push({ day: date.toISOString().slice(0, 10), weekday: ((date.getUTCDay() + 6) % 7) + 1 });
  }
  return out;
}

/** Minutes since midnight of `HH:mm`. */
export function minutesOf(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

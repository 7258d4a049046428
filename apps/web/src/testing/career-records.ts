import type { CareerReport } from '@xinmiao/shared';

type HollandResult = NonNullable<CareerReport['result']>;

/** A student's Holland result, code ASI; tests name only the fields they care about. */
export function hollandResult(fields: Partial<HollandResult> = {}): HollandResult {
  return {
    code: 'ASI',
    tie: false,
    flat: false,
    areas: [
      { letter: 'R', name: '现实型', raw: 3 },
      { letter: 'I', name: '研究型', raw: 6 },
      { letter: 'A', name: '艺术型', raw: 9 },
      { letter: 'S', name: '社会型', raw: 8 },
      { letter: 'E', name: '企业型', raw: 2 },
      { letter: 'C', name: '常规型', raw: 1 },
    ],
    testedAt: '2026-11-20 10:00:00',
    majorFamilies: ['艺术学'],
    occupationFamilies: ['专业技术人员'],
    ...fields,
  };
}

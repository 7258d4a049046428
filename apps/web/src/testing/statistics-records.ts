import type { CockpitData, IndexData } from '@xinmiao/shared';

/** A school's key figures as getIndexData sends them; tests name only the fields they care about. */
export function indexData(fields: Partial<IndexData> = {}): IndexData {
  return {
    scope: 'school',
    xzqhDm: '140000',
    curYear: 2026,
    schools: 1,
    students: 840,
    screenedStudents: 800,
    coverage: 95.2,
    levels: [],
    openCases: 12,
    overdueCases: '<5',
    counsellingHours: 36.5,
    refreshedAt: '2026-11-27 08:00:00',
    lagMinutes: 3,
    ...fields,
  };
}

/** The cockpits' figures of the school 心苗示范大学 with no work recorded yet; tests fill in what they draw. */
export function cockpitData(fields: Partial<CockpitData> = {}): CockpitData {
  return {
    scope: 'school',
    xzqhDm: '140000',
    curYear: 2026,
    schools: 1,
    refreshedAt: '2026-11-27 08:00:00',
    lagMinutes: 3,
    students: 840,
    screenedStudents: 800,
    coverage: 95.2,
    levels: [],
    caseStatus: [],
    caseSla: { closed: 0, onTime: 0, overdue: 0 },
    counsellingHours: 0,
    bookings: [],
    scales: [],
    months: [],
    years: [],
    holland: [],
    careerStudents: 0,
    units: [],
    staff: [],
    rotaHoursWeekly: 0,
    bookedHoursLastMonth: 0,
    lectures: {
      registrations: 0,
      attendance: 0,
      feedbacks: 0,
      satisfaction: null,
      scores: [],
      months: [],
      grades: [],
    },
    node: { level: 'school', name: '心苗示范大学' },
    ...fields,
  };
}

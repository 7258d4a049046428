import type { TenantDb } from '../../core/tenant-db.ts';
import { schoolStaff, schoolStudent, schoolUnit } from '../../db/tables/school.ts';
import type { DepartSpec, TenantSpec } from '../../seed/demo-schools.ts';

export type SeededDepart = { id: string; orgCode: string; spec: DepartSpec };

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴'];
const GIVEN = ['子涵', '欣怡', '浩然', '梓萱', '宇轩', '诗琪', '俊杰', '雨桐', '博文', '思远'];
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A made-up but well-formed ID number (valid date and check digit) for demo students. */
export function demoIdCard(birthday: string, serial: number): string {
  const body = `110105${birthday.replaceAll('-', '')}${String(serial % 1000).padStart(3, '0')}`;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return `${body}${'10X98765432'[sum % 11]}`;
}

/**
 * The school levels of the seeded departments, three demo students per class (学号 = enrolment
 * year + class position + seat) and a staff record for each seeded account that has one.
 */
export async function seedSchool(
  tdb: TenantDb,
  spec: TenantSpec,
  departs: Map<string, SeededDepart>,
  userIds: Map<string, string>,
): Promise<void> {
  const units = [...departs.values()].filter((d) => d.spec.kind);
  await tdb.insert(
    schoolUnit,
    units.map((d) => ({
      departId: d.id,
      kind: d.spec.kind ?? 'class',
      dormitory: d.spec.dormitory ?? null,
      createBy: 'admin',
    })),
  );
  const classes = units.filter((d) => d.spec.kind === 'class');
  const year = spec.id === 1000 ? 2023 : 2025;
  const students = classes.flatMap((c, ci) =>
    [1, 2, 3].map((seat) => {
      const n = ci * 3 + seat;
      const birthday = `${year - 18}-0${(n % 9) + 1}-1${n % 10}`;
      return {
        studentNo: `${year}${String(ci + 1).padStart(2, '0')}${String(seat).padStart(2, '0')}`,
        name: `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n * 3) % GIVEN.length]}`,
        sex: (n % 2) + 1,
        birthday,
        idCard: demoIdCard(birthday, spec.id + n),
        phone: `139${String(spec.id).slice(-2)}${String(n).padStart(6, '0')}`,
        classId: c.id,
        orgCode: c.orgCode,
        enrolYear: year,
        studentType: spec.id === 1000 ? '1' : '4',
        guardianName: `${SURNAMES[n % SURNAMES.length]}家长`,
        guardianPhone: `137${String(spec.id).slice(-2)}${String(n).padStart(6, '0')}`,
        guardianRelation: '父母',
        createBy: 'admin',
      };
    }),
  );
  await tdb.insert(schoolStudent, students);
  const staff = spec.users.flatMap((u) => {
    const userId = userIds.get(u.username);
    return u.staff && userId
      ? [
          {
            userId,
            workNo: u.staff.workNo,
            name: u.realname,
            staffType: u.staff.type,
            phone: u.phone,
            createBy: 'admin',
          },
        ]
      : [];
  });
  await tdb.insert(schoolStaff, staff);
}

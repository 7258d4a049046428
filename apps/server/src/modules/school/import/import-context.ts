import { not } from 'drizzle-orm';
import type { PolicyActor } from '../../../core/policy/policy.ts';
import { schoolStudent } from '../../../db/schema.ts';
import { classesInReach, studentsVisibleTo } from '../policies/student.ts';
import { classPaths, loadUnits } from '../structure.ts';
import type { ClassRef, ImportContext } from './validate-students.ts';

/** Classes by path and unique bare name, what the importer may reach, and 学号 they cannot see. */
export async function importContext(actor: PolicyActor): Promise<ImportContext> {
  const paths = classPaths(await loadUnits(actor.db));
  const classes = new Map<string, ClassRef>();
  const nameCount = new Map<string, number>();
  for (const c of paths.values()) nameCount.set(c.name, (nameCount.get(c.name) ?? 0) + 1);
  for (const [id, c] of paths) {
    classes.set(c.path, { id, orgCode: c.orgCode });
    if (nameCount.get(c.name) === 1) classes.set(c.name, { id, orgCode: c.orgCode });
  }
  const reachable = await classesInReach(
    actor,
    [...paths].map(([id, c]) => ({ id, orgCode: c.orgCode })),
  );
  const visible = await studentsVisibleTo(actor);
  const hidden = visible
    ? await actor.db.select({ studentNo: schoolStudent.studentNo }).from(schoolStudent).where(not(visible))
    : [];
  return { classes, reachableClassIds: reachable, hiddenStudentNos: new Set(hidden.map((h) => h.studentNo)) };
}

import {
  CAREER_GOAL_STATUS,
  type CareerAction,
  type CareerGoal,
  type CareerGoalRecord,
  type CareerGoalStatus,
  type CareerNoteKind,
  type CareerPlan,
} from '@xinmiao/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { appendGrowthEvents, type GrowthAppend, removeGrowthEvents } from '../../core/growth-events.ts';
import { type Abilities, abilitiesOfEach, type PolicyActor } from '../../core/policy/policy.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { careerGoal, careerGoalNote, schoolStudent } from '../../db/schema.ts';
import { careerGoalPolicy } from './policies/career-goal.ts';

type GoalRow = typeof careerGoal.$inferSelect;
type StudentHead = { id: string; name: string; studentNo: string };

export type GoalFields = {
  title: string;
  description?: string | null;
  dueDate?: string | null;
  actions: CareerAction[];
};

/** What a goal puts on the growth file: its setting, and its completion. The student sees both. */
function goalEvents(goal: { id: string; studentId: string; title: string; status: string }): GrowthAppend[] {
  const events: GrowthAppend[] = [
    {
      studentId: goal.studentId,
      kind: 'plan',
      visibility: 'student',
      title: `设定生涯目标：${goal.title}`,
      sourceModule: 'career',
      sourceId: goal.id,
    },
  ];
  if (goal.status === 'done') {
    events.push({
      studentId: goal.studentId,
      kind: 'plan',
      visibility: 'student',
      title: `完成生涯目标：${goal.title}`,
      sourceModule: 'career',
      sourceId: `${goal.id}:done`,
    });
  }
  return events;
}

const cleanActions = (actions: readonly CareerAction[]): CareerAction[] =>
  actions.map((a) => ({
    id: a.id,
    content: a.content,
    owner: a.owner || '本人',
    dueDate: a.dueDate ?? null,
    done: a.done,
  }));

/** Adds a goal for the student, with its growth event, in one transaction; returns its id. */
export async function addGoal(db: TenantDb, studentId: string, fields: GoalFields): Promise<string> {
  return db.transaction(async (tx) => {
    const [id = ''] = await tx.insert(careerGoal, {
      studentId,
      title: fields.title,
      description: fields.description ?? null,
      dueDate: fields.dueDate ?? null,
      actions: cleanActions(fields.actions),
    });
    await appendGrowthEvents(tx, goalEvents({ id, studentId, title: fields.title, status: 'active' }));
    return id;
  });
}

/** Edits a goal and its actions; a goal completed now gets its completion on the growth file. */
export async function editGoal(
  db: TenantDb,
  goal: GoalRow,
  fields: GoalFields & { status: CareerGoalStatus },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(
      careerGoal,
      {
        title: fields.title,
        description: fields.description ?? null,
        dueDate: fields.dueDate ?? null,
        status: fields.status,
        actions: cleanActions(fields.actions),
      },
      eq(careerGoal.id, goal.id),
    );
    if (goal.status === 'done' && fields.status !== 'done') {
      await removeGrowthEvents(tx, 'career', [`${goal.id}:done`]);
    }
    await appendGrowthEvents(tx, goalEvents({ ...goal, title: fields.title, status: fields.status }));
  });
}

/** Deletes a goal, its notes and its events on the growth file. */
export async function deleteGoal(db: TenantDb, goal: GoalRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(careerGoal, eq(careerGoal.id, goal.id));
    await removeGrowthEvents(tx, 'career', [goal.id, `${goal.id}:done`]);
  });
}

export async function addNote(
  db: TenantDb,
  goalId: string,
  note: { kind: CareerNoteKind; content: string; authorName: string },
): Promise<void> {
  await db.insert(careerGoalNote, { goalId, ...note });
}

/** List records of goals, with their students' 学号 and names. */
export async function goalRecords(db: TenantDb, rows: readonly GoalRow[]): Promise<CareerGoalRecord[]> {
  const ids = [...new Set(rows.map((r) => r.studentId))];
  const students = ids.length ? await db.list(schoolStudent, { where: inArray(schoolStudent.id, ids) }) : [];
  const byId = new Map(students.map((s) => [s.id, s]));
  return rows.map((row) => toRecord(row, byId.get(row.studentId)));
}

function toRecord(row: GoalRow, student: StudentHead | undefined): CareerGoalRecord {
  return {
    id: row.id,
    studentId: row.studentId,
    studentNo: student?.studentNo ?? '',
    studentName: student?.name ?? '',
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    status: row.status,
    statusText: CAREER_GOAL_STATUS[row.status as CareerGoalStatus] ?? row.status,
    actions: row.actions,
    actionsDone: row.actions.filter((a) => a.done).length,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}

const NO_ABILITIES = { edit: false, delete: false, comment: false };

/**
 * One student's goals with their reviews and comments, newest goal first. `abilities` are staff's
 * by the goal policy; the student (actor undefined) edits and reviews their own through their own routes.
 */
export async function studentPlan(
  db: TenantDb,
  student: StudentHead,
  actor?: PolicyActor,
): Promise<CareerPlan> {
  const goals = await db.list(careerGoal, {
    where: eq(careerGoal.studentId, student.id),
    orderBy: [desc(careerGoal.createTime), desc(careerGoal.id)],
  });
  const notes = goals.length
    ? await db.list(careerGoalNote, {
        where: inArray(
          careerGoalNote.goalId,
          goals.map((g) => g.id),
        ),
        orderBy: [asc(careerGoalNote.createTime), asc(careerGoalNote.id)],
      })
    : [];
  const abilities: Abilities<'view' | 'edit' | 'delete' | 'comment'>[] = actor
    ? await abilitiesOfEach(actor, careerGoalPolicy, goals)
    : goals.map(() => ({ view: true, ...NO_ABILITIES }));
  return {
    id: student.id,
    name: student.name,
    studentNo: student.studentNo,
    goals: goals.map(
      (goal, i): CareerGoal => ({
        ...toRecord(goal, student),
        notes: notes
          .filter((n) => n.goalId === goal.id)
          .map((n) => ({
            id: n.id,
            kind: n.kind,
            content: n.content,
            authorName: n.authorName,
            createTime: formatDateTime(n.createTime) ?? '',
          })),
        abilities: {
          edit: abilities[i]?.edit ?? false,
          delete: abilities[i]?.delete ?? false,
          comment: abilities[i]?.comment ?? false,
        },
      }),
    ),
  };
}

import path from 'node:path';
import { z } from 'zod';
import { imageKey } from './fields';
import { ContentError, defaultContentRoot, readYaml } from './reader';

/**
 * The cadre CBSE's public disclosure counts each member of staff in: PGT (post-graduate teacher, Classes 11-12),
 * TGT (trained graduate teacher, Classes 6-10), PRT (primary teacher), NTT (pre-primary teacher), and the
 * non-class posts it asks about separately.
 */
export const STAFF_POSTS = ['PGT', 'TGT', 'PRT', 'NTT', 'Special Educator', 'Counsellor', 'Librarian', 'Nurse'] as const;
export type StaffPost = (typeof STAFF_POSTS)[number];
/** The posts that teach a class section: the ones in the disclosure's teacher count and teacher-section ratio. */
export const TEACHING_POSTS: readonly StaffPost[] = ['PGT', 'TGT', 'PRT', 'NTT'];

export function teachersSchema(root: string) {
  const teacher = z.object({
    id: z.number().int().positive(),
    name: z.string().min(1),
    designation: z.string().min(1),
    /** Degrees and diplomas, e.g. "M.Sc. (Physics), B.Ed.": CBSE's public disclosure lists every teacher with them. */
    qualification: z.string().min(2),
    post: z.enum(STAFF_POSTS),
    image: imageKey(root),
  });
  return z.object({
    groups: z.array(z.object({ title: z.string().min(1), intro: z.string().min(1).optional(), teachers: z.array(teacher).min(1) })).min(1),
  });
}

export type TeacherGroup = z.output<ReturnType<typeof teachersSchema>>['groups'][number];
export type Teacher = TeacherGroup['teachers'][number];

/** The staff on /teachers, in their groups (Supervisors, Heads of Department, Teaching Staff), from `content/teachers.yml`. */
export function getTeacherGroups(root: string = defaultContentRoot()): TeacherGroup[] {
  const file = path.join(root, 'teachers.yml');
  const { groups } = readYaml(file, teachersSchema(root));
  // The id keys each card; a repeated id would silently hide a teacher.
  const seen = new Map<number, string>();
  const problems: string[] = [];
  groups.forEach((group, groupIndex) =>
    group.teachers.forEach((teacher, index) => {
      const other = seen.get(teacher.id);
      if (other) problems.push(`groups[${groupIndex}].teachers[${index}].id: ${teacher.id} is already used by ${other}`);
      else seen.set(teacher.id, teacher.name);
    }),
  );
  if (problems.length > 0) throw new ContentError(path.relative(process.cwd(), file), problems);
  return groups;
}

/** Everyone on /teachers in page order, whatever their group. */
export function getAllTeachers(root: string = defaultContentRoot()): Teacher[] {
  return getTeacherGroups(root).flatMap((group) => group.teachers);
}

/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAllTeachers, getTeacherGroups } from '@/lib/content/teachers';
import { errorLines, schoolLifeFixtures } from './content-errors';

const { valid, broken, brokenFile } = schoolLifeFixtures;

describe('teachers', () => {
  it('keeps the groups in file order with their teachers', () => {
    const groups = getTeacherGroups(valid);
    expect(groups.map((group) => [group.title, group.teachers.length])).toEqual([
      ['Supervisors', 1],
      ['Teaching Staff', 2],
    ]);
    expect(groups[1].teachers.map((teacher) => teacher.designation)).toEqual(['Librarian', 'School Nurse']);
    expect(groups[1].teachers.map((teacher) => teacher.qualification)).toEqual(['M.Lib.I.Sc.', 'B.Sc. Nursing']);
    expect(getAllTeachers(valid).map((teacher) => teacher.post)).toEqual(['TGT', 'Librarian', 'Nurse']);
  });

  it('accepts only the posts CBSE counts', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'teachers-'));
    fs.cpSync(valid, root, { recursive: true });
    const file = path.join(root, 'teachers.yml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('post: Librarian', 'post: Head Librarian'));
    expect(errorLines(() => getTeacherGroups(root))).toEqual([
      expect.stringMatching(/teachers\.yml: groups\[1\]\.teachers\[0\]\.post: Invalid option: expected one of "PGT"\|"TGT"/),
    ]);
  });

  it('requires a qualification for every teacher', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'teachers-'));
    fs.cpSync(valid, root, { recursive: true });
    const file = path.join(root, 'teachers.yml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^ *qualification: M.Lib.I.Sc.\n/m, ''));
    expect(errorLines(() => getTeacherGroups(root))).toEqual([
      expect.stringMatching(/teachers\.yml: groups\[1\]\.teachers\[0\]\.qualification: Invalid input: expected string, received undefined$/),
    ]);
  });

  it('refuses a repeated id, naming both teachers', () => {
    expect(errorLines(() => getTeacherGroups(broken))).toEqual([`${brokenFile('teachers.yml')}: groups[0].teachers[1].id: 1 is already used by Mrs. One`]);
  });
});

import path from 'node:path';
import { ContentError } from '@/lib/content/reader';

const schoolLife = path.join(__dirname, '..', '..', 'fixtures', 'school-life');
/** The school-life fixtures: a valid content folder, and one whose files are each broken in a known way. */
export const schoolLifeFixtures = {
  valid: path.join(schoolLife, 'content'),
  broken: path.join(schoolLife, 'broken-content'),
  /** A broken file as the error names it (relative to the project). */
  brokenFile: (name: string) => `__tests__/fixtures/school-life/broken-content/${name}`,
};

/** The lines of the ContentError a loader throws, so each test asserts every problem the editor is told about. */
export function errorLines(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message.split('\n');
  }
  throw new Error('expected a ContentError');
}

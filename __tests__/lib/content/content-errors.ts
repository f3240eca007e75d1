import { ContentError } from '@/lib/content/reader';

/** The error's lines, so each test asserts every problem the editor is told about. */
export function problems(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message.split('\n');
  }
  throw new Error('expected a ContentError');
}

/** The lines of the error a loader throws. */
export function errorLines(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  throw new Error('expected the loader to fail');
}

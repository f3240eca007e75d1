/**
 * `npm run translations`: lists the Marathi texts whose English changed since they were translated (as the build's
 * warnings and /staff/translations do). `npm run translations -- mark <file>...` records that each Marathi text
 * matches its English as it is now, e.g. `content/pages/mr/home.md`, or `content/faq.yml` for the Marathi of that
 * file: what the editor's "Translated from" button does, for whoever works on the files directly.
 */
import { markTranslation, translationWarnings } from '../lib/translations/content';

function main(args: string[]): number {
  const [command, ...files] = args;
  if (command === 'mark') {
    if (files.length === 0) {
      console.error('Name the Marathi files to mark, e.g. npm run translations -- mark content/pages/mr/home.md');
      return 2;
    }
    for (const file of files) console.log(`${file}: translated from the English ${markTranslation(file)}`);
    return 0;
  }
  if (command !== undefined) {
    console.error(`Unknown command "${command}": npm run translations [-- mark <file>...]`);
    return 2;
  }
  const warnings = translationWarnings();
  for (const warning of warnings) console.log(warning);
  if (warnings.length === 0) console.log('Every Marathi text matches its English.');
  return 0;
}

if (require.main === module) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

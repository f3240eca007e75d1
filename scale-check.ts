import path from 'node:path';
import { copyProject } from './bench/lib/scale';
import { nextBin, runTimed } from './bench/lib/build';
const root = process.cwd();
const target = path.join(root, 'bench', '.work', 'build-scale');
copyProject(root, target);
const pre = runTimed(process.execPath, [require.resolve('tsx/cli'), 'scripts/prebuild.ts'], { cwd: target, quiet: true });
const ms = runTimed(process.execPath, [...nextBin(root), 'build'], { cwd: target, quiet: true });
console.log('prebuild', pre, 'build', ms);

/**
 * Writes the chat widget's notification sound, a soft two-note chime, to public/sounds/ with ffmpeg.
 * Run: npx tsx scripts/sample-media/chat-sound.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const output = path.join(process.cwd(), 'public', 'sounds', 'chat-notification.mp3');

// Two sine notes (E6 then A6) with quick fades, 0.35 s in all, mono 32 kbit/s: about 2 KB.
const chime =
  'sine=frequency=1318.5:duration=0.14,afade=t=in:d=0.01,afade=t=out:st=0.08:d=0.06[a];' +
  'sine=frequency=1760:duration=0.21,afade=t=in:d=0.01,afade=t=out:st=0.07:d=0.14[b];' +
  '[a][b]concat=n=2:v=0:a=1,volume=0.6[out]';

fs.mkdirSync(path.dirname(output), { recursive: true });
execFileSync('ffmpeg', [
  '-hide_banner',
  '-loglevel',
  'error',
  '-y',
  '-filter_complex',
  chime,
  '-map',
  '[out]',
  '-ac',
  '1',
  '-ar',
  '22050',
  '-c:a',
  'libmp3lame',
  '-b:a',
  '32k',
  '-map_metadata',
  '-1',
  '-write_xing',
  '0',
  output,
]);
console.log(`Wrote ${path.relative(process.cwd(), output)} (${fs.statSync(output).size} bytes)`);

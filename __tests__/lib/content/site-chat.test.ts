/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { getSite } from '@/lib/content/site';

const validSite = path.join(__dirname, '..', '..', 'fixtures', 'content', 'valid', 'site.yml');

/** A content root whose site.yml is the valid fixture with the chat settings changed. */
function rootWithChat(chat: Record<string, unknown>): string {
  const site = YAML.parse(fs.readFileSync(validSite, 'utf8'));
  site.chat = { ...site.chat, ...chat };
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-site-'));
  fs.writeFileSync(path.join(root, 'site.yml'), YAML.stringify(site));
  return root;
}

describe('site chat settings', () => {
  it('configures the widget from content/site.yml with the site label, greeting and placeholder', () => {
    const { chat } = getSite();
    expect(chat.accountName).toBe('Admissions Support');
    expect(chat.chatMessage).toBe('Hello there! How can we help?');
    expect(chat.placeholder).toBe('Type a message..');
    expect(chat.avatar).toBe('/images/chat-avatar.svg');
    expect(fs.existsSync(path.join(process.cwd(), 'public', chat.avatar))).toBe(true);
    expect(chat.allowEsc).toBe(true);
  });

  it('accepts every optional widget setting', () => {
    const settings = {
      messageDelay: 3,
      notification: true,
      notificationDelay: 30,
      notificationLoop: 2,
      notificationSound: true,
      notificationSoundSrc: '/sounds/chat-notification.mp3',
      chatboxHeight: 360,
      allowClickAway: true,
      allowEsc: false,
      darkMode: true,
    };
    expect(getSite(rootWithChat(settings)).chat).toEqual(expect.objectContaining(settings));
  });

  it('rejects a notification delay under 10 seconds, naming the field', () => {
    expect(() => getSite(rootWithChat({ notificationDelay: 5 }))).toThrow(/site\.yml: chat\.notificationDelay: Expected at least 10 seconds$/);
  });

  it('rejects a misspelt setting instead of ignoring it', () => {
    expect(() => getSite(rootWithChat({ allowEscape: true }))).toThrow(/site\.yml: chat: Unrecognized key: "allowEscape"$/);
  });

  it('ships the default notification sound file', () => {
    const sound = fs.statSync(path.join(process.cwd(), 'public', 'sounds', 'chat-notification.mp3'));
    expect(sound.size).toBeGreaterThan(500);
    expect(sound.size).toBeLessThan(10000);
  });
});

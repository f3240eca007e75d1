import { defineIsland } from '@/lib/islands/define';
import { CHAT_DEFAULTS } from './chat-config';
import { ChatWidget } from './chat-widget';

/** How long before its first notification a notifying widget wakes by itself: time for its chunks on slow 4G. */
const WAKE_BEFORE_NOTIFICATION_MS = 10_000;

/**
 * The chat widget wakes when a reader goes to use it (its launcher opens the box at once before that:
 * chat-widget.early.ts), and by itself shortly before its first notification is due.
 */
export default defineIsland('chat-widget', ChatWidget, {
  wake: 'interaction',
  wakeAfterMs: ({ notification = CHAT_DEFAULTS.notification, notificationDelay = CHAT_DEFAULTS.notificationDelay }) =>
    notification ? Math.max(0, notificationDelay * 1000 - WAKE_BEFORE_NOTIFICATION_MS) : undefined,
});

import type { CSSProperties, FormEvent, MouseEvent } from 'react';

/** Everything the widget can be told (SPEC section 3). Times are in seconds, sizes in pixels. */
export interface ChatWidgetProps {
  /** The number messages go to; any spaces, dashes or plus sign are dropped when the link is built. */
  phoneNumber: string;
  accountName: string;
  avatar?: string;
  statusMessage?: string;
  chatMessage?: string;
  placeholder?: string;
  messageDelay?: number;
  allowClickAway?: boolean;
  allowEsc?: boolean;
  notification?: boolean;
  notificationDelay?: number;
  notificationLoop?: number;
  notificationSound?: boolean;
  notificationSoundSrc?: string;
  notificationStyle?: CSSProperties;
  notificationClassName?: string;
  buttonStyle?: CSSProperties;
  buttonClassName?: string;
  chatboxHeight?: number;
  chatboxStyle?: CSSProperties;
  chatboxClassName?: string;
  darkMode?: boolean;
  style?: CSSProperties;
  className?: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>, text: string) => void;
  onClose?: () => void;
  onNotification?: () => void;
  onLoopDone?: () => void;
  /** The words the widget says itself, in the page's language (`{name}` is the account name); English by default. */
  words?: ChatWords;
}

export interface ChatWords {
  chatWith: string;
  newMessage: string;
  close: string;
  typing: string;
  messageTo: string;
  send: string;
}

/** The widget's own words in English; a Marathi page passes its own (components/site-shell/shell-words.ts). */
export const CHAT_WORDS: ChatWords = {
  chatWith: 'Chat with {name}',
  newMessage: ' (1 new message)',
  close: 'Close chat',
  typing: '{name} is typing…',
  messageTo: 'Your message to {name}',
  send: 'Send message',
};

/** One of the widget's words with the account name in it. */
export const withName = (text: string, name: string) => text.replace('{name}', name);

/**
 * SPEC section 9. Phone number and account name have no default on purpose: a placeholder number would
 * send a visitor's message to a stranger.
 */
export const CHAT_DEFAULTS = {
  avatar: '/images/chat-avatar.svg',
  statusMessage: 'Typically replies within 1 hour',
  chatMessage: 'Hello there! 🤝 How can we help?',
  placeholder: 'Type a message..',
  messageDelay: 2,
  allowClickAway: false,
  allowEsc: false,
  notification: true,
  notificationDelay: 60,
  notificationLoop: 0,
  notificationSound: false,
  notificationSoundSrc: '/sounds/chat-notification.mp3',
  chatboxHeight: 320,
  darkMode: false,
} as const;

export const MIN_NOTIFICATION_DELAY = 10;
export const NOTIFICATION_DELAY_ERROR = 'notificationDelay prop value must be at least 10 seconds.';

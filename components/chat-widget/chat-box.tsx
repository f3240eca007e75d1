import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type RefObject } from 'react';
import { CHAT_DEFAULTS, CHAT_WORDS, type ChatWidgetProps, withName } from './chat-config';
import { CloseIcon, SendIcon, TicksIcon } from './chat-icons';
import { BOX_ATTRIBUTE, CLOSE_ATTRIBUTE, OPEN_ATTRIBUTE, OPEN_HEIGHT_ATTRIBUTE, OPENED_AT_ATTRIBUTE } from './chat-names';
import { whatsappSendUrl } from './send-url';
import styles from './chat-widget.module.css';

type BoxSettings = Pick<
  ChatWidgetProps,
  | 'phoneNumber'
  | 'accountName'
  | 'avatar'
  | 'statusMessage'
  | 'chatMessage'
  | 'placeholder'
  | 'messageDelay'
  | 'allowClickAway'
  | 'allowEsc'
  | 'chatboxHeight'
  | 'chatboxStyle'
  | 'chatboxClassName'
  | 'darkMode'
  | 'onSubmit'
  | 'words'
>;

export interface ChatBoxProps extends BoxSettings {
  id: string;
  open: boolean;
  /** The widget's root: a press inside it (the launcher included) is not a click-away. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Asks the launcher to close; `returnFocus` moves focus back to the launcher button. */
  onClose: (returnFocus: boolean) => void;
}

/** Local time as HH:MM (24-hour), as a messaging app stamps a message. */
export function formatTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The chat box dialog: header, greeting bubble and message form. In the HTML from the start, closed (height 0,
 * hidden), so that a press on the launcher before the island is ready can open it at once (chat-widget.early.ts).
 */
export function ChatBox({
  id,
  open,
  rootRef,
  onClose,
  onSubmit,
  phoneNumber,
  accountName,
  avatar = CHAT_DEFAULTS.avatar,
  statusMessage = CHAT_DEFAULTS.statusMessage,
  chatMessage = CHAT_DEFAULTS.chatMessage,
  placeholder = CHAT_DEFAULTS.placeholder,
  messageDelay = CHAT_DEFAULTS.messageDelay,
  allowClickAway = CHAT_DEFAULTS.allowClickAway,
  allowEsc = CHAT_DEFAULTS.allowEsc,
  chatboxHeight = CHAT_DEFAULTS.chatboxHeight,
  chatboxStyle,
  chatboxClassName,
  darkMode = CHAT_DEFAULTS.darkMode,
  words = CHAT_WORDS,
}: ChatBoxProps) {
  // The typing dots show until the box has been open for messageDelay seconds; then the greeting stays.
  const [sentAt, setSentAt] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;
  const inputId = `${id}-input`;

  useEffect(() => {
    if (!open || sentAt !== null) return;
    // Opened before the island was ready: the typing dots have been showing since then.
    const box = boxRef.current;
    const shownFor = box?.hasAttribute(OPENED_AT_ATTRIBUTE) ? Date.now() - Number(box.getAttribute(OPENED_AT_ATTRIBUTE)) : 0;
    box?.removeAttribute(OPENED_AT_ATTRIBUTE);
    const timer = window.setTimeout(() => setSentAt(formatTime(new Date())), Math.max(0, messageDelay * 1000 - shownFor));
    return () => window.clearTimeout(timer);
  }, [open, sentAt, messageDelay]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const requestClose = useEffectEvent((returnFocus: boolean) => onClose(returnFocus));

  useEffect(() => {
    if (!open || !allowEsc) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') requestClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, allowEsc]);

  useEffect(() => {
    if (!open || !allowClickAway) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) requestClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, allowClickAway, rootRef]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputRef.current;
    const text = input?.value.trim() ?? '';
    if (!input || !text) return;
    window.open(whatsappSendUrl(phoneNumber, text), '_blank', 'noopener,noreferrer');
    onSubmit?.(event, text);
    input.value = '';
  }

  const className = [styles.box, darkMode && styles.dark, chatboxClassName].filter(Boolean).join(' ');
  const marks = { [BOX_ATTRIBUTE]: '', [OPEN_ATTRIBUTE]: open ? '' : undefined, [OPEN_HEIGHT_ATTRIBUTE]: chatboxHeight };
  return (
    <div
      ref={boxRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      className={className}
      {...marks}
      // Closed, the box collapses to height 0 and leaves the accessibility tree and the tab order (showBox in chat-names.ts does the same).
      style={{ ...chatboxStyle, height: open ? chatboxHeight : 0, visibility: open ? 'visible' : 'hidden' }}
    >
      <div className={styles.header}>
        {/* Lazy: inside the closed box (height 0) it is not fetched until the box first opens. */}
        <img className={styles.avatar} src={avatar} alt="" width={60} height={60} loading="lazy" />
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {accountName}
          </h2>
          <p className={styles.status}>{statusMessage}</p>
        </div>
        <button type="button" className={styles.close} aria-label={words.close} onClick={() => onClose(true)} {...{ [CLOSE_ATTRIBUTE]: '' }}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body} aria-live="polite">
        {sentAt === null ? (
          <div className={`${styles.bubble} ${styles.typing}`}>
            <span className={styles.dots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{withName(words.typing, accountName)}</span>
          </div>
        ) : (
          <div className={styles.bubble}>
            <p className={styles.from}>{accountName}</p>
            <p className={styles.message}>{chatMessage}</p>
            <p className={styles.meta}>
              <time dateTime={sentAt}>{sentAt}</time>
              <TicksIcon />
            </p>
          </div>
        )}
      </div>
      <form className={styles.footer} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {withName(words.messageTo, accountName)}
        </label>
        <input ref={inputRef} id={inputId} className={styles.input} type="text" placeholder={placeholder} autoComplete="off" enterKeyHint="send" />
        <button type="submit" className={styles.send} aria-label={words.send}>
          <SendIcon />
        </button>
      </form>
    </div>
  );
}

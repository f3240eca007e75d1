'use client';

import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useHydrated } from '@/lib/islands/use-hydrated';
import { ChatBox } from './chat-box';
import { CHAT_DEFAULTS, CHAT_WORDS, MIN_NOTIFICATION_DELAY, NOTIFICATION_DELAY_ERROR, type ChatWidgetProps, withName } from './chat-config';
import { ChatIcon } from './chat-icons';
import { BOX_ATTRIBUTE, BOX_ID, LAUNCHER_ATTRIBUTE, OPEN_ATTRIBUTE } from './chat-names';
import { whatsappSendUrl } from './send-url';
import styles from './chat-widget.module.css';

const launcherMark = { [LAUNCHER_ATTRIBUTE]: '' };

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** When the first notification is due: `delayS` after the page started, the time the island took to wake included. */
const firstNotificationIn = (delayS: number) => Math.max(0, delayS * 1000 - performance.now());

/**
 * The floating chat launcher on every page (an island: chat-widget.island.ts). In the built HTML, and until the
 * island has woken, it is a link to the messaging service's send page (a conversation with the school starts there,
 * in a new tab), with the chat box beside it, closed; the island then turns the link into a round button (with the
 * notification badge and sound) that opens the messaging-app-styled box. Sending opens the messaging service's
 * send link in a new window. A press on the link before the island is ready opens the box at once from the HTML
 * (chat-widget.early.ts), and the island keeps it open when it wakes.
 */
export function ChatWidget(props: ChatWidgetProps) {
  const {
    accountName,
    notification = CHAT_DEFAULTS.notification,
    notificationDelay = CHAT_DEFAULTS.notificationDelay,
    notificationLoop = CHAT_DEFAULTS.notificationLoop,
    notificationSound = CHAT_DEFAULTS.notificationSound,
    notificationSoundSrc = CHAT_DEFAULTS.notificationSoundSrc,
    notificationStyle,
    notificationClassName,
    buttonStyle,
    buttonClassName,
    style,
    className,
    onClick,
    onClose,
    onNotification,
    onLoopDone,
    words = CHAT_WORDS,
  } = props;
  // The link in the built HTML and while React hydrates it, the button right after.
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const [badge, setBadge] = useState(false);
  // Notifications stop for good once the visitor has opened the chat or the loop limit is reached.
  const [notifying, setNotifying] = useState(true);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  // The link had focus when the island took over: the button that replaces it gets it.
  const linkHadFocus = useRef(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const intervalRef = useRef<number | undefined>(undefined);
  const loops = useRef(0);

  useLayoutEffect(() => {
    // Before the button replaces the link (the render right after hydration).
    if (!enhanced) linkHadFocus.current = document.activeElement === linkRef.current;
    else if (linkHadFocus.current) buttonRef.current?.focus();
  }, [enhanced]);

  useEffect(() => {
    // A press before the island was ready opened the box from the HTML (chat-widget.early.ts): it stays open.
    if (!rootRef.current?.querySelector(`[${BOX_ATTRIBUTE}][${OPEN_ATTRIBUTE}]`)) return;
    setOpen(true);
    setNotifying(false);
  }, []);

  const notify = useEffectEvent(() => {
    setBadge(true);
    onNotification?.();
    if (notificationLoop <= 0) return;
    loops.current += 1;
    const audio = audioRef.current;
    if (notificationSound && audio) {
      audio.currentTime = 0;
      // Browsers refuse to play before the visitor has interacted with the page; the badge still shows.
      audio.play()?.catch(() => undefined);
    }
    if (loops.current >= notificationLoop) {
      window.clearInterval(intervalRef.current);
      setNotifying(false);
      onLoopDone?.();
    }
  });

  useEffect(() => {
    if (!notification || !notifying) return;
    if (!(notificationDelay >= MIN_NOTIFICATION_DELAY)) {
      console.error(NOTIFICATION_DELAY_ERROR);
      return;
    }
    // The first one `notificationDelay` after the page started, however long the island took to wake.
    const first = window.setTimeout(() => {
      notify();
      intervalRef.current = window.setInterval(notify, notificationDelay * 1000);
    }, firstNotificationIn(notificationDelay));
    return () => {
      window.clearTimeout(first);
      window.clearInterval(intervalRef.current);
    };
  }, [notification, notificationDelay, notifying]);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (open) {
      close(false);
      return;
    }
    setOpen(true);
    setBadge(false);
    setNotifying(false);
    onClick?.(event);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    onClose?.();
    if (returnFocus) buttonRef.current?.focus();
  }

  // One tree for both launchers, so that the box (and what the reader typed in it) stays when the button replaces the link.
  return (
    <div ref={rootRef} className={cx(styles.root, className)} style={style}>
      {enhanced ? (
        <button
          {...launcherMark}
          ref={buttonRef}
          type="button"
          className={cx(styles.launcher, buttonClassName)}
          style={buttonStyle}
          aria-label={`${withName(words.chatWith, accountName)}${badge ? words.newMessage : ''}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={BOX_ID}
          onClick={handleClick}
        >
          <ChatIcon />
          {badge ? (
            <span className={cx(styles.badge, notificationClassName)} style={notificationStyle} aria-hidden="true">
              1
            </span>
          ) : null}
        </button>
      ) : (
        <a
          {...launcherMark}
          ref={linkRef}
          className={cx(styles.launcher, buttonClassName)}
          style={buttonStyle}
          href={whatsappSendUrl(props.phoneNumber, '')}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={withName(words.chatWith, accountName)}
        >
          <ChatIcon />
        </a>
      )}
      {/* A chime without words: nothing to caption, and the badge shows the same news. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      {enhanced && notificationSound ? <audio ref={audioRef} src={notificationSoundSrc} preload="none" /> : null}
      <ChatBox {...props} id={BOX_ID} open={open} rootRef={rootRef} onClose={close} />
    </div>
  );
}

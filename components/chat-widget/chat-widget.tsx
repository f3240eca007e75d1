'use client';

import { useCallback, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { heldPressRoot, ISLAND_ATTRIBUTE, islandKinds, REPLAY_ATTRIBUTE } from '@/lib/early-press';
import type { ChatBoxProps } from './chat-box';
import { CHAT_DEFAULTS, MIN_NOTIFICATION_DELAY, NOTIFICATION_DELAY_ERROR, type ChatWidgetProps } from './chat-config';
import { ChatIcon } from './chat-icons';
import { whatsappSendUrl } from './send-url';
import styles from './chat-widget.module.css';

// The chat box is its own chunk: the page ships only this launcher and fetches the box when idle or on use.
let boxModule: Promise<typeof import('./chat-box')> | undefined;
const loadBox = () => (boxModule ??= import('./chat-box'));

/** The launcher's key for a press held before the island is ready (lib/early-press.ts): link and button are one control. */
const REPLAY_KEY = 'chat';
// The launcher tapped before the framework arrived: the box downloads now, with the framework, not after hydration.
if (heldPressRoot(`[${ISLAND_ATTRIBUTE}]:has(> [${REPLAY_ATTRIBUTE}="${REPLAY_KEY}"])`)) void loadBox().catch(() => (boxModule = undefined));

/** The island's root and launcher attributes of that contract. */
const island = { [ISLAND_ATTRIBUTE]: islandKinds('chat') };
const replay = { [REPLAY_ATTRIBUTE]: REPLAY_KEY };

/** How long to wait for the browser to fall idle before fetching the chat box anyway. */
const IDLE_TIMEOUT_MS = 4000;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(id);
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The floating chat launcher on every page. In the built HTML, and until the framework has arrived, it is a
 * link to the messaging service's send page (a conversation with the school starts there, in a new tab);
 * the island then turns it into a round button (with the notification badge and sound) that opens a
 * messaging-app-styled chat box. Sending opens the messaging service's send link in a new window. A press on the
 * link before the island is ready is held by the site script and replayed on the button (lib/early-press.ts):
 * it opens the chat box, not the new window.
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
  } = props;
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [badge, setBadge] = useState(false);
  // Notifications stop for good once the visitor has opened the chat or the loop limit is reached.
  const [notifying, setNotifying] = useState(true);
  const [ChatBox, setChatBox] = useState<ComponentType<ChatBoxProps> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  // The link had focus when the island took over: the button that replaces it gets it.
  const linkHadFocus = useRef(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  const intervalRef = useRef<number | undefined>(undefined);
  const loops = useRef(0);
  const boxId = useId();

  const mountBox = useCallback(() => {
    void loadBox().then((module) => setChatBox(() => module.ChatBox));
  }, []);

  useEffect(() => whenIdle(mountBox), [mountBox]);

  useEffect(() => {
    linkHadFocus.current = document.activeElement === linkRef.current;
    // The second pass after hydration (react.dev, hydrateRoot: different client content): the HTML is the link.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnhanced(true);
  }, []);

  useLayoutEffect(() => {
    if (enhanced && linkHadFocus.current) buttonRef.current?.focus();
  }, [enhanced]);

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
    intervalRef.current = window.setInterval(notify, notificationDelay * 1000);
    return () => window.clearInterval(intervalRef.current);
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
    mountBox();
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    onClose?.();
    if (returnFocus) buttonRef.current?.focus();
  }

  if (!enhanced) {
    return (
      <div ref={rootRef} className={cx(styles.root, className)} style={style} {...island}>
        <a
          {...replay}
          ref={linkRef}
          className={cx(styles.launcher, buttonClassName)}
          style={buttonStyle}
          href={whatsappSendUrl(props.phoneNumber, '')}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Chat with ${accountName}`}
        >
          <ChatIcon />
        </a>
      </div>
    );
  }

  return (
    <div ref={rootRef} className={cx(styles.root, className)} style={style} {...island} data-enhanced="">
      <button
        {...replay}
        ref={buttonRef}
        type="button"
        className={cx(styles.launcher, buttonClassName)}
        style={buttonStyle}
        aria-label={`Chat with ${accountName}${badge ? ' (1 new message)' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={ChatBox ? boxId : undefined}
        onClick={handleClick}
        onPointerEnter={mountBox}
        onFocus={mountBox}
      >
        <ChatIcon />
        {badge ? (
          <span className={cx(styles.badge, notificationClassName)} style={notificationStyle} aria-hidden="true">
            1
          </span>
        ) : null}
      </button>
      {/* A chime without words: nothing to caption, and the badge shows the same news. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      {notificationSound ? <audio ref={audioRef} src={notificationSoundSrc} preload="none" /> : null}
      {ChatBox ? <ChatBox {...props} id={boxId} open={open} rootRef={rootRef} onClose={close} /> : null}
    </div>
  );
}

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ChatWidget } from '@/components/chat-widget/chat-widget';
import { CHAT_DEFAULTS, NOTIFICATION_DELAY_ERROR, type ChatWidgetProps } from '@/components/chat-widget/chat-config';
import { showBox } from '@/components/chat-widget/chat-names';

const SITE: ChatWidgetProps = {
  phoneNumber: '+91 98220 19940',
  accountName: 'Admissions Support',
  chatMessage: 'Hello there! How can we help?',
};

const launcher = () => screen.getByRole('button', { name: /^Chat with Admissions Support/ });
const dialog = () => screen.getByRole('dialog', { name: 'Admissions Support' });
const queryDialog = () => screen.queryByRole('dialog', { name: 'Admissions Support' });
const messageInput = () => screen.getByRole('textbox', { name: 'Your message to Admissions Support' });

/** Lets pending promises (a refused sound's) settle. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

function setup(props: Partial<ChatWidgetProps> = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const result = render(<ChatWidget {...SITE} {...props} />);
  return { user, ...result };
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(launcher());
  return dialog();
}

/** Moves the fake clock inside act, letting promises settle too. */
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date(2026, 10, 21, 9, 5, 30));
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ChatWidget before its island wakes', () => {
  it('is a link to the messaging service in the built HTML (a conversation starts there, in a new tab), with the box beside it, closed', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ChatWidget {...SITE} />);
    const link = within(container).getByRole('link', { name: 'Chat with Admissions Support' });
    expect(link).toHaveAttribute('href', 'https://api.whatsapp.com/send?phone=919822019940&text=');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(container).queryByRole('button')).toBeNull();
    // Closed, and out of reach until opened: its avatar is not even fetched (lazy, in a box of no height).
    const box = within(container).getByRole('dialog', { hidden: true });
    expect(box).toHaveStyle({ height: '0px', visibility: 'hidden' });
    expect(box).toHaveAttribute('data-open-height', '320');
    expect(box.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('keeps the box open that a press opened before the island was ready, with what was typed in it', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<ChatWidget {...SITE} notification={false} />);
    // What the early handler does (chat-widget.early.ts): the box opens at once, from the HTML.
    const box = container.querySelector<HTMLElement>('[data-chat-box]')!;
    showBox(box, true);
    within(container).getByRole('textbox', { hidden: true }).setAttribute('value', 'Bus routes?');
    (within(container).getByRole('textbox', { hidden: true }) as HTMLInputElement).value = 'Bus routes?';
    await act(async () => {
      hydrateRoot(container, <ChatWidget {...SITE} notification={false} />);
    });
    expect(within(container).getByRole('button', { name: 'Chat with Admissions Support' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(container).getByRole('dialog', { name: 'Admissions Support' })).toHaveStyle({ height: '320px', visibility: 'visible' });
    expect(within(container).getByRole('textbox', { name: 'Your message to Admissions Support' })).toHaveValue('Bus routes?');
    container.remove();
  });

  it('becomes the button when hydrated, keeping the focus the link had', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(<ChatWidget {...SITE} notification={false} />);
    within(container).getByRole('link').focus();
    await act(async () => {
      hydrateRoot(container, <ChatWidget {...SITE} notification={false} />);
    });
    const button = within(container).getByRole('button', { name: 'Chat with Admissions Support' });
    expect(button).toHaveFocus();
    container.remove();
  });
});

describe('ChatWidget: launcher and opening', () => {
  it('shows a named round launcher and no chat box until it is used', () => {
    setup({ notification: false });
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(queryDialog()).not.toBeInTheDocument();
    expect(screen.queryByText('1')).not.toBeInTheDocument();
  });

  it('keeps the chat box closed and hidden until it is used', () => {
    setup({ notification: false });
    const box = screen.getByRole('dialog', { hidden: true });
    expect(box).toHaveStyle({ height: '0px', visibility: 'hidden' });
    expect(queryDialog()).not.toBeInTheDocument();
    expect(launcher()).toHaveAttribute('aria-controls', box.id);
  });

  it('opens a labelled dialog, moves focus to the message input and calls onClick with the event', async () => {
    const onClick = jest.fn();
    const { user } = setup({ onClick });
    const box = await openChat(user);
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(launcher()).toHaveAttribute('aria-controls', box.id);
    expect(messageInput()).toHaveFocus();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0][0]).toEqual(expect.objectContaining({ type: 'click' }));
    expect(box).toHaveStyle({ height: '320px', visibility: 'visible' });
  });

  it('shows the header (60x60 avatar, account name, status line) and the footer with the default placeholder', async () => {
    const { user } = setup();
    const box = await openChat(user);
    const avatar = box.querySelector('img');
    expect(avatar).toHaveAttribute('src', CHAT_DEFAULTS.avatar);
    expect(avatar).toHaveAttribute('width', '60');
    expect(avatar).toHaveAttribute('height', '60');
    expect(within(box).getByRole('heading', { name: 'Admissions Support' })).toBeInTheDocument();
    expect(within(box).getByText('Typically replies within 1 hour')).toBeInTheDocument();
    expect(messageInput()).toHaveAttribute('placeholder', 'Type a message..');
    expect(within(box).getByRole('button', { name: 'Send message' })).toHaveAttribute('type', 'submit');
    expect(within(box).getByRole('button', { name: 'Close chat' })).toBeInTheDocument();
  });

  it('takes the avatar, status, placeholder and height it is given', async () => {
    const { user } = setup({ avatar: '/images/other.svg', statusMessage: 'Replies on school days', placeholder: 'Ask us', chatboxHeight: 400 });
    const box = await openChat(user);
    expect(box.querySelector('img')).toHaveAttribute('src', '/images/other.svg');
    expect(within(box).getByText('Replies on school days')).toBeInTheDocument();
    expect(messageInput()).toHaveAttribute('placeholder', 'Ask us');
    expect(box).toHaveStyle({ height: '400px' });
  });
});

describe('ChatWidget: typing dots and greeting (messageDelay)', () => {
  it('shows typing dots for 2 s by default, then the greeting with account name, message, local time and tick', async () => {
    const { user } = setup();
    const box = await openChat(user);
    expect(within(box).getByText('Admissions Support is typing…')).toBeInTheDocument();
    expect(within(box).queryByText('Hello there! How can we help?')).not.toBeInTheDocument();
    await advance(1999);
    expect(within(box).getByText('Admissions Support is typing…')).toBeInTheDocument();
    await advance(1);
    expect(within(box).queryByText('Admissions Support is typing…')).not.toBeInTheDocument();
    expect(within(box).getByText('Hello there! How can we help?')).toBeInTheDocument();
    const bubble = within(box).getByText('Hello there! How can we help?').parentElement as HTMLElement;
    expect(within(bubble).getByText('Admissions Support')).toBeInTheDocument();
    // Opened at 09:05:30; the greeting arrives two seconds later, stamped hours and minutes.
    const time = bubble.querySelector('time');
    expect(time).toHaveTextContent(/^09:05$/);
    expect(time).toHaveAttribute('dateTime', '09:05');
    expect(bubble.querySelector('svg')).toBeInTheDocument();
  });

  it('uses the default greeting when none is given', async () => {
    const { user } = setup({ chatMessage: undefined });
    const box = await openChat(user);
    await advance(2000);
    expect(within(box).getByText('Hello there! 🤝 How can we help?')).toBeInTheDocument();
  });

  it('waits messageDelay seconds (times 1000 ms)', async () => {
    const { user } = setup({ messageDelay: 5 });
    const box = await openChat(user);
    await advance(4999);
    expect(within(box).getByText('Admissions Support is typing…')).toBeInTheDocument();
    await advance(1);
    expect(within(box).getByText('Hello there! How can we help?')).toBeInTheDocument();
  });

  it('stamps the time the greeting arrives, as 24-hour HH:MM', async () => {
    jest.setSystemTime(new Date(2026, 10, 21, 16, 7, 59));
    const { user } = setup();
    const box = await openChat(user);
    await advance(2000);
    expect(box.querySelector('time')).toHaveTextContent(/^16:08$/);
  });

  it('starts the delay only while open, and keeps the greeting once shown', async () => {
    const { user } = setup();
    await advance(10000);
    await openChat(user);
    expect(screen.getByText('Admissions Support is typing…')).toBeInTheDocument();
    await advance(1000);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await advance(5000);
    await user.click(launcher());
    expect(screen.getByText('Admissions Support is typing…')).toBeInTheDocument();
    await advance(2000);
    expect(screen.getByText('Hello there! How can we help?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await user.click(launcher());
    expect(screen.getByText('Hello there! How can we help?')).toBeInTheDocument();
  });
});

describe('ChatWidget: notifications', () => {
  it('raises the red 1 badge every 60 s by default and calls onNotification each time, without end', async () => {
    const onNotification = jest.fn();
    const onLoopDone = jest.fn();
    setup({ onNotification, onLoopDone });
    await advance(59999);
    expect(onNotification).not.toHaveBeenCalled();
    expect(screen.queryByText('1')).not.toBeInTheDocument();
    await advance(1);
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with Admissions Support (1 new message)' })).toBeInTheDocument();
    await advance(60000 * 9);
    expect(onNotification).toHaveBeenCalledTimes(10);
    expect(onLoopDone).not.toHaveBeenCalled();
  });

  it('clears the badge on opening and raises no more after that', async () => {
    const onNotification = jest.fn();
    const { user } = setup({ onNotification, notificationDelay: 10 });
    await advance(10000);
    expect(screen.getByText('1')).toBeInTheDocument();
    await openChat(user);
    expect(screen.queryByText('1')).not.toBeInTheDocument();
    expect(launcher()).toHaveAccessibleName('Chat with Admissions Support');
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await advance(10 * 60000);
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('1')).not.toBeInTheDocument();
  });

  it('counts notificationLoop repetitions, then stops and calls onLoopDone once', async () => {
    const onNotification = jest.fn();
    const onLoopDone = jest.fn();
    setup({ notificationDelay: 10, notificationLoop: 3, onNotification, onLoopDone });
    await advance(20000);
    expect(onNotification).toHaveBeenCalledTimes(2);
    expect(onLoopDone).not.toHaveBeenCalled();
    await advance(10000);
    expect(onNotification).toHaveBeenCalledTimes(3);
    expect(onLoopDone).toHaveBeenCalledTimes(1);
    await advance(100000);
    expect(onNotification).toHaveBeenCalledTimes(3);
    expect(onLoopDone).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1')).toBeInTheDocument();
  });

  it('stops at the limit even when several intervals pass at once', async () => {
    const onNotification = jest.fn();
    const onLoopDone = jest.fn();
    setup({ notificationDelay: 15, notificationLoop: 2, onNotification, onLoopDone });
    await advance(15000 * 6);
    expect(onNotification).toHaveBeenCalledTimes(2);
    expect(onLoopDone).toHaveBeenCalledTimes(1);
  });

  it('logs the spec message and starts no timer when notificationDelay is under 10 seconds', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onNotification = jest.fn();
    setup({ notificationDelay: 9, onNotification });
    expect(error).toHaveBeenCalledWith('notificationDelay prop value must be at least 10 seconds.');
    expect(NOTIFICATION_DELAY_ERROR).toBe('notificationDelay prop value must be at least 10 seconds.');
    await advance(30 * 60000);
    expect(onNotification).not.toHaveBeenCalled();
    expect(screen.queryByText('1')).not.toBeInTheDocument();
  });

  it('accepts exactly 10 seconds', async () => {
    const error = jest.spyOn(console, 'error');
    const onNotification = jest.fn();
    setup({ notificationDelay: 10, onNotification });
    await advance(10000);
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('raises nothing when notifications are off', async () => {
    const onNotification = jest.fn();
    setup({ notification: false, onNotification });
    await advance(30 * 60000);
    expect(onNotification).not.toHaveBeenCalled();
    expect(screen.queryByText('1')).not.toBeInTheDocument();
  });

  it('styles the badge with notificationStyle and notificationClassName', async () => {
    setup({ notificationDelay: 10, notificationStyle: { background: 'rgb(0, 0, 255)' }, notificationClassName: 'my-badge' });
    await advance(10000);
    const badge = screen.getByText('1');
    expect(badge).toHaveClass('my-badge');
    expect(badge).toHaveStyle({ background: 'rgb(0, 0, 255)' });
  });
});

describe('ChatWidget: notification sound', () => {
  function mockMedia() {
    const startedAt: number[] = [];
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      startedAt.push(this.currentTime);
      return Promise.resolve();
    });
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    return { play, startedAt };
  }

  it('has no audio element while the sound is off (the default)', async () => {
    const { play } = mockMedia();
    const { container } = setup({ notificationLoop: 2, notificationDelay: 10 });
    expect(container.querySelector('audio')).toBeNull();
    await advance(20000);
    expect(play).not.toHaveBeenCalled();
  });

  it('plays the sound from the start on every counted notification', async () => {
    const { play, startedAt } = mockMedia();
    const { container } = setup({ notificationSound: true, notificationLoop: 3, notificationDelay: 10 });
    const audio = container.querySelector('audio') as HTMLAudioElement;
    expect(audio).toHaveAttribute('src', CHAT_DEFAULTS.notificationSoundSrc);
    expect(audio).toHaveAttribute('preload', 'none');
    await advance(10000);
    expect(play).toHaveBeenCalledTimes(1);
    audio.currentTime = 0.3;
    await advance(10000);
    expect(play).toHaveBeenCalledTimes(2);
    audio.currentTime = 0.25;
    await advance(10000);
    expect(startedAt).toEqual([0, 0, 0]);
    await advance(60000);
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('uses notificationSoundSrc and survives a browser that refuses to play', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('No gesture yet', 'NotAllowedError'));
    const { container } = setup({ notificationSound: true, notificationSoundSrc: '/sounds/bell.mp3', notificationLoop: 1, notificationDelay: 10 });
    expect(container.querySelector('audio')).toHaveAttribute('src', '/sounds/bell.mp3');
    await advance(10000);
    await settle();
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1')).toBeInTheDocument();
  });

  it('plays nothing when notificationLoop is 0 (only counted notifications ring, SPEC section 4)', async () => {
    const { play } = mockMedia();
    setup({ notificationSound: true, notificationDelay: 10 });
    await advance(60000);
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(play).not.toHaveBeenCalled();
  });
});

describe('ChatWidget: sending', () => {
  function mockWindowOpen() {
    return jest.spyOn(window, 'open').mockImplementation(() => null);
  }

  it('opens the send link in a new window with noopener, calls onSubmit with the event and text, and clears the input', async () => {
    const open = mockWindowOpen();
    const onSubmit = jest.fn();
    const { user } = setup({ onSubmit });
    await openChat(user);
    await user.type(messageInput(), 'Admission for Class 3 & bus #12 🤝');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(
      'https://api.whatsapp.com/send?phone=919822019940&text=Admission%20for%20Class%203%20%26%20bus%20%2312%20%F0%9F%A4%9D',
      '_blank',
      'noopener,noreferrer',
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual(expect.objectContaining({ type: 'submit' }));
    expect(onSubmit.mock.calls[0][1]).toBe('Admission for Class 3 & bus #12 🤝');
    expect(messageInput()).toHaveValue('');
  });

  it('sends with the Enter key too', async () => {
    const open = mockWindowOpen();
    const { user } = setup();
    await openChat(user);
    await user.type(messageInput(), 'Fee structure please{Enter}');
    expect(open).toHaveBeenCalledWith('https://api.whatsapp.com/send?phone=919822019940&text=Fee%20structure%20please', '_blank', 'noopener,noreferrer');
  });

  it('ignores an empty or blank message', async () => {
    const open = mockWindowOpen();
    const onSubmit = jest.fn();
    const { user } = setup({ onSubmit });
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.type(messageInput(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(open).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ChatWidget: closing and focus', () => {
  it('closes with the close control, calls onClose and returns focus to the launcher', async () => {
    const onClose = jest.fn();
    const { user } = setup({ onClose });
    const box = await openChat(user);
    await user.click(within(box).getByRole('button', { name: 'Close chat' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(queryDialog()).not.toBeInTheDocument();
    expect(box).toHaveStyle({ height: '0px', visibility: 'hidden' });
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    expect(launcher()).toHaveFocus();
  });

  it('toggles closed when the launcher is pressed again', async () => {
    const onClose = jest.fn();
    const { user } = setup({ onClose });
    await openChat(user);
    await user.click(launcher());
    expect(queryDialog()).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores Escape by default', async () => {
    const onClose = jest.fn();
    const { user } = setup({ onClose });
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape when allowEsc is set and returns focus to the launcher', async () => {
    const onClose = jest.fn();
    const { user } = setup({ allowEsc: true, onClose });
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(queryDialog()).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(launcher()).toHaveFocus();
  });

  it('ignores clicks outside by default', async () => {
    const { user } = setup();
    await openChat(user);
    fireEvent.pointerDown(document.body);
    expect(dialog()).toBeInTheDocument();
  });

  it('closes on a click outside when allowClickAway is set, but not on a click inside', async () => {
    const onClose = jest.fn();
    const { user } = setup({ allowClickAway: true, onClose });
    const box = await openChat(user);
    fireEvent.pointerDown(within(box).getByText('Typically replies within 1 hour'));
    expect(dialog()).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(queryDialog()).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ChatWidget: look', () => {
  it('uses the light look by default and the dark variant with darkMode', async () => {
    const { user, unmount } = setup();
    expect(await openChat(user)).not.toHaveClass('dark');
    unmount();
    const second = setup({ darkMode: true });
    expect(await openChat(second.user)).toHaveClass('dark');
  });

  it('applies style and className to the root, button and chat box', async () => {
    const { user, container } = setup({
      className: 'my-root',
      style: { fontSize: '18px' },
      buttonClassName: 'my-button',
      buttonStyle: { backgroundColor: 'rgb(1, 2, 3)' },
      chatboxClassName: 'my-box',
      chatboxStyle: { borderRadius: '4px' },
    });
    expect(container.firstChild).toHaveClass('my-root');
    expect(container.firstChild).toHaveStyle({ fontSize: '18px' });
    expect(launcher()).toHaveClass('my-button');
    expect(launcher()).toHaveStyle({ backgroundColor: 'rgb(1, 2, 3)' });
    const box = await openChat(user);
    expect(box).toHaveClass('my-box');
    expect(box).toHaveStyle({ borderRadius: '4px', height: '320px' });
  });
});

describe('ChatWidget: cleanup', () => {
  /** Timers still pending once the testing library's own zero-delay timers have run. */
  async function pendingTimers() {
    act(() => jest.advanceTimersByTime(0));
    return jest.getTimerCount();
  }

  it('stops the notification timer on unmount', async () => {
    const onNotification = jest.fn();
    const { unmount } = setup({ onNotification, notificationDelay: 10 });
    expect(await pendingTimers()).toBe(1);
    unmount();
    expect(await pendingTimers()).toBe(0);
    await advance(60000);
    expect(onNotification).not.toHaveBeenCalled();
  });

  it('stops the typing delay on unmount', async () => {
    const { user, unmount } = setup({ notification: false });
    await openChat(user);
    expect(screen.getByText('Admissions Support is typing…')).toBeInTheDocument();
    // The 2 s typing delay.
    expect(await pendingTimers()).toBe(1);
    unmount();
    expect(await pendingTimers()).toBe(0);
  });

  it('stops the Escape and click-away listeners on close', async () => {
    const onClose = jest.fn();
    const { user } = setup({ allowEsc: true, allowClickAway: true, onClose });
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    await user.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

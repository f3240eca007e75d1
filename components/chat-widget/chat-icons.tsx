/** The widget's own icons (decorative; the controls carry the names). */
interface IconProps {
  size: number;
  path: string;
}

function Icon({ size, path }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

const CHAT =
  'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 1.8a8.2 8.2 0 1 1-4.2 15.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8ZM9.1 7.4c-.2-.5-.4-.5-.6-.5h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c2.3.9 2.7.7 3.2.7a2.7 2.7 0 0 0 1.8-1.3c.2-.6.2-1.1.2-1.2l-.3-.2-1.9-.9c-.3-.1-.4-.1-.6.1l-.8 1c-.2.2-.3.2-.6.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3a.4.4 0 0 0 0-.4l-.9-2.1Z';
const CLOSE = 'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z';
const SEND = 'M3 20.5v-6.3l8-2.2-8-2.2V3.5L22 12 3 20.5Z';
const TICKS = 'm1 12.6 1.4-1.4 4.4 4.4-1.4 1.4L1 12.6Zm5.4 0 1.4-1.4 3.1 3.1L20 5.2l1.4 1.4L10.9 17.1l-4.5-4.5Zm4.6-1.3 5-5 1.4 1.4-5 5-1.4-1.4Z';

export const ChatIcon = ({ size = 32 }: { size?: number }) => <Icon size={size} path={CHAT} />;
export const CloseIcon = ({ size = 20 }: { size?: number }) => <Icon size={size} path={CLOSE} />;
export const SendIcon = ({ size = 20 }: { size?: number }) => <Icon size={size} path={SEND} />;
export const TicksIcon = ({ size = 16 }: { size?: number }) => <Icon size={size} path={TICKS} />;

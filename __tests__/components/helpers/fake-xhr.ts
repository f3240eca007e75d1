/** A stand-in for XMLHttpRequest that the test answers by hand. */
export class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  timeout = 0;
  upload = {
    addEventListener: (_type: string, listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void) => (this.progress = listener),
  };
  progress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | undefined;
  private listeners: Record<string, () => void> = {};
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = listener;
  }
  send(body: unknown) {
    this.body = body;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.listeners.load?.();
  }
  fail() {
    this.listeners.error?.();
  }
}

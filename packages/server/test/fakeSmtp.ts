import { type AddressInfo, createServer, type Socket } from 'node:net';

/** One message as the fake server received it. */
type ReceivedMail = {
  /** The envelope: MAIL FROM and RCPT TO addresses. */
  mailFrom: string;
  rcptTo: string[];
  /** The user that authenticated for this message, if the server asked for AUTH. */
  authUser?: string;
  /** Header names lower-cased, folded lines joined. */
  headers: Record<string, string>;
  /** The body with its transfer encoding (quoted-printable or base64) undone. */
  text: string;
};

export type FakeSmtpOptions = {
  /** Require AUTH with these credentials before MAIL FROM (else no AUTH is offered). */
  auth?: { user: string; pass: string; methods: ('PLAIN' | 'LOGIN')[] };
  /** A reply to RCPT TO instead of 250, e.g. `550 5.1.1 mailbox unavailable`. */
  rejectRecipient?: string;
};

export type FakeSmtp = {
  port: number;
  url: string;
  messages: ReceivedMail[];
  options: FakeSmtpOptions;
  /** Resolves with the next message to arrive (or one already received beyond `seen`). */
  nextMessage(seen?: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');

/** Splits a message (dot-stuffing already undone) into headers and decoded text. */
const parseMessage = (raw: string): Pick<ReceivedMail, 'headers' | 'text'> => {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { headers, text: text.replace(/\r\n/g, '\n').trimEnd() };
};

const b64 = (s: string) => Buffer.from(s, 'base64').toString('utf8');

/**
 * A tiny SMTP server for tests (RFC 5321's happy path): 220 greeting, EHLO/HELO, optional
 * AUTH PLAIN/LOGIN, MAIL FROM, RCPT TO, DATA ending in a lone ".", RSET, NOOP, QUIT. No TLS
 * (STARTTLS is never offered, so clients stay on plain text).
 */
export const startFakeSmtp = async (options: FakeSmtpOptions = {}): Promise<FakeSmtp> => {
  const messages: ReceivedMail[] = [];
  let waiters: (() => void)[] = [];
  const sockets = new Set<Socket>();

  const serve = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let authUser: string | undefined;
    let envelope: { mailFrom: string; rcptTo: string[] } | undefined;
    let data: string[] | undefined;
    /** A pending multi-step AUTH: what the next line answers. */
    let authStep: ((line: string) => void) | undefined;

    const checkLogin = (user: string, pass: string) => {
      if (options.auth && user === options.auth.user && pass === options.auth.pass) {
        authUser = user;
        reply('235 2.7.0 Authentication successful');
      } else {
        reply('535 5.7.8 Authentication credentials invalid');
      }
    };
    const plain = (encoded: string) => {
      const [, user = '', pass = ''] = b64(encoded).split('\u0000');
      checkLogin(user, pass);
    };

    const command = (line: string) => {
      if (data) {
        if (line === '.') {
          const raw = data.join('\r\n');
          data = undefined;
          messages.push({
            ...(envelope ?? { mailFrom: '', rcptTo: [] }),
            authUser,
            ...parseMessage(raw),
          });
          envelope = undefined;
          reply('250 2.0.0 Ok: queued');
          for (const w of waiters) w();
          waiters = [];
        } else {
          data.push(line.startsWith('..') ? line.slice(1) : line);
        }
        return;
      }
      if (authStep) {
        const step = authStep;
        authStep = undefined;
        step(line);
        return;
      }
      const verb = line.split(' ', 1)[0]?.toUpperCase() ?? '';
      const arg = line.slice(verb.length).trim();
      switch (verb) {
        case 'EHLO':
          reply('250-fake-smtp.test');
          if (options.auth) reply(`250-AUTH ${options.auth.methods.join(' ')}`);
          reply('250 8BITMIME');
          return;
        case 'HELO':
          reply('250 fake-smtp.test');
          return;
        case 'AUTH': {
          const [method, initial] = arg.split(' ');
          if (!options.auth?.methods.includes(method as 'PLAIN')) {
            reply('504 5.5.4 Unrecognized authentication type');
          } else if (method === 'PLAIN') {
            if (initial) plain(initial);
            else {
              reply('334 ');
              authStep = plain;
            }
          } else {
            reply(`334 ${Buffer.from('Username:').toString('base64')}`);
            authStep = (user) => {
              reply(`334 ${Buffer.from('Password:').toString('base64')}`);
              authStep = (pass) => checkLogin(b64(user), b64(pass));
            };
          }
          return;
        }
        case 'MAIL':
          if (options.auth && !authUser) {
            reply('530 5.7.0 Authentication required');
            return;
          }
          envelope = { mailFrom: /<([^>]*)>/.exec(arg)?.[1] ?? '', rcptTo: [] };
          reply('250 2.1.0 Ok');
          return;
        case 'RCPT':
          if (!envelope) reply('503 5.5.1 MAIL first');
          else if (options.rejectRecipient) reply(options.rejectRecipient);
          else {
            envelope.rcptTo.push(/<([^>]*)>/.exec(arg)?.[1] ?? '');
            reply('250 2.1.5 Ok');
          }
          return;
        case 'DATA':
          if (!envelope?.rcptTo.length) {
            reply('503 5.5.1 RCPT first');
            return;
          }
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
          return;
        case 'RSET':
          envelope = undefined;
          reply('250 2.0.0 Ok');
          return;
        case 'NOOP':
          reply('250 2.0.0 Ok');
          return;
        case 'QUIT':
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        default:
          reply('502 5.5.2 Command not recognized');
      }
    };

    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = Buffer.from(buffer.slice(0, end), 'latin1').toString('utf8');
        buffer = buffer.slice(end + 2);
        command(line);
      }
    });
    reply('220 fake-smtp.test ESMTP ready');
  };

  const server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const nextMessage = async (seen = messages.length, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (messages.length <= seen) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no e-mail arrived in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return messages[seen] as ReceivedMail;
  };

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    options,
    nextMessage,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
};

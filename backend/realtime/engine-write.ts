import type { Socket } from 'socket.io';

type EngineSocket = Socket['conn'];

interface OpenWebSocket {
  readyState: number;
  /** A string goes as one text frame. */
  send(data: string): void;
}

const WS_OPEN = 1;

/**
 * The `ws` connection under an engine.io socket, when writing to it directly keeps the order of everything sent:
 * the transport is WebSocket and engine.io holds nothing back (`writeBuffer` empty; what it already handed to
 * `ws` is ahead of us in `ws`'s own order). Both fields are engine.io internals: if a version names them
 * differently this returns null and the caller goes through engine.io, as socket.io itself would.
 */
function openWebSocket(conn: EngineSocket): OpenWebSocket | null {
  if (conn.transport.name !== 'websocket') return null;
  const { writeBuffer } = conn as unknown as { writeBuffer?: unknown };
  if (!Array.isArray(writeBuffer) || writeBuffer.length > 0) return null;
  const { socket } = conn.transport as unknown as { socket?: Partial<OpenWebSocket> };
  if (typeof socket?.send !== 'function' || socket.readyState !== WS_OPEN) return null;
  return socket as OpenWebSocket;
}

/** An engine.io message packet: type `4`, then the data (what engine.io itself would put in the frame). */
export const engineMessage = (packet: string): string => `4${packet}`;

/**
 * Writes one socket.io packet (`2[...]`, already encoded) to an engine.io socket as an engine.io message. On
 * WebSocket the frame's text (`message`, from `engineMessage`) goes straight to `ws`: engine.io's per-packet
 * bookkeeping and write callbacks cost about a third of the write itself when one event goes to a thousand sockets
 * (`npm run bench:realtime -- --breakdown`). Other transports go through engine.io.
 */
export function writePacket(conn: EngineSocket, packet: string, message: string): void {
  if (conn.readyState !== 'open') return;
  const ws = openWebSocket(conn);
  if (ws) ws.send(message);
  else conn.write(packet);
}

import { randomUUID } from 'node:crypto';
import { LIVE_ERRORS, type LiveServerMessage, type SignalData } from '#shared/contract/live';
import type { BusMessage, LiveBus } from '../../live/bus';
import type { LiveConnection, LiveHub } from '../../live/hub';
import type { AppDeps } from '../context';
import { recordJoin, recordLeave } from './attendance';
import { roomEntry, type LiveError } from './access';
import { createPresence } from './presence';
import { findSessionBooking, type SessionRole } from './repo';

type ClosedReason = Extract<LiveServerMessage, { type: 'room.closed' }>['reason'];

/** What crosses the bus on a room's topic, between the instances holding its sockets. */
type RoomEvent =
  | { kind: 'joined'; userId: string; role: SessionRole; connectionId: string }
  | { kind: 'left'; userId: string; role: SessionRole }
  | { kind: 'signal'; from: string; data: SignalData }
  | { kind: 'closed'; reason: Exclude<ClosedReason, 'replaced'> };

const roomTopic = (bookingId: string) => `room:${bookingId}`;

/** A room's presence is dropped this long after its close at the latest (Redis expiry). */
const PRESENCE_KEPT_AFTER_CLOSE_MS = 3_600_000;

/** The longest a room's close timer sleeps before it looks at the clock again. */
export const ROOM_CHECK_MAX_MS = 30_000;

/** Ends a booking's call for both sides, on every instance (settlement, an early one, the buyer's confirmation). */
export async function closeSessionRoom(
  bus: LiveBus,
  bookingId: string,
  reason: 'settled' | 'window-closed',
): Promise<void> {
  const event: RoomEvent = { kind: 'closed', reason };
  await bus.publish(roomTopic(bookingId), event);
}

interface Member {
  conn: LiveConnection;
  role: SessionRole;
  /** Attendance's connection id: one per join of a socket, so a leave and a rejoin are two stretches. */
  stretchId: string;
}

/** A room as this instance holds it: its local sockets, its bus subscription and its close timer. */
interface LocalRoom {
  bookingId: string;
  closesAt: Date;
  members: Map<string, Member>;
  subscribed: Promise<() => Promise<void>>;
  timer: NodeJS.Timeout | null;
}

/**
 * The call rooms: a booking's buyer and expert join while its window is open; each
 * learns who else is there and when the other joins or leaves; signalling goes to the other side
 * only; at the window's close every socket is taken out. A user is in a room with one socket: a
 * join from another socket (a second tab, a reconnect) replaces the older one, which gets
 * `room.closed` with reason `replaced`; the other side sees `room.peer-joined` again (no
 * peer-left in between). Every join and leave (or drop) is recorded as attendance.
 */
export function createRooms(
  deps: AppDeps,
  hub: LiveHub,
  /**
   * After a socket's leave (room.leave) is recorded: the early settlement once both have left. Not
   * after a drop: a network cut or a restarting instance takes both out at once, and they come back.
   */
  onLeft: (bookingId: string) => Promise<void> = async () => undefined,
) {
  const db = deps.db.kysely;
  const presence = createPresence(hub);
  const rooms = new Map<string, LocalRoom>();
  const roomsOf = new Map<string, Set<string>>();
  /** Each socket's room changes run one after another (a drop waits for the join under way). */
  const queues = new Map<string, Promise<void>>();

  function serial(connId: string, work: () => Promise<void>): Promise<void> {
    const next = (queues.get(connId) ?? Promise.resolve()).then(work);
    const settled = next.catch(() => undefined);
    queues.set(connId, settled);
    void settled.then(() => {
      if (queues.get(connId) === settled) queues.delete(connId);
    });
    return next;
  }

  const refuse = (conn: LiveConnection, bookingId: string, error: LiveError) =>
    conn.send({ type: 'error', code: error.code, message: error.message, bookingId });

  function arm(room: LocalRoom) {
    const wait = room.closesAt.getTime() - deps.clock.now().getTime();
    room.timer = setTimeout(
      () => {
        if (rooms.get(room.bookingId) !== room) return;
        if (deps.clock.now() < room.closesAt) arm(room);
        else for (const member of [...room.members.values()]) evict(room.bookingId, member, 'window-closed');
      },
      Math.max(0, Math.min(wait, ROOM_CHECK_MAX_MS)),
    );
    room.timer.unref();
  }

  function onEvent(bookingId: string) {
    return (message: BusMessage) => {
      const room = rooms.get(bookingId);
      if (!room) return;
      const event = message as RoomEvent;
      for (const member of [...room.members.values()]) {
        const own = member.conn.userId;
        if (event.kind === 'closed') evict(bookingId, member, event.reason);
        else if (event.kind === 'joined' && own === event.userId && member.conn.id !== event.connectionId)
          evict(bookingId, member, 'replaced');
        else if (own === (event.kind === 'signal' ? event.from : event.userId)) continue;
        else if (event.kind === 'joined')
          member.conn.send({
            type: 'room.peer-joined',
            bookingId,
            peer: { userId: event.userId, role: event.role },
          });
        else if (event.kind === 'left')
          member.conn.send({
            type: 'room.peer-left',
            bookingId,
            peer: { userId: event.userId, role: event.role },
          });
        else member.conn.send({ type: 'signal', bookingId, from: event.from, data: event.data });
      }
    };
  }

  function roomFor(bookingId: string, closesAt: Date): LocalRoom {
    const known = rooms.get(bookingId);
    if (known) return known;
    const room: LocalRoom = {
      bookingId,
      closesAt,
      members: new Map(),
      subscribed: hub.bus.subscribe(roomTopic(bookingId), onEvent(bookingId)),
      timer: null,
    };
    rooms.set(bookingId, room);
    arm(room);
    return room;
  }

  function forget(room: LocalRoom, connId: string) {
    room.members.delete(connId);
    roomsOf.get(connId)?.delete(room.bookingId);
    if (room.members.size > 0) return;
    rooms.delete(room.bookingId);
    if (room.timer) clearTimeout(room.timer);
    hub.track(room.subscribed.then((unsubscribe) => unsubscribe()));
  }

  /**
   * Takes the socket out of the room; tells the other side unless the user is still there from
   * another socket. `asked`: the user left (room.leave), not a drop or an eviction.
   */
  async function leave(conn: LiveConnection, bookingId: string, announce: boolean, asked = false) {
    const room = rooms.get(bookingId);
    const member = room?.members.get(conn.id);
    if (!room || !member) return;
    forget(room, conn.id);
    await presence.remove(bookingId, conn.id);
    await recordLeave(db, { bookingId, connectionId: member.stretchId, at: deps.clock.now() });
    if (announce) {
      const stillThere = (await presence.list(bookingId)).some((e) => e.userId === conn.userId);
      const event: RoomEvent = { kind: 'left', userId: conn.userId, role: member.role };
      if (!stillThere) await hub.bus.publish(roomTopic(bookingId), event);
    }
    if (asked) await onLeft(bookingId);
  }

  function evict(bookingId: string, member: Member, reason: ClosedReason) {
    member.conn.send({ type: 'room.closed', bookingId, reason });
    hub.track(serial(member.conn.id, () => leave(member.conn, bookingId, false)));
  }

  async function join(conn: LiveConnection, bookingId: string) {
    const found = await findSessionBooking(db, bookingId, conn.userId);
    if (!found) {
      refuse(conn, bookingId, LIVE_ERRORS.notFound);
      return;
    }
    const entry = roomEntry(found.row, deps.clock.now());
    if ('refusal' in entry) {
      refuse(conn, bookingId, entry.refusal);
      return;
    }
    const { closesAt } = entry.window;
    const room = roomFor(bookingId, closesAt);
    const known = room.members.get(conn.id);
    const again = known !== undefined;
    const member = known ?? { conn, role: found.role, stretchId: randomUUID() };
    room.members.set(conn.id, member);
    let joined = roomsOf.get(conn.id);
    if (!joined) roomsOf.set(conn.id, (joined = new Set()));
    joined.add(bookingId);
    await room.subscribed;
    if (!again) {
      const keepMs = closesAt.getTime() - deps.clock.now().getTime() + PRESENCE_KEPT_AFTER_CLOSE_MS;
      await presence.add(
        bookingId,
        { connectionId: conn.id, userId: conn.userId, role: found.role, instanceId: hub.instanceId },
        keepMs,
      );
      await recordJoin(db, {
        bookingId,
        userId: conn.userId,
        connectionId: member.stretchId,
        at: deps.clock.now(),
      });
    }
    const peers = new Map<string, SessionRole>();
    for (const e of await presence.list(bookingId)) if (e.userId !== conn.userId) peers.set(e.userId, e.role);
    conn.send({
      type: 'room.joined',
      bookingId,
      role: found.role,
      peers: [...peers].map(([userId, role]) => ({ userId, role })),
      closesAt: closesAt.toISOString(),
    });
    const event: RoomEvent = { kind: 'joined', userId: conn.userId, role: found.role, connectionId: conn.id };
    if (!again) await hub.bus.publish(roomTopic(bookingId), event);
  }

  async function signal(conn: LiveConnection, bookingId: string, data: SignalData) {
    if (!rooms.get(bookingId)?.members.has(conn.id)) {
      refuse(conn, bookingId, LIVE_ERRORS.notInRoom);
      return;
    }
    const event: RoomEvent = { kind: 'signal', from: conn.userId, data };
    await hub.bus.publish(roomTopic(bookingId), event);
  }

  return {
    join: (conn: LiveConnection, bookingId: string) => serial(conn.id, () => join(conn, bookingId)),
    leave: (conn: LiveConnection, bookingId: string) => serial(conn.id, () => leave(conn, bookingId, true, true)),
    signal,
    /** The socket is gone: out of every room it was in, the other side told. */
    dropped: (conn: LiveConnection) =>
      serial(conn.id, async () => {
        for (const bookingId of [...(roomsOf.get(conn.id) ?? [])]) await leave(conn, bookingId, true);
        roomsOf.delete(conn.id);
      }),
    /** Stops the close timers (the app is closing; the sockets' goodbyes still run). */
    stop() {
      for (const room of rooms.values()) if (room.timer) clearTimeout(room.timer);
    },
  };
}

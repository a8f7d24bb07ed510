/** One stretch of one participant in a booking's call room, from one connection's join to its leave. */
export interface SessionAttendanceTable {
  id: string;
  booking_id: string;
  user_id: string;
  connection_id: string;
  joined_at: string;
  /** Null while the connection is in the room (or until it is found dropped). */
  left_at: string | null;
}

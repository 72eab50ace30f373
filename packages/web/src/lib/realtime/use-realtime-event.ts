import type { RealtimeEventName, RealtimeEvents } from '@expediente/domain';
import { useEffect, useRef } from 'react';
import { subscribe } from './realtime-connection.ts';

/** Calls `handler` for every pushed event named `name` while the component is mounted. */
export function useRealtimeEvent<Name extends RealtimeEventName>(
  name: Name,
  handler: (data: RealtimeEvents[Name]) => void,
): void {
  // A ref keeps the subscription stable while always calling the latest handler.
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => subscribe(name, (data) => handlerRef.current(data)), [name]);
}

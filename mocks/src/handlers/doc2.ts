import type { HttpHandler } from 'msw';
import { blogHandlers } from './blogs';
import { machineHandlers } from './machines';
import { materialHandlers } from './materials';
import { moneyHandlers } from './money';
import { polymerHandlers } from './polymers';
import { qaHandlers } from './qa';
import { toolRoomHandlers } from './toolRooms';

/** Handlers for the endpoints of spec document 2. */
export const doc2Handlers: HttpHandler[] = [
  ...blogHandlers,
  ...qaHandlers,
  ...moneyHandlers,
  ...machineHandlers,
  ...toolRoomHandlers,
  ...materialHandlers,
  ...polymerHandlers,
];

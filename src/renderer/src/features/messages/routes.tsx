import type { RouteObject } from 'react-router-dom';
import { page } from '#app/lazy';

/** The inbox and a conversation. */
export const messagesRoutes: RouteObject[] = [
  { path: 'messages', lazy: page(() => import('./pages/MessagesPage')) },
  { path: 'messages/:conversationId', lazy: page(() => import('./pages/MessagesPage')) },
];

export {
  type Channel,
  createNotifier,
  type Message,
  type Notifier,
  notifierFor,
  OutboxNotifier,
  SmtpNotifier,
} from './notifier.ts';
export { latestOutbox, OUTBOX_PAGE, type OutboxMessage } from './outbox.ts';
export { outboxRoutes } from './routes.ts';

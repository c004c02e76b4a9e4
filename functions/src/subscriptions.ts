// The composition root's list of every slice's subscriptions: loaded once,
// before any request or trigger runs, so every handler is registered before
// anything is published. A new slice that reacts to events adds its line.
import './calendar/subscriptions';
import './due/subscriptions';
import './gift-cards/subscriptions';
import './intelligence/subscriptions';
import './loyalty/subscriptions';
import './marketing/subscriptions';
import './memberships/subscriptions';
import './messaging/subscriptions';
import './notifications/subscriptions';
import './payments/subscriptions';
import './reviews/subscriptions';
import './sites/subscriptions';

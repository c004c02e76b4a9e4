// What the reviews slice offers other slices: nothing yet (its requests go
// through the notifications queue by its own composer, subscriptions.ts).
export {};

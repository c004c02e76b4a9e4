// What the finance slice offers other slices: nothing (its routes and triggers are its own).
export {};

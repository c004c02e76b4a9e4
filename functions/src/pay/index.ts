// What the pay slice offers other slices: nothing yet (its routes are its own).
export {};

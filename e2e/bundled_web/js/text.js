export const words = [];

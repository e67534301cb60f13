// Plain data without zod, for client code that draws stars without reading the API.
export const starsMin = 1
export const starsMax = 5

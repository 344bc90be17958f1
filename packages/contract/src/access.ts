export const AccessMessage = {
  forbidden: "you do not have permission to do this",
  notFound: "not found",
  invalidBody: "request body must be a JSON object",
  tooLarge: "request is too large",
  unavailable: "the database is unavailable, try again shortly",
  internal: "something went wrong on our side, try again",
} as const;

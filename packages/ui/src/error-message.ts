import { isApiError, serverMessage } from '@studio/api-client/http';

/** What to tell the user about a failed call: the server's own words when it gave any. */
export const errorMessage = (error: Error): string => (isApiError(error) && serverMessage(error)) || error.message;

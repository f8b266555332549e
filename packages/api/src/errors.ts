/** The texts of the API client's errors, as the spec's error catalogue gives them for the API client. */
export const API_ERROR_MESSAGES = {
  unauthorized: 'Authentication required',
  httpStatus: (status: number) => `HTTP error! status: ${status}`,
  timeout: 'Request timed out. Please try again.',
  network: 'Network error: the server could not be reached.',
  invalidResponse: 'The server sent an answer that could not be read.',
} as const;

// Columns every table type shares: timestamps are ISO-8601 text in UTC on both databases.
export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

// English texts of this area (ours unless marked as the spec's). See ../../catalogue.ts for the format.
export default {} as const;

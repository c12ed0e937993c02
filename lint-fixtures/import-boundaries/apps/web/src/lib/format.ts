export const formatName = (name: string): string => name.trim();

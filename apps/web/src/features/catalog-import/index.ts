// The catalogue spreadsheet's parts other features show: Export CSV and Manage Products' bulk edit.
export { BulkEditBar } from './components/bulk-edit-bar.tsx';
export { ExportCsvButton } from './components/export-button.tsx';

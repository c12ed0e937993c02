// The Node flags the store's server runs with, wherever it runs: `npm start` (package.json), the
// systemd unit, the deploy test's instances and the benchmarks. A test checks that the first two
// carry them (scripts/deploy-test/deploy-files.test.ts).
//
// NOTE: V8's young generation grows to two 16 MB halves by default, and stays at that size once a
// burst of allocation (reading the catalogue's facts at start) has grown it: 32 MB resident for
// about 9 MB of live objects. Two 8 MB halves gave the same answers per second in the catalogue's
// benchmark and 10-15 MB less resident memory (docs/features/operations.md, "How the server runs").
// It can only be set on the command line: V8 reads it when the process starts.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

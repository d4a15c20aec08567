export { countRows, queryRows, snapshotTables } from './queries';
export { createTestDatabase, type TestDatabase, testsOnPostgres } from './test-database';

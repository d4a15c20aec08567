export { countRows, queryRows, snapshotTables } from './queries';
export { createTestDatabase, type TestDatabase, testsOnPostgres } from './test-database';
export { addEntry, addParticipant, addRace, FUTURE_DAY, publishedHeat } from './race-entries';

// The bench's throw-away cluster is the tests' (scripts/pg-cluster.mjs), with PostgreSQL's durability
// defaults kept; the bench never installs PostgreSQL: without it, the section says not measured.
export { findPgBin, type PgCluster, startPgCluster } from '../../../scripts/pg-cluster.mjs';

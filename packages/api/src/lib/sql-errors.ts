// Each engine names its constraint violations differently: packages/db knows both.
export { isForeignKeyViolation, isUniqueViolation } from '@app/db';

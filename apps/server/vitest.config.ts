import { defineConfig } from 'vitest/config';
import { nodeTestConfig } from '../../vitest.shared';

export default defineConfig({ test: nodeTestConfig });

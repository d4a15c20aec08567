/** The administrator every bench server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'bench@aviron-indoor-2026.fr', password: 'bench-Passw0rd!2026' };

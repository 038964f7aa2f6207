/**
 * Runs once when the server starts: validates the configuration (failing the start with a message
 * naming each bad variable), creates `data/` and its secrets, and migrates the database.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('@/server/startup');
  await startServer();
}

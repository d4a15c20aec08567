/** A turn of the event loop: what follows runs in a task of its own, so no single task holds the main thread long. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

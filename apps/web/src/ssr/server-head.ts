import { createContext, useContext } from 'react';

/** What a page says of itself while the server draws it (its title), for the document's `<head>`. */
export interface ServerHead {
  title?: string;
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

/** Set during the server render only; in the browser there is no collector and this returns null. */
export const useServerHead = (): ServerHead | null => useContext(ServerHeadContext);

import { createContext, useContext } from "react";

/** How many patients' requests nobody has acted on yet, as the server last said; undefined where none are kept. */
export const RequestsNewsContext = createContext<number | undefined>(undefined);

export const useNewRequests = (): number | undefined => useContext(RequestsNewsContext);

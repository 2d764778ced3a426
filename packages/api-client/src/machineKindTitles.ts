/**
 * Each machine kind's name in the server's spelling: its pages' titles, the fixed name of a seller's machine and
 * the listing type of its chats. A module of its own, so that the app's first page (its route table names each
 * kind) carries the five titles and nothing else of the machines' calls.
 */
export const machineKindTitles = {
  injection: 'Injection Molding Machine',
  blowMolding: 'Blow Molding Machine',
  extruder: 'Extruder Machine',
  utility: 'Utility Machine',
  auxiliary: 'Auxiliary Machine',
} as const;

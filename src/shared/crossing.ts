/**
 * How a publish reaches the front layer's caches. The publish hooks run inside Next's compiled
 * server bundle and the front layer in src/server/serve.ts's bundle: the same process, but two
 * copies of every module, so no module-level value is shared between them. The process's own
 * event emitter is: the hooks emit, the front layer listens (and in the multi-instance mode
 * the purge subscription can listen too, to pass the purge on to the other instances).
 */
const purgeEvent = 'front-cache:purge'
const processEvents: NodeJS.EventEmitter = process

/** Clears the front cache (after a publish, unpublish or delete). */
export function purgeFrontCache(): void {
  processEvents.emit(purgeEvent)
}

/** Calls `listener` on every purge; returns the function that stops it. */
export function onFrontCachePurge(listener: () => void): () => void {
  processEvents.on(purgeEvent, listener)
  return () => processEvents.off(purgeEvent, listener)
}

/**
 * The engine's Node-only entry: the scenario runner's file side reads the file system, so it
 * stays out of index.ts and the engine still runs in the browser and in Web Workers.
 */
export { runScenarioPaths } from './scenario/files';

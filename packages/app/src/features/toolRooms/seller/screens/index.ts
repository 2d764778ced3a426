// A seller's tool room screens load as one chunk (shared/routing/routeRecord.ts, screenSet).
export { default as MyToolDieDetailsScreen } from './MyToolDieDetailsScreen';
export { default as MyToolDieScreen } from './MyToolDieScreen';
export { default as ToolDieAddScreen } from './ToolDieAddScreen';
export { default as ToolDieEditScreen } from './ToolDieEditScreen';
export { default as ToolMachineAddScreen } from './ToolMachineAddScreen';
export { default as ToolMachineEditScreen } from './ToolMachineEditScreen';

export { ShareMenu, type ShareMenuProps } from './ShareMenu';
export type { ShareApis } from './shareLinks';

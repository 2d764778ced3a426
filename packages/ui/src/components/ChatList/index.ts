export { ChatList, type ChatListItem, type ChatListProps } from './ChatList';

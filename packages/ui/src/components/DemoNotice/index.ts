export { DemoNotice, type DemoNoticeProps } from './DemoNotice';

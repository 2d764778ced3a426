export { Tabs, tabsActivationModes, type TabsProps, type TabItem } from './Tabs';

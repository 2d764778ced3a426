export { PageHeader, type PageHeaderProps, type Breadcrumb } from './PageHeader';

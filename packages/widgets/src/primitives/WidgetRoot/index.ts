export { WidgetRoot, widgetRootProps, withWidgetRoot } from './WidgetRoot';
